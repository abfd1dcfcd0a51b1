// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage, UserNotification } from '../../../shared/api/notifications';
import { setupI18n } from '../../i18n/i18n-setup';
import { KeyboardLayerProvider } from '../../keyboard/keyboard-layer-provider';
import { getByRole, queryAllByRole } from '../../testing/accessible-queries';
import {
  type Answer,
  jsonAnswer,
  renderScreen,
  type ScreenHarness,
  settle,
} from '../../testing/screen-harness';
import { NotificationsButton } from './notifications-button';
import { notificationsOpenSignal } from './notifications-open';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const stock: UserNotification = {
  id: 5,
  alertCode: 'LOW-STOCK',
  alertName: 'Items under their minimum stock',
  alertKind: 'stock-below-minimum',
  priority: 'H',
  subjectType: 'item',
  subjectKey: 'I000007',
  params: {
    ItemCode: 'I000007',
    ItemName: 'Greek Yoghurt',
    WhsCode: null,
    OnHand: '3.000000',
    MinLevel: '10',
  },
  createdAt: '2026-11-26T10:00:00.000Z',
  readAt: null,
};
const credit: UserNotification = {
  ...stock,
  id: 4,
  alertCode: 'CREDIT',
  alertKind: 'credit-line-exceeded',
  subjectType: 'partner',
  subjectKey: 'C00001',
  params: { CardCode: 'C00001', CardName: 'Acme', Balance: '1200', CreditLine: '1000' },
  readAt: '2026-11-26T09:00:00.000Z',
};

let harness: ScreenHarness;
let unread = 1;

const answer: Answer = async (request) => {
  if (request.method === 'GET' && request.path === 'notifications') {
    const page: NotificationPage = {
      data: [{ ...stock, readAt: unread ? null : '2026-11-26T10:05:00.000Z' }, credit],
      total: 2,
      unread,
    };
    return jsonAnswer(200, page);
  }
  if (request.method === 'POST' && request.path === 'notifications/5/read') {
    unread = 0;
    return jsonAnswer(200, { unread });
  }
  return jsonAnswer(404, { code: 'NOT_FOUND', message: request.path });
};

/** A button found by role, clicked as a pointer would. */
function press(element: Element | undefined) {
  if (!(element instanceof HTMLElement)) throw new Error('not an element to press');
  element.click();
}

const bell = () => getByRole(harness.container, 'button', { name: /^Notifications, \d+ unread$/ });

describe('NotificationsButton', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(async () => {
    notificationsOpenSignal.value = false;
    unread = 1;
    await harness.unmount();
  });

  const render = async () => {
    harness = await renderScreen({
      path: '/dashboard',
      url: '/dashboard',
      screen: () => (
        <KeyboardLayerProvider>
          <NotificationsButton userId={1} className="icon" />
        </KeyboardLayerProvider>
      ),
      answer,
      otherPaths: ['/inventory/item-management/item-master-data/$id'],
    });
    await settle();
  };

  it('names the unread count and its shortcut', async () => {
    await render();
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread');
    expect(bell().getAttribute('title')).toBe('Notifications, 1 unread (Alt+Shift+1)');
    expect(bell().getAttribute('aria-keyshortcuts')).toBe('Alt+Shift+1');
    expect(queryAllByRole(document.body, 'dialog')).toEqual([]);
    await act(async () => {
      window.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: '!',
          code: 'Digit1',
          altKey: true,
          shiftKey: true,
          bubbles: true,
        }),
      );
    });
    await settle();
    expect(getByRole(document.body, 'dialog', { name: 'Notifications' })).toBeTruthy();
  });

  it('lists the notifications newest first, the first focused, and opens one, marking it read', async () => {
    await render();
    await act(async () => press(bell()));
    await settle();
    const dialog = getByRole(document.body, 'dialog', { name: 'Notifications' });
    const list = getByRole(dialog, 'list', { name: 'Notifications, newest first' });
    const entries = queryAllByRole(list, 'button');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('I000007'),
      expect.stringContaining('C00001'),
    ]);
    // Figures formatted in the language, each isolated from the sentence around it.
    expect(entries[0]?.textContent).toContain(
      'I000007\u2069 \u2068Greek Yoghurt\u2069: \u20683\u2069 in stock, minimum \u206810\u2069',
    );
    expect(entries[0]?.textContent).toContain('Unread');
    expect(document.activeElement).toBe(entries[0]);

    await act(async () => press(entries[0]));
    await settle();
    await settle();
    expect(queryAllByRole(document.body, 'dialog')).toEqual([]);
    expect(harness.pathname()).toBe('/inventory/item-management/item-master-data/I000007');
    expect(
      harness.sent.filter((request) => request.method === 'POST').map((request) => request.path),
    ).toEqual(['notifications/5/read']);
    // The list is asked again after the change.
    expect(harness.sent.filter((request) => request.path === 'notifications').length).toBeGreaterThan(1);
  });
});
