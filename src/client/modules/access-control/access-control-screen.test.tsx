// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../shared/api/auth';
import { en } from '../../../shared/i18n/locales/en';
import { setupI18n } from '../../i18n/i18n-setup';
import { setSignedIn } from '../../session/session-ability';
import { setSignedOut } from '../../session/session-state';
import { getByRole } from '../../testing/accessible-queries';
import AccessControlScreen from './access-control-screen';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const text = en.pages.accessControl;
const user: SessionUser = {
  id: 2,
  USER_CODE: 'sales',
  U_NAME: 'Sales Representative',
  SUPERUSER: 0,
  oadm: { SumDec: 2, DBSumDec: 2, PriceDec: 2, MainCurncy: 'USD', SysCurrncy: 'USD' },
};

let root: Root | undefined;
let container: HTMLElement;

async function render() {
  container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(<AccessControlScreen />);
  });
}

/** The table's cells, row by row, as text: accessible-queries has no table roles yet. */
function tableText(): string[][] {
  return [...container.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

describe('AccessControlScreen', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(async () => {
    await act(async () => root?.unmount());
    container.remove();
    setSignedOut();
  });

  it("lists the signed-in user's own rules, in order, with headers and a caption", async () => {
    setSignedIn(user, [
      { action: 'read', subject: ['Item', 'Warehouse'] },
      {
        action: 'read',
        subject: 'Item',
        fields: ['AvgPrice', 'LastPurPrc'],
        inverted: true,
        reason: 'Cost prices are for purchasing and finance.',
      },
      { action: ['read', 'update'], subject: 'SalesOrder', conditions: { SlpCode: 1 } },
    ]);
    await render();
    expect(getByRole(container, 'heading', { level: 1, name: text.heading })).toBeTruthy();
    expect(container.textContent).toContain(text.intro);
    expect(container.querySelector('caption')?.textContent).toBe(text.caption);
    expect(getByRole(container, 'region', { name: text.caption }).getAttribute('tabindex')).toBe('0');
    expect(tableText()).toEqual([
      ['Action', 'Subject', 'Conditions', 'Fields', 'Inverted', 'Reason'],
      ['Read', 'Item, Warehouse', 'None', 'All fields', 'No', 'None'],
      ['Read', 'Item', 'None', 'AvgPrice, LastPurPrc', 'Yes', 'Cost prices are for purchasing and finance.'],
      ['Read, Update', 'SalesOrder', '{"SlpCode":1}', 'All fields', 'No', 'None'],
    ]);
    expect(container.querySelector('td code')?.textContent).toBe('{"SlpCode":1}');
    expect(
      [...container.querySelectorAll('thead th')].every((cell) => cell.getAttribute('scope') === 'col'),
    ).toBe(true);
  });

  it("names the administrator's rule on everything in words", async () => {
    setSignedIn({ ...user, SUPERUSER: 1 }, [{ action: 'manage', subject: 'all' }]);
    await render();
    expect(tableText()[1]).toEqual([
      'Manage (every action)',
      'Everything',
      'None',
      'All fields',
      'No',
      'None',
    ]);
  });

  it('says so when the account has no rules', async () => {
    setSignedIn(user, []);
    await render();
    expect(container.textContent).toContain(text.empty);
    expect(container.querySelector('table')).toBeNull();
  });
});
