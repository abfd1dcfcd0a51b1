// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../shared/api/auth';
import { en } from '../../../shared/i18n/locales/en';
import { setupI18n } from '../../i18n/i18n-setup';
import { setSignedIn } from '../../session/session-ability';
import { setSignedOut } from '../../session/session-state';
import { getByRole, queryAllByRole } from '../../testing/accessible-queries';
import { renderScreen, type ScreenHarness } from '../../testing/screen-harness';
import NotAuthorizedScreen from './not-authorized-screen';
import NotFoundScreen from './not-found-screen';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const text = en.pages;
const user: SessionUser = {
  id: 1,
  USER_CODE: 'admin',
  U_NAME: 'Administrator',
  SUPERUSER: 1,
  oadm: { SumDec: 2, DBSumDec: 2, PriceDec: 2, MainCurncy: 'USD', SysCurrncy: 'USD' },
};
let harness: ScreenHarness;

const notFoundAt = async (path: string, url: string) => {
  harness = await renderScreen({ path, url, screen: NotFoundScreen });
  return harness.container;
};

describe('NotFoundScreen', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(async () => {
    await harness.unmount();
    setSignedOut();
  });

  it('names the error code of the path and the address that was asked for, isolated', async () => {
    const container = await notFoundAt(
      '/pages/misc/not-found/$error',
      `/pages/misc/not-found/410?from=${encodeURIComponent('/sales/doc/99?x=1')}`,
    );
    expect(getByRole(container, 'heading', { level: 1, name: text.notFound.heading })).toBeTruthy();
    expect(container.textContent).toContain('Error 410');
    expect(container.querySelector('bdi')?.textContent).toBe('/sales/doc/99?x=1');
  });

  it('says 404 at /error-404, offers the dashboard and, signed out, signing in', async () => {
    const container = await notFoundAt('/error-404', '/error-404');
    expect(container.textContent).toContain('Error 404');
    expect(container.querySelector('bdi')).toBeNull();
    expect(getByRole(container, 'link', { name: text.links.dashboard }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(getByRole(container, 'link', { name: text.links.signIn }).getAttribute('href')).toBe('/login');
  });

  it('does not offer signing in to a signed-in user', async () => {
    setSignedIn(user, []);
    const container = await notFoundAt('/error-404', '/error-404');
    expect(queryAllByRole(container, 'link', { name: text.links.signIn })).toEqual([]);
    expect(getByRole(container, 'link', { name: text.links.dashboard })).toBeTruthy();
  });
});

describe('NotAuthorizedScreen', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(() => harness.unmount());

  it('explains the refusal and offers the dashboard or another account', async () => {
    harness = await renderScreen({
      path: '/not-authorized',
      url: '/not-authorized',
      screen: NotAuthorizedScreen,
    });
    const { container } = harness;
    expect(getByRole(container, 'heading', { level: 1, name: text.notAuthorized.heading })).toBeTruthy();
    expect(container.textContent).toContain(text.notAuthorized.explanation);
    expect(getByRole(container, 'link', { name: text.links.dashboard }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(
      getByRole(container, 'link', { name: text.notAuthorized.signInAsOther }).getAttribute('href'),
    ).toBe('/login');
    expect(queryAllByRole(container, 'main')).toEqual([]);
  });
});
