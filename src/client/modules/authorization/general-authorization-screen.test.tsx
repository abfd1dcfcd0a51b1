// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../shared/api/auth';
import { setupI18n } from '../../i18n/i18n-setup';
import { KeyboardLayerProvider } from '../../keyboard/keyboard-layer-provider';
import { setSignedIn } from '../../session/session-ability';
import { setSignedOut } from '../../session/session-state';
import {
  type Answer,
  jsonAnswer,
  renderScreen,
  type ScreenHarness,
  type SentRequest,
  settle,
} from '../../testing/screen-harness';
import GeneralAuthorizationScreen from './general-authorization-screen';

/** The screen as the app's shell holds it: its shortcuts register with the keyboard layer. */
const InShell = () => (
  <KeyboardLayerProvider>
    <GeneralAuthorizationScreen />
  </KeyboardLayerProvider>
);

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const admin: SessionUser = {
  id: 1,
  USER_CODE: 'admin',
  U_NAME: 'Administrator',
  SUPERUSER: 1,
  oadm: { SumDec: 2, DBSumDec: 2, PriceDec: 2, MainCurncy: 'USD', SysCurrncy: 'USD' },
};
const path = '/administration/system-initialization/authorizations/general-authorization';
const groups = [
  { id: 1, code: 'administrators', name: 'Administrators' },
  { id: 2, code: 'sales', name: 'Sales staff' },
];

let harness: ScreenHarness | undefined;
let refuseSave: Record<string, string[]> | undefined;

const answer: Answer = async (request: SentRequest) => {
  if (request.path === 'resources/user-groups')
    return jsonAnswer(200, { ResultCode: 1200, ResponseData: { data: groups, total: 2 } });
  const rules = /^administration\/user-groups\/(\d+)\/rules$/.exec(request.path);
  if (rules && request.method === 'GET') {
    const group = groups.find((row) => row.id === Number(rules[1]));
    return jsonAnswer(200, {
      group,
      rules: [
        { action: 'read', subject: 'Item' },
        { action: 'read', subject: 'BusinessPartner', conditions: { CardType: 'C' } },
      ],
    });
  }
  if (rules && request.method === 'PUT')
    return refuseSave
      ? jsonAnswer(400, {
          code: 'VALIDATION_FAILED',
          message: 'The request has invalid fields.',
          fields: refuseSave,
        })
      : jsonAnswer(200, { statusCode: 0, message: 'The rules are saved.' });
  return jsonAnswer(404, { code: 'NOT_FOUND', message: 'No route.' });
};

const control = (label: string) => {
  const found = harness?.container.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    `[aria-label="${label}"]`,
  );
  if (!found) throw new Error(`No control labelled ${label}`);
  return found;
};

async function typeInto(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype =
    element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const describedText = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

async function press(button: string) {
  const found = [...(harness?.container.querySelectorAll('button') ?? [])].find(
    (element) => element.getAttribute('aria-label') === button || element.textContent?.startsWith(button),
  );
  if (!found) throw new Error(`No button ${button}`);
  await act(async () => found.click());
  await settle();
}

const putBodies = () =>
  (harness?.sent ?? []).filter((request) => request.method === 'PUT').map((request) => request.body);

describe('GeneralAuthorizationScreen', () => {
  beforeAll(() => setupI18n('en'));
  beforeEach(async () => {
    refuseSave = undefined;
    setSignedIn(admin, [{ action: 'manage', subject: 'all' }]);
    harness = await renderScreen({ path, url: path, screen: InShell, answer });
    await settle();
  });
  afterEach(async () => {
    await harness?.unmount();
    setSignedOut();
  });

  it("shows the condition parser's message on the conditions field as the user types, and sends nothing", async () => {
    const conditions = control('Conditions (JSON) of rule 2');
    expect(conditions.value).toBe('{"CardType":"C"}');
    await typeInto(conditions, '{"CardType": {"$in": "C"}}');
    expect(conditions.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(conditions)).toBe('"in" expects value to be an array');
    await typeInto(conditions, '{"$or": []}');
    expect(describedText(conditions)).toBe('"or" expects to have at least one element in array');
    await press('Save the rules');
    expect(putBodies()).toEqual([]);
    expect(harness?.container.querySelector('[role="alert"]')?.textContent).toMatch(
      /correct the marked fields/,
    );
    await typeInto(conditions, '');
    expect(conditions.getAttribute('aria-invalid')).toBe('false');
  });

  it('moves, removes and adds rules, and saves them in their new order', async () => {
    await press('Move rule 1 down');
    expect(control('Subjects of rule 1').value).toBe('BusinessPartner');
    await press('Remove rule 2');
    await press('Add a rule');
    await typeInto(control('Subjects of rule 2'), 'Warehouse, Item');
    await typeInto(control('Fields of rule 2'), 'WhsCode');
    await press('Save the rules');
    expect(putBodies()).toEqual([
      {
        rules: [
          { action: 'read', subject: 'BusinessPartner', conditions: { CardType: 'C' } },
          { action: 'read', subject: ['Warehouse', 'Item'], fields: ['WhsCode'] },
        ],
      },
    ]);
  });

  it("puts the server's refusal on the rule's own field", async () => {
    refuseSave = { 'rules.1.conditions': ['Unsupported operator "$between"'] };
    await press('Save the rules');
    expect(describedText(control('Conditions (JSON) of rule 2'))).toBe('Unsupported operator "$between"');
    expect(describedText(control('Conditions (JSON) of rule 1'))).toBe('');
  });
});
