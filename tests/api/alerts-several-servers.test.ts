import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimDueAlerts,
  raiseAfterChange,
  raiseDueAlerts,
} from '../../src/server/modules/alerts/alert-raising';
import { alertSchedule } from '../../src/server/modules/alerts/alert-schedule';
import { type ApiHarness, startApi } from '../support/api-app';
import { documentOf, documentRequests, itemsFor, partnerOf, sqlRows } from '../support/document-requests';
import { postgresOnly } from '../support/test-databases';

// Several API servers share one database only on PostgreSQL; the embedded one has one process.
const postgres = postgresOnly('alerts on two API servers');

describe.each(postgres)('alerts on two API servers over $name', (target) => {
  let api: ApiHarness;
  let other: ApiHarness;
  let lowItems: string[];

  beforeAll(async () => {
    api = await startApi(target);
    other = await api.startAnotherServer();
    lowItems = await itemsFor(api, 3, 40);
    await sqlRows(api, 'delete from user_notifications');
    await sqlRows(api, `update items set min_level = on_hand + 100 where item_code = any($1)`, [lowItems]);
    const headers = await api.writeHeaders('admin');
    for (const alert of [
      {
        AlertCode: 'EVENT',
        Name: 'Short on the event',
        UserCodes: 'warehouse',
        GroupCodes: 'administrators',
      },
      {
        AlertCode: 'HOURLY',
        Name: 'Short every hour',
        UserCodes: 'dispatcher',
        FrqncyType: 'M',
        FrqncyIntr: 60,
      },
    ]) {
      const created = await api.app.inject({
        method: 'POST',
        url: '/api/v1/resources/alerts',
        headers,
        payload: { AlertKind: 'stock-below-minimum', ...alert },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
  });
  afterAll(() => api.close());

  /** Notifications of an alert per user and subject: [user, subject, unread rows]. */
  const unreadOf = (alertCode: string) =>
    sqlRows<{ user_code: string; subject_key: string; n: number }>(
      api,
      `select u.user_code, n.subject_key, count(*)::int as n from user_notifications n
        join users u on u.user_id = n.user_id
        where n.alert_code = $1 and n.read_at is null and n.subject_key = any($2)
        group by 1, 2 order by 1, 2`,
      [alertCode, lowItems],
    );

  it('notifies each recipient once when both servers evaluate the same change at once', async () => {
    const change = { itemCodes: lowItems, documents: [], cardCodes: [] };
    const raised = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        raiseAfterChange((index % 2 ? other : api).database.db, change),
      ),
    );
    const unread = await unreadOf('EVENT');
    expect(unread.map((row) => row.n)).toEqual(unread.map(() => 1));
    expect(new Set(unread.map((row) => row.user_code))).toEqual(new Set(['admin', 'warehouse']));
    expect(unread).toHaveLength(2 * lowItems.length);
    // Every notification written (the demo's own LOW-STOCK alert watches these items too) was
    // written by one evaluation only.
    const [written] = await sqlRows<{ n: number }>(api, 'select count(*)::int as n from user_notifications');
    expect(raised.reduce((sum, n) => sum + n, 0)).toBe(written?.n);
  });

  it('notifies once when deliveries on both servers put the same item under its minimum', async () => {
    await sqlRows(api, `update user_notifications set read_at = now() where alert_code = 'EVENT'`);
    const customer = await partnerOf(api, 'C');
    const deliveries = await Promise.all(
      [api, other, api, other].map(async (server) =>
        documentRequests(server, await server.writeHeaders('admin')).create('15', {
          CardCode: customer,
          DocumentLines: [{ ItemCode: lowItems[0], Quantity: '1', WarehouseCode: 'WH01' }],
        }),
      ),
    );
    for (const reply of deliveries) documentOf(reply, 201);
    const unread = await unreadOf('EVENT');
    expect(unread.map((row) => [row.user_code, row.subject_key, row.n])).toEqual([
      ['admin', lowItems[0], 1],
      ['warehouse', lowItems[0], 1],
    ]);
  });

  it('lets exactly one of many periodic checks on both servers claim a due alert', async () => {
    await sqlRows(api, `update alerts set last_run_at = null where alert_code = 'HOURLY'`);
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 ? other : api).database.db.transaction((tx) => claimDueAlerts(tx)),
      ),
    );
    expect(claims.flat().filter((claim) => claim.alert_code === 'HOURLY')).toHaveLength(1);
  });

  it('runs a due periodic alert once when both servers check at the same moment', async () => {
    await sqlRows(api, `update alerts set last_run_at = null where alert_code = 'HOURLY'`);
    await sqlRows(api, `update user_notifications set read_at = now() where alert_code = 'HOURLY'`);
    const raised = await Promise.all(
      Array.from({ length: 10 }, (_, index) => raiseDueAlerts((index % 2 ? other : api).database.db)),
    );
    expect(raised.filter((n) => n > 0)).toHaveLength(1);
    const unread = await unreadOf('HOURLY');
    expect(unread.map((row) => [row.user_code, row.n])).toEqual(lowItems.map(() => ['dispatcher', 1]));
  });

  it('gives a failed periodic run back, so the next check runs it rather than waiting an interval', async () => {
    await sqlRows(api, `update alerts set last_run_at = null where alert_code = 'HOURLY'`);
    await sqlRows(api, `update user_notifications set read_at = now() where alert_code = 'HOURLY'`);
    await sqlRows(
      api,
      `create function refuse_notification() returns trigger language plpgsql as
         $$ begin raise exception 'notifications refused'; end $$;
       create trigger refuse_notification before insert on user_notifications
         for each row execute function refuse_notification()`,
    );
    try {
      await expect(raiseDueAlerts(api.database.db)).rejects.toThrow();
    } finally {
      await sqlRows(
        api,
        'drop trigger refuse_notification on user_notifications; drop function refuse_notification()',
      );
    }
    expect(await raiseDueAlerts(other.database.db)).toBeGreaterThan(0);
    expect((await unreadOf('HOURLY')).map((row) => row.n)).toEqual(lowItems.map(() => 1));
  });

  it("runs a due periodic alert once from both servers' timers, and not again within its interval", async () => {
    await sqlRows(api, `update alerts set last_run_at = null where alert_code = 'HOURLY'`);
    await sqlRows(api, `update user_notifications set read_at = now() where alert_code = 'HOURLY'`);
    const timers = [api, other].map((server) => alertSchedule(server.database, server.app.log, 1));
    for (const timer of timers) timer.start();
    try {
      await expect
        .poll(async () => (await unreadOf('HOURLY')).length, { timeout: 5_000 })
        .toBe(lowItems.length);
      // Read at once: a second run by either timer would raise every item anew.
      await sqlRows(api, `update user_notifications set read_at = now() where alert_code = 'HOURLY'`);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(await unreadOf('HOURLY')).toEqual([]);
      const [alert] = await sqlRows<{ runs_since: boolean }>(
        api,
        `select last_run_at > now() - interval '1 minute' as runs_since from alerts where alert_code = 'HOURLY'`,
      );
      expect(alert?.runs_since).toBe(true);
    } finally {
      for (const timer of timers) timer.stop();
    }
  });
});
