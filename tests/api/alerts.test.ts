import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseAfterChange, raiseDueAlerts } from '../../src/server/modules/alerts/alert-raising';
import { alertSchedule } from '../../src/server/modules/alerts/alert-schedule';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { notificationPageSchema, notificationReadAnswerSchema } from '../../src/shared/api/notifications';
import { type ApiHarness, startApi } from '../support/api-app';
import { documentOf, documentRequests, itemsFor, partnerOf, sqlRows } from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

describe.each(testDatabases())('alerts and notifications on $name', (target) => {
  let api: ApiHarness;
  let headers: Record<string, string>;
  let admin: ReturnType<typeof documentRequests>;
  const userHeaders: Record<string, Record<string, string>> = {};
  let customer: string;
  let lowItem: string;
  let otherItem: string;

  beforeAll(async () => {
    api = await startApi(target);
    headers = await api.writeHeaders('admin');
    admin = documentRequests(api, headers);
    for (const user of ['admin', 'sales', 'warehouse', 'dispatcher'])
      userHeaders[user] = user === 'admin' ? headers : await api.writeHeaders(user);
    customer = await partnerOf(api, 'C');
    [lowItem = '', otherItem = ''] = await itemsFor(api, 2, 20);
    // Nothing in the demo company is watched yet: start every test from a clean list.
    await sqlRows(api, 'delete from user_notifications');
  });
  afterAll(() => api.close());

  const createAlert = (payload: object) =>
    api.app.inject({ method: 'POST', url: '/api/v1/resources/alerts', headers, payload });

  async function notificationsOf(user: string, query = '') {
    const reply = await api.app.inject({
      method: 'GET',
      url: `/api/v1/notifications${query}`,
      headers: userHeaders[user],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return notificationPageSchema.parse(reply.json());
  }

  const readOne = (user: string, id: number) =>
    api.app.inject({ method: 'POST', url: `/api/v1/notifications/${id}/read`, headers: userHeaders[user] });

  const ofAlert = async (user: string, alertCode: string) =>
    (await notificationsOf(user, '?itemsPerPage=100')).data.filter((row) => row.alertCode === alertCode);

  const deliver = async (itemCode: string) =>
    documentOf(
      await admin.create('15', {
        CardCode: customer,
        DocumentLines: [{ ItemCode: itemCode, Quantity: '1', WarehouseCode: 'WH01' }],
      }),
      201,
    );

  it('refuses an alert without recipients, with unknown codes or a periodic one without interval', async () => {
    const base = { AlertCode: 'BAD', Name: 'Bad', AlertKind: 'stock-below-minimum' };
    const cases: [object, string][] = [
      [{}, 'UserCodes'],
      [{ UserCodes: 'admin, nobody-here' }, 'UserCodes'],
      [{ GroupCodes: 'no-such-group' }, 'GroupCodes'],
      [{ UserCodes: 'admin', FrqncyType: 'M' }, 'FrqncyIntr'],
      [{ UserCodes: 'admin', ObjTypes: '17' }, 'ObjTypes'],
    ];
    for (const [extra, field] of cases) {
      const reply = await createAlert({ ...base, ...extra });
      expect(reply.statusCode, reply.body).toBe(400);
      expect(Object.keys(errorBodySchema.parse(reply.json()).fields ?? {})).toContain(field);
    }
  });

  it('raises stock below minimum once per occurrence for the users and group members named', async () => {
    const created = await createAlert({
      AlertCode: 'STOCK',
      Name: 'Stock under minimum',
      AlertKind: 'stock-below-minimum',
      Priority: 'H',
      UserCodes: 'WAREHOUSE',
      GroupCodes: 'administrators',
    });
    expect(created.statusCode, created.body).toBe(201);
    const inactive = await createAlert({
      AlertCode: 'STOCK-OFF',
      Name: 'Switched off',
      AlertKind: 'stock-below-minimum',
      Active: 'N',
      UserCodes: 'sales',
    });
    expect(inactive.statusCode, inactive.body).toBe(201);
    // The codes are stored as the users are spelt.
    const [stored] = await sqlRows<{ user_codes: string }>(
      api,
      `select user_codes from alerts where alert_code = 'STOCK'`,
    );
    expect(stored?.user_codes).toBe('warehouse');
    await sqlRows(api, `update items set min_level = on_hand + 100 where item_code = $1`, [lowItem]);

    await deliver(lowItem);
    await deliver(lowItem);
    await deliver(otherItem);

    for (const user of ['admin', 'warehouse']) {
      const raised = await ofAlert(user, 'STOCK');
      expect(raised.map((row) => [row.subjectType, row.subjectKey])).toEqual([['item', lowItem]]);
      expect(raised[0]).toMatchObject({ priority: 'H', alertKind: 'stock-below-minimum', readAt: null });
      expect(Number(raised[0]?.params.OnHand)).toBeLessThan(Number(raised[0]?.params.MinLevel));
    }
    expect(await ofAlert('sales', 'STOCK')).toEqual([]);
    expect(await ofAlert('sales', 'STOCK-OFF')).toEqual([]);
    expect(await ofAlert('dispatcher', 'STOCK')).toEqual([]);

    // Once read, the next change that finds the item still short raises it anew.
    const [first] = await ofAlert('admin', 'STOCK');
    expect((await readOne('admin', first?.id ?? 0)).statusCode).toBe(200);
    await deliver(lowItem);
    const again = await ofAlert('admin', 'STOCK');
    expect(again.map((row) => row.readAt === null)).toEqual([true, false]);
    expect(await ofAlert('warehouse', 'STOCK')).toHaveLength(1);
  });

  it('raises at once when an item gets a minimum above its stock, without any document', async () => {
    const read = await api.app.inject({
      method: 'GET',
      url: `/api/v1/resources/items/${otherItem}`,
      headers,
    });
    const item = (read.json() as { ResponseData: { version: number; OnHand: string } }).ResponseData;
    expect(await ofAlert('warehouse', 'STOCK')).toHaveLength(1);
    const saved = await api.app.inject({
      method: 'PATCH',
      url: `/api/v1/resources/items/${otherItem}`,
      headers,
      payload: { version: item.version, MinLevel: String(Number(item.OnHand) + 50) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const raised = await ofAlert('warehouse', 'STOCK');
    expect(raised.map((row) => row.subjectKey).sort()).toEqual([lowItem, otherItem].sort());
    await sqlRows(api, `update items set min_level = 0 where item_code = $1`, [otherItem]);
  });

  it('raises a document pending approval of the chosen object types only', async () => {
    const created = await createAlert({
      AlertCode: 'APPROVE',
      Name: 'Orders to approve',
      AlertKind: 'document-pending-approval',
      ObjTypes: '17',
      UserCodes: 'sales',
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = documentOf(
      await admin.create('17', {
        CardCode: customer,
        DocumentLines: [{ ItemCode: otherItem, Quantity: '1' }],
      }),
      201,
    );
    const quotation = documentOf(
      await admin.create('23', {
        CardCode: customer,
        DocumentLines: [{ ItemCode: otherItem, Quantity: '1' }],
      }),
      201,
    );
    expect(await ofAlert('sales', 'APPROVE')).toEqual([]);
    // The approval procedures set WddStatus when a document is saved pending; here SQL stands in.
    await sqlRows(
      api,
      `update documents set wdd_status = 'W' where (obj_type, doc_entry) in (('17', $1), ('23', $2))`,
      [order.DocEntry, quotation.DocEntry],
    );
    documentOf(
      await admin.update('17', order.DocEntry, { version: order.version, Comments: 'please approve' }),
    );
    documentOf(
      await admin.update('23', quotation.DocEntry, { version: quotation.version, Comments: 'and this' }),
    );
    const raised = await ofAlert('sales', 'APPROVE');
    expect(raised.map((row) => row.subjectKey)).toEqual([`17/${order.DocEntry}`]);
    expect(raised[0]?.params).toMatchObject({
      ObjType: '17',
      DocEntry: order.DocEntry,
      DocNum: order.DocNum,
    });
    expect(await ofAlert('admin', 'APPROVE')).toEqual([]);
  });

  it('raises a customer whose open balance exceeds the credit line, once while unread', async () => {
    const created = await createAlert({
      AlertCode: 'CREDIT',
      Name: 'Credit line exceeded',
      AlertKind: 'credit-line-exceeded',
      GroupCodes: 'sales',
    });
    expect(created.statusCode, created.body).toBe(201);
    await sqlRows(api, `update business_partners set credit_line = 0.01 where card_code = $1`, [customer]);
    for (let n = 0; n < 2; n += 1)
      documentOf(
        await admin.create('17', {
          CardCode: customer,
          DocumentLines: [{ ItemCode: otherItem, Quantity: '2' }],
        }),
        201,
      );
    const raised = await ofAlert('sales', 'CREDIT');
    expect(raised.map((row) => [row.subjectType, row.subjectKey])).toEqual([['partner', customer]]);
    expect(Number(raised[0]?.params.Balance)).toBeGreaterThan(Number(raised[0]?.params.CreditLine));
    expect(await ofAlert('admin', 'CREDIT')).toEqual([]);
  });

  it('evaluates a periodic alert when its interval has passed, not after each change', async () => {
    const created = await createAlert({
      AlertCode: 'PERIODIC',
      Name: 'Stock every hour',
      AlertKind: 'stock-below-minimum',
      FrqncyType: 'M',
      FrqncyIntr: 60,
      UserCodes: 'dispatcher',
    });
    expect(created.statusCode, created.body).toBe(201);
    await deliver(lowItem);
    expect(await ofAlert('dispatcher', 'PERIODIC')).toEqual([]);
    expect(await raiseDueAlerts(api.database.db)).toBeGreaterThan(0);
    const raised = await ofAlert('dispatcher', 'PERIODIC');
    expect(raised.map((row) => row.subjectKey)).toContain(lowItem);
    // Not due again for an hour.
    await sqlRows(api, `update user_notifications set read_at = now() where alert_code = 'PERIODIC'`);
    expect(await raiseDueAlerts(api.database.db)).toBe(0);
  });

  it('notifies once when two evaluations of the same change run at once', async () => {
    await sqlRows(api, `update user_notifications set read_at = now() where alert_code = 'STOCK'`);
    const change = { itemCodes: [lowItem], documents: [], cardCodes: [] };
    const raised = await Promise.all([
      raiseAfterChange(api.database.db, change),
      raiseAfterChange(api.database.db, change),
      raiseAfterChange(api.database.db, change),
    ]);
    const unread = async (user: string) =>
      (await ofAlert(user, 'STOCK')).filter((row) => row.readAt === null).map((row) => row.subjectKey);
    expect(await unread('admin')).toEqual([lowItem]);
    expect(await unread('warehouse')).toEqual([lowItem]);
    // One row for each of the two recipients, whichever evaluation wrote it.
    expect(raised.reduce((sum, n) => sum + n, 0)).toBe(2);
  });

  it("runs due periodic alerts from the server's own timer", async () => {
    await sqlRows(api, `update alerts set last_run_at = null where alert_code = 'PERIODIC'`);
    await sqlRows(api, `update user_notifications set read_at = now() where alert_code = 'PERIODIC'`);
    const schedule = alertSchedule(api.database, api.app.log, 1);
    schedule.start();
    try {
      await expect
        .poll(
          async () => (await ofAlert('dispatcher', 'PERIODIC')).filter((row) => row.readAt === null).length,
          {
            timeout: 5_000,
          },
        )
        .toBeGreaterThan(0);
    } finally {
      schedule.stop();
    }
  });

  it('shows a user their own notifications only, and marks them read one by one or all at once', async () => {
    const { rows } = await api.database.pool.query<{ user_id: number; n: number }>(
      `select u.user_id, count(n.id)::int as n from users u left join user_notifications n on n.user_id = u.user_id
        where u.user_code = 'sales' group by u.user_id`,
    );
    const own = await notificationsOf('sales');
    expect(own.total).toBe(rows[0]?.n);
    expect(own.unread).toBe(own.total);
    const ownIds = new Set(own.data.map((row) => row.id));
    const adminPage = await notificationsOf('admin');
    const foreign = adminPage.data.find((row) => !ownIds.has(row.id));
    expect(foreign).toBeDefined();
    expect((await readOne('sales', foreign?.id ?? 0)).statusCode).toBe(404);
    expect((await notificationsOf('admin')).unread).toBe(adminPage.unread);

    const paged = await notificationsOf('admin', '?itemsPerPage=1&page=2');
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBe(adminPage.total);

    const [first] = own.data;
    const answer = notificationReadAnswerSchema.parse((await readOne('sales', first?.id ?? 0)).json());
    expect(answer.unread).toBe(own.unread - 1);
    expect((await notificationsOf('sales', '?unread=1')).total).toBe(own.unread - 1);
    const all = await api.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/read-all',
      headers: userHeaders.sales,
    });
    expect(all.statusCode, all.body).toBe(200);
    expect((await notificationsOf('sales')).unread).toBe(0);
    expect((await notificationsOf('admin')).unread).toBe(adminPage.unread);
  });

  it('refuses the notification list without a sign-in and a bad page', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401);
    const bad = await api.app.inject({
      method: 'GET',
      url: '/api/v1/notifications?page=0',
      headers: userHeaders.sales,
    });
    expect(bad.statusCode, bad.body).toBe(400);
  });
});
