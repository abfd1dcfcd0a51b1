// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/locales/en';
import { setupI18n } from '../../i18n/i18n-setup';
import { getByRole, queryAllByRole } from '../../testing/accessible-queries';
import { type Answer, jsonAnswer, renderScreen, type ScreenHarness } from '../../testing/screen-harness';
import { inputLabelled, submit, typeInto } from './form-test-actions';
import ResetPasswordScreen from './reset-password-screen';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const text = en.account;
// Digits and an exponent: the router's default parser would turn this into a number, the app's keeps it.
const token = '1234567890e12345678901234567890';
let harness: ScreenHarness;

const open = async (url: string, answer?: Answer) => {
  harness = await renderScreen({
    path: '/reset-password',
    url,
    screen: ResetPasswordScreen,
    answer,
    otherPaths: ['/login', '/forgot-password'],
  });
  return harness.container;
};

async function chooseNewPassword() {
  await typeInto(inputLabelled(harness.container, text.fields.newPassword), 'a brand new secret');
  await typeInto(inputLabelled(harness.container, text.fields.confirm), 'a brand new secret');
  await submit(inputLabelled(harness.container, text.fields.newPassword));
}

describe('ResetPasswordScreen', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(() => harness.unmount());

  it('sends the token of the link, exactly as written, with the new password, then leads to sign in', async () => {
    const container = await open(`/reset-password?token=${token}`, async () =>
      jsonAnswer(200, { statusCode: 0, message: 'The password is changed.' }),
    );
    expect(getByRole(container, 'heading', { level: 2, name: text.reset.heading })).toBeTruthy();
    expect(document.activeElement).toBe(inputLabelled(container, text.fields.newPassword));
    await chooseNewPassword();

    expect(harness.sent).toEqual([
      { method: 'POST', path: 'reset-password', body: { token, password: 'a brand new secret' } },
    ]);
    expect(getByRole(container, 'status').textContent).toBe(text.reset.done);
    expect(document.activeElement).toBe(getByRole(container, 'link', { name: text.links.signIn }));
  });

  it('does not send a password the confirmation does not repeat', async () => {
    const container = await open(`/reset-password?token=${token}`);
    await typeInto(inputLabelled(container, text.fields.newPassword), 'a brand new secret');
    await typeInto(inputLabelled(container, text.fields.confirm), 'a brand new secreT');
    await submit(inputLabelled(container, text.fields.newPassword));
    expect(harness.sent).toEqual([]);
    expect(inputLabelled(container, text.fields.confirm).getAttribute('aria-invalid')).toBe('true');
  });

  it('says clearly when the server refuses the token, and offers a new link', async () => {
    const container = await open(`/reset-password?token=${token}`, async () =>
      jsonAnswer(400, {
        code: 'VALIDATION_FAILED',
        message: 'The request has invalid fields.',
        fields: { token: ['is invalid, used or expired'] },
      }),
    );
    await chooseNewPassword();
    expect(getByRole(container, 'alert').textContent).toBe(text.reset.invalidLink);
    expect(queryAllByRole(container, 'form')).toEqual([]);
    expect(document.activeElement).toBe(getByRole(container, 'link', { name: text.reset.newLink }));
  });

  it('offers a new link at once when the link carries no token', async () => {
    const container = await open('/reset-password');
    expect(getByRole(container, 'alert').textContent).toBe(text.reset.invalidLink);
    expect(getByRole(container, 'link', { name: text.reset.newLink }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(queryAllByRole(container, 'form')).toEqual([]);
  });
});
