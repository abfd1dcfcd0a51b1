// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/locales/en';
import { setupI18n } from '../../i18n/i18n-setup';
import { getByRole } from '../../testing/accessible-queries';
import { jsonAnswer, renderScreen, type ScreenHarness } from '../../testing/screen-harness';
import ForgotPasswordScreen from './forgot-password-screen';
import { inputLabelled, submit, typeInto } from './form-test-actions';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const text = en.account;
let harness: ScreenHarness;

describe('ForgotPasswordScreen', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(() => harness.unmount());

  it('asks for a link and answers neutrally, whether or not the account exists', async () => {
    harness = await renderScreen({
      path: '/forgot-password',
      url: '/forgot-password',
      screen: ForgotPasswordScreen,
      answer: async () => jsonAnswer(200, { statusCode: 0, message: 'If that account exists…' }),
      otherPaths: ['/login'],
    });
    const { container } = harness;
    const username = inputLabelled(container, text.fields.usernameOrEmail);
    expect(document.activeElement).toBe(username);
    await typeInto(username, '  sales  ');
    await submit(username);

    expect(harness.sent).toEqual([{ method: 'POST', path: 'forgot-password', body: { username: 'sales' } }]);
    expect(getByRole(container, 'status').textContent).toBe(text.forgot.done);
    expect(getByRole(container, 'link', { name: text.links.backToSignIn }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('says in words when the server cannot be reached', async () => {
    harness = await renderScreen({
      path: '/forgot-password',
      url: '/forgot-password',
      screen: ForgotPasswordScreen,
      answer: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const username = inputLabelled(harness.container, text.fields.usernameOrEmail);
    await typeInto(username, 'sales');
    await submit(username);
    expect(getByRole(harness.container, 'alert').textContent).toBe(en.httpErrors.network);
  });
});
