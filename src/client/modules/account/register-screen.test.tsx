// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/locales/en';
import { setupI18n } from '../../i18n/i18n-setup';
import { getByRole, queryAllByRole } from '../../testing/accessible-queries';
import {
  type Answer,
  jsonAnswer,
  renderScreen,
  type ScreenHarness,
  settle,
} from '../../testing/screen-harness';
import { describedText, inputLabelled, submit, typeInto } from './form-test-actions';
import RegisterScreen from './register-screen';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const text = en.account;
let harness: ScreenHarness;

const open = async (answer?: Answer) => {
  harness = await renderScreen({
    path: '/register',
    url: '/register',
    screen: RegisterScreen,
    answer,
    otherPaths: ['/login'],
  });
  return harness.container;
};

const field = (label: string) => inputLabelled(harness.container, label);

async function fillValidForm() {
  await typeInto(field(text.fields.username), 'new.user');
  await typeInto(field(text.fields.name), 'New User');
  await typeInto(field(text.fields.email), 'new.user@example.com');
  await typeInto(field(text.fields.password), 'a long enough secret');
  await typeInto(field(text.fields.confirm), 'a long enough secret');
}

describe('RegisterScreen', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(() => harness.unmount());

  it('shows the product name, the form heading, and focuses the first field', async () => {
    const container = await open();
    expect(getByRole(container, 'heading', { level: 1, name: 'Meridian ERP' })).toBeTruthy();
    expect(getByRole(container, 'heading', { level: 2, name: text.register.heading })).toBeTruthy();
    expect(document.activeElement).toBe(field(text.fields.username));
  });

  it('checks the fields with the shared schema before sending, and says what is wrong beside each', async () => {
    const container = await open();
    await typeInto(field(text.fields.username), 'ab');
    await typeInto(field(text.fields.email), 'not an address');
    await typeInto(field(text.fields.password), 'short');
    await typeInto(field(text.fields.confirm), 'other');
    await submit(field(text.fields.username));

    expect(harness.sent).toEqual([]);
    expect(getByRole(container, 'alert').textContent).toBe(text.errors.checkFields);
    expect(field(text.fields.username).getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field(text.fields.username))).toContain('Use at least 3 characters.');
    expect(describedText(field(text.fields.name))).toBe(text.fieldErrors.required);
    expect(describedText(field(text.fields.email))).toBe(text.fieldErrors.email);
    expect(describedText(field(text.fields.password))).toContain('Use at least 10 characters.');
    expect(describedText(field(text.fields.confirm))).toBe(text.fieldErrors.mismatch);
    expect(document.activeElement).toBe(field(text.fields.username));
  });

  it('clears a problem once its field is put right', async () => {
    await open();
    await submit(field(text.fields.username));
    expect(field(text.fields.name).getAttribute('aria-invalid')).toBe('true');
    await typeInto(field(text.fields.name), 'New User');
    expect(field(text.fields.name).hasAttribute('aria-invalid')).toBe(false);
    expect(describedText(field(text.fields.name))).toBe('');
  });

  it("puts the server's field refusals beside the fields it names", async () => {
    const container = await open(async () =>
      jsonAnswer(400, {
        code: 'VALIDATION_FAILED',
        message: 'The request has invalid fields.',
        fields: { email: ['must be an e-mail address'] },
      }),
    );
    await fillValidForm();
    await submit(field(text.fields.username));

    expect(harness.sent).toEqual([
      {
        method: 'POST',
        path: 'register',
        body: {
          username: 'new.user',
          name: 'New User',
          email: 'new.user@example.com',
          password: 'a long enough secret',
        },
      },
    ]);
    expect(field(text.fields.email).getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field(text.fields.email))).toBe(text.fieldErrors.rejected);
    expect(field(text.fields.username).hasAttribute('aria-invalid')).toBe(false);
    expect(getByRole(container, 'alert').textContent).toBe(text.errors.checkFields);
    expect(document.activeElement).toBe(field(text.fields.email));
  });

  it('says in words that the name is taken, or that there were too many attempts', async () => {
    let status = 409;
    const container = await open(async () =>
      jsonAnswer(status, {
        code: status === 409 ? 'ALREADY_EXISTS' : 'RATE_LIMITED',
        message: 'Refused.',
      }),
    );
    await fillValidForm();
    await submit(field(text.fields.username));
    expect(getByRole(container, 'alert').textContent).toBe(text.errors.alreadyExists);
    status = 429;
    await submit(field(text.fields.username));
    expect(getByRole(container, 'alert').textContent).toBe(text.errors.rateLimited);
  });

  it('tells the user an administrator must activate the account, and leads to sign in', async () => {
    const container = await open(async () => jsonAnswer(201, { statusCode: 0, message: 'Registered.' }));
    await fillValidForm();
    await submit(field(text.fields.username));

    expect(getByRole(container, 'status').textContent).toBe(text.register.done);
    expect(queryAllByRole(container, 'form')).toEqual([]);
    const signIn = getByRole(container, 'link', { name: text.links.signIn });
    expect(document.activeElement).toBe(signIn);
    await act(async () => {
      if (signIn instanceof HTMLElement) signIn.click();
    });
    await settle();
    expect(harness.pathname()).toBe('/login');
  });

  it('keeps the button focusable while sending, says it is busy, and sends once', async () => {
    let release: (response: Response) => void = () => undefined;
    const container = await open(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    await fillValidForm();
    await submit(field(text.fields.username));
    await submit(field(text.fields.username));
    const button = getByRole(container, 'button', { name: text.sending });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(harness.sent).toHaveLength(1);
    await act(async () => release(jsonAnswer(201, { statusCode: 0, message: 'Registered.' })));
    await settle();
    expect(getByRole(container, 'status').textContent).toBe(text.register.done);
  });
});
