// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../shared/api/auth';
import type { DashboardAnswer } from '../../../shared/api/dashboard';
import type { Health } from '../../../shared/api/health';
import { ar } from '../../../shared/i18n/locales/ar';
import { en } from '../../../shared/i18n/locales/en';
import { changeLanguage, setupI18n } from '../../i18n/i18n-setup';
import { setSignedIn } from '../../session/session-ability';
import { setSignedOut } from '../../session/session-state';
import { getByRole, queryAllByRole } from '../../testing/accessible-queries';
import {
  type Answer,
  jsonAnswer,
  renderScreen,
  type ScreenHarness,
  settle,
} from '../../testing/screen-harness';
import DashboardScreen from './dashboard-screen';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const text = en.pages.dashboard;

const user: SessionUser = {
  id: 2,
  USER_CODE: 'sales',
  U_NAME: 'Sales Representative',
  SUPERUSER: 0,
  oadm: { SumDec: 2, DBSumDec: 2, PriceDec: 2, MainCurncy: 'USD', SysCurrncy: 'USD' },
};

const answer: DashboardAnswer = {
  ResultCode: 1200,
  ResponseData: {
    company: { name: 'Meridian Trading & Distribution', currency: 'USD' },
    documents: [
      { objectId: '17', openCount: 1234, openTotal: '98765.435000' },
      { objectId: '13', openCount: 0, openTotal: '0.000000' },
      { objectId: '22', openCount: 7, openTotal: '1500.000000' },
    ],
    businessPartners: { active: 42 },
  },
};

const health: Health = {
  status: 'ok',
  version: '0.1.0',
  database: { reachable: true, kind: 'pglite', schemaVersion: '0001', pendingMigrations: 0, latencyMs: 1 },
};

const server =
  (dashboard: () => Promise<Response>): Answer =>
  async (request) =>
    request.path === 'dashboard' ? dashboard() : jsonAnswer(200, health);

let harness: ScreenHarness;

const open = async (answerWith: Answer) => {
  harness = await renderScreen({
    path: '/dashboard',
    url: '/dashboard',
    screen: DashboardScreen,
    answer: answerWith,
    otherPaths: ['/sales/doc/$objectId', '/purchasing/doc/$objectId', '/business-partners/bp-master-data'],
  });
  return harness.container;
};

/** The figure a card shows beside a term. */
function figure(card: Element, term: string): string | null | undefined {
  return getByRole(card, 'term', { name: term }).nextElementSibling?.textContent;
}

function cardNamed(container: HTMLElement, name: string): Element {
  const card = getByRole(container, 'link', { name }).closest('li');
  if (!card) throw new Error(`the link ${name} is not in a card`);
  return card;
}

describe('DashboardScreen', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(async () => {
    await harness.unmount();
    await changeLanguage('en', undefined);
    setSignedOut();
  });

  it('greets the user under the page heading and names the company', async () => {
    setSignedIn(user, []);
    const container = await open(server(async () => jsonAnswer(200, answer)));
    expect(getByRole(container, 'heading', { level: 1, name: text.heading })).toBeTruthy();
    expect(container.textContent).toContain('Welcome, Sales Representative');
    expect(container.textContent).toContain('Figures of Meridian Trading & Distribution, totals in USD');
  });

  it('shows each figure group the answer holds as a list of cards, and no other', async () => {
    setSignedIn(user, []);
    const container = await open(server(async () => jsonAnswer(200, answer)));
    const sales = getByRole(container, 'region', { name: text.sales });
    expect(getByRole(sales, 'heading', { level: 2, name: text.sales })).toBeTruthy();
    expect(queryAllByRole(getByRole(sales, 'list'), 'listitem')).toHaveLength(2);
    expect(getByRole(container, 'region', { name: text.purchasing })).toBeTruthy();
    expect(getByRole(container, 'region', { name: text.masterData })).toBeTruthy();
    expect(queryAllByRole(container, 'link', { name: text.items })).toEqual([]);
  });

  it('formats counts and totals as money with the company decimals, each card leading to its list', async () => {
    setSignedIn(user, []);
    const container = await open(server(async () => jsonAnswer(200, answer)));
    const orders = cardNamed(container, en.documents.salesOrder);
    expect(figure(orders, text.openCount)).toBe('1,234');
    expect(figure(orders, text.openTotal)).toMatch(/^USD\s98,765\.44$/);
    expect(figure(cardNamed(container, en.documents.arInvoice), text.openTotal)).toMatch(/^USD\s0\.00$/);
    expect(getByRole(container, 'link', { name: en.documents.salesOrder }).getAttribute('href')).toBe(
      '/sales/doc/17',
    );
    expect(getByRole(container, 'link', { name: en.documents.purchaseOrder }).getAttribute('href')).toBe(
      '/purchasing/doc/22',
    );
    expect(figure(cardNamed(container, text.businessPartners), text.activeCount)).toBe('42');
  });

  it("takes the display decimals from the company's settings", async () => {
    setSignedIn({ ...user, oadm: { ...user.oadm, SumDec: 3 } }, []);
    const container = await open(server(async () => jsonAnswer(200, answer)));
    expect(figure(cardNamed(container, en.documents.salesOrder), text.openTotal)).toMatch(
      /^USD\s98,765\.435$/,
    );
  });

  it('writes Arabic figures with Latin digits', async () => {
    setSignedIn(user, []);
    await changeLanguage('ar', undefined);
    const container = await open(server(async () => jsonAnswer(200, answer)));
    const orders = cardNamed(container, ar.documents.salesOrder);
    expect(figure(orders, ar.pages.dashboard.openCount)).toMatch(/^1.?234$/);
    expect(figure(orders, ar.pages.dashboard.openTotal)).toMatch(/98.?765\.44/);
  });

  it('says it is loading, then keeps the system status panel below the figures', async () => {
    setSignedIn(user, []);
    const container = await open(server(() => new Promise<Response>(() => undefined)));
    expect(getByRole(container, 'status', { name: '' }).textContent).toBe(text.loading);
    expect(getByRole(container, 'status', { name: en.status.heading })).toBeTruthy();
  });

  it('says in words when the figures cannot be loaded, and tries again on request', async () => {
    setSignedIn(user, []);
    let failing = true;
    const container = await open(
      server(async () =>
        failing
          ? jsonAnswer(503, { code: 'SERVICE_UNAVAILABLE', message: 'Starting.' })
          : jsonAnswer(200, answer),
      ),
    );
    expect(getByRole(container, 'alert').textContent).toContain(en.httpErrors['bad-response']);
    failing = false;
    await act(async () => {
      const retry = getByRole(container, 'button', { name: text.retry });
      if (retry instanceof HTMLElement) retry.click();
    });
    await settle();
    expect(queryAllByRole(container, 'alert')).toEqual([]);
    expect(getByRole(container, 'link', { name: en.documents.salesOrder })).toBeTruthy();
  });

  it('says so when the user may see no figure at all', async () => {
    setSignedIn(user, []);
    const empty = { ...answer, ResponseData: { company: answer.ResponseData.company, documents: [] } };
    const container = await open(server(async () => jsonAnswer(200, empty)));
    expect(container.textContent).toContain(text.nothing);
    expect(queryAllByRole(container, 'list')).toEqual([]);
  });
});
