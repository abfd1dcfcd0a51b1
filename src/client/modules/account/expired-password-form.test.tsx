// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { passwordRuleMessages } from '../../../shared/api/security';
import { en } from '../../../shared/i18n/locales/en';
import { setupI18n } from '../../i18n/i18n-setup';
import { type Answer, jsonAnswer, renderScreen, type ScreenHarness } from '../../testing/screen-harness';
import { ExpiredPasswordForm } from './expired-password-form';
import { describedText, inputLabelled, submit, typeInto } from './form-test-actions';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const text = en.account;
let harness: ScreenHarness;
let changed = 0;

const open = async (answer: Answer) => {
  harness = await renderScreen({
    path: '/login',
    url: '/login',
    screen: () => <ExpiredPasswordForm currentPassword="old secret 1" onChanged={() => changed++} />,
    answer,
  });
  return harness.container;
};

async function choose(password: string) {
  await typeInto(inputLabelled(harness.container, text.fields.newPassword), password);
  await typeInto(inputLabelled(harness.container, text.fields.confirm), password);
  await submit(inputLabelled(harness.container, text.fields.newPassword));
}

describe('ExpiredPasswordForm', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(() => harness.unmount());

  it('changes the password with the one just typed as the current one, then goes on', async () => {
    changed = 0;
    await open(async () => jsonAnswer(200, { statusCode: 0, message: 'The password is changed.' }));
    await choose('a fresh secret 2');
    expect(harness.sent).toEqual([
      {
        method: 'POST',
        path: 'account/password',
        body: { currentPassword: 'old secret 1', password: 'a fresh secret 2' },
      },
    ]);
    expect(changed).toBe(1);
  });

  it("shows the policy's refusal in the user's words beside the field", async () => {
    changed = 0;
    const container = await open(async () =>
      jsonAnswer(400, {
        code: 'VALIDATION_FAILED',
        message: 'The request has invalid fields.',
        fields: { password: [passwordRuleMessages.reused] },
      }),
    );
    await choose('old secret 1 again');
    expect(describedText(inputLabelled(container, text.fields.newPassword))).toContain(
      text.fieldErrors.reused,
    );
    expect(changed).toBe(0);
  });
});
