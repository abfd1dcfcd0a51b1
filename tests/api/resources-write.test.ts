import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import {
  historyAnswerSchema,
  type RecordRow,
  resourceListAnswerSchema,
  resourceRecordAnswerSchema,
} from '../../src/shared/api/resources';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

const base = '/api/v1/resources';

interface Reply {
  statusCode: number;
  body: string;
  json(): unknown;
}

/** A price as whole cents, from the wire's decimal string ("12.500000"). */
const centsOf = (price: unknown) => Math.round(Number(price) * 100);

describe.each(testDatabases())('resource writes on $name', (target) => {
  let api: ApiHarness;
  let headers: Record<string, string>;
  let adminId = 0;
  beforeAll(async () => {
    api = await startApi(target);
    headers = await api.writeHeaders('admin');
    const [admin] = await sqlValues<{ user_id: number }>(
      `select user_id from users where user_code = 'admin'`,
    );
    adminId = admin?.user_id ?? 0;
  });
  afterAll(() => api.close());

  async function sqlValues<Row extends Record<string, unknown>>(text: string, values: unknown[] = []) {
    const { rows } = await api.database.pool.query<Row>(text, values);
    return rows;
  }

  async function sqlCount(text: string, values: unknown[] = []): Promise<number> {
    const [row] = await sqlValues<{ n: number }>(`select count(*)::int as n from ${text}`, values);
    return row?.n ?? -1;
  }

  const post = (resource: string, payload: object): Promise<Reply> =>
    api.app.inject({ method: 'POST', url: `${base}/${resource}`, payload, headers });
  const patch = (path: string, payload: object): Promise<Reply> =>
    api.app.inject({ method: 'PATCH', url: `${base}/${path}`, payload, headers });
  const remove = (path: string, version: number | string): Promise<Reply> =>
    api.app.inject({
      method: 'DELETE',
      url: `${base}/${path}`,
      query: { version: String(version) },
      headers,
    });
  const fetch = (path: string): Promise<Reply> =>
    api.app.inject({ method: 'GET', url: `${base}/${path}`, headers });

  function recordOf(response: Reply, status = 200): RecordRow {
    expect(response.statusCode, response.body).toBe(status);
    return resourceRecordAnswerSchema.parse(response.json()).ResponseData;
  }

  function refusal(response: Reply, status: number) {
    expect(response.statusCode, response.body).toBe(status);
    return errorBodySchema.parse(response.json());
  }

  async function read(path: string): Promise<RecordRow> {
    return recordOf(await fetch(path));
  }

  async function create(resource: string, payload: object): Promise<RecordRow> {
    return recordOf(await post(resource, payload), 201);
  }

  async function history(path: string) {
    const response = await fetch(`${path}/history`);
    expect(response.statusCode, response.body).toBe(200);
    return historyAnswerSchema.parse(response.json()).ResponseData;
  }

  async function auditRows(resource: string, key: string): Promise<number> {
    return sqlCount('audit_log where resource = $1 and record_key = $2', [resource, key]);
  }

  const newItem = (ItemCode: string, extra: object = {}) => ({
    ItemCode,
    ItemName: `Write test ${ItemCode}`,
    ItmsGrpCod: 103,
    ...extra,
  });

  describe('create', () => {
    it('creates an item: 201 with the record as stored, version 1 and the defaults applied', async () => {
      const created = await create('items', newItem('W-CREATE', { FrgnName: 'Article', CodeBars: '123' }));
      expect(created).toMatchObject({
        ItemCode: 'W-CREATE',
        ItemName: 'Write test W-CREATE',
        FrgnName: 'Article',
        ItmsGrpCod: 103,
        ItmsGrpNam: 'Snacks',
        InvntItem: 'Y',
        SellItem: 'Y',
        PrchseItem: 'Y',
        ManBtchNum: 'N',
        ManSerNum: 'N',
        validFor: 'Y',
        frozenFor: 'N',
        version: 1,
      });
      expect(Number(created.OnHand)).toBe(0);
      expect(Number(created.MinLevel)).toBe(0);
      expect(await read('items/W-CREATE')).toEqual(created);
    });

    it('gives a new item a price in every price list and a stock row in every warehouse', async () => {
      await create('items', newItem('W-ROWS'));
      const query = { filters: JSON.stringify([{ field: 'ItemCode', op: 'equals', value: 'W-ROWS' }]) };
      const prices = await api.app.inject({ method: 'GET', url: `${base}/item-prices`, query, headers });
      const priceRows = resourceListAnswerSchema.parse(prices.json()).ResponseData.data;
      const lists = await sqlValues<{ list_num: number }>(
        'select list_num from price_lists order by list_num',
      );
      expect(priceRows.map((row) => row.PriceList)).toEqual(lists.map((row) => row.list_num));
      for (const row of priceRows) expect(Number(row.Price)).toBe(0);
      const stock = await api.app.inject({ method: 'GET', url: `${base}/item-stock`, query, headers });
      const stockRows = resourceListAnswerSchema.parse(stock.json()).ResponseData.data;
      const warehouses = await sqlValues<{ whs_code: string }>(
        'select whs_code from warehouses order by whs_code',
      );
      expect(stockRows.map((row) => row.WhsCode)).toEqual(warehouses.map((row) => row.whs_code));
      expect(warehouses.length).toBeGreaterThan(1);
    });

    it('numbers a new item group one past the highest, and refuses a number sent by the client', async () => {
      const [top] = await sqlValues<{ n: number }>('select max(itms_grp_cod)::int as n from item_groups');
      const first = await create('item-groups', { ItmsGrpNam: 'Numbered one' });
      const second = await create('item-groups', { ItmsGrpNam: 'Numbered two' });
      expect(first.ItmsGrpCod).toBe((top?.n ?? 0) + 1);
      expect(second.ItmsGrpCod).toBe((top?.n ?? 0) + 2);
      const chosen = refusal(await post('item-groups', { ItmsGrpCod: 500, ItmsGrpNam: 'Chosen' }), 400);
      expect(chosen.fields).toHaveProperty(['ItmsGrpCod']);
      expect(await sqlCount('item_groups where itms_grp_cod = 500')).toBe(0);
    });

    it('numbers item groups created at the same time apart', async () => {
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((n) => post('item-groups', { ItmsGrpNam: `Concurrent group ${n}` })),
      );
      const numbers = answers.map((answer) => recordOf(answer, 201).ItmsGrpCod);
      expect(new Set(numbers).size).toBe(5);
    });

    it('refuses a second item with the same code with 409 ALREADY_EXISTS', async () => {
      await create('items', newItem('W-TWICE'));
      const again = refusal(await post('items', newItem('W-TWICE', { ItemName: 'Other' })), 409);
      expect(again.code).toBe('ALREADY_EXISTS');
      expect((await read('items/W-TWICE')).ItemName).toBe('Write test W-TWICE');
      const seeded = refusal(await post('items', newItem('723421968459640832')), 409);
      expect(seeded.code).toBe('ALREADY_EXISTS');
    });

    it('refuses a create without a required field, naming the field', async () => {
      const { ItemName: _, ...withoutName } = newItem('W-NONAME');
      const missing = refusal(await post('items', withoutName), 400);
      expect(missing.code).toBe('VALIDATION_FAILED');
      expect(missing.fields).toHaveProperty(['ItemName']);
      const blank = refusal(await post('items', newItem('W-NONAME', { ItemName: '   ' })), 400);
      expect(blank.fields).toHaveProperty(['ItemName']);
      const noGroup = refusal(await post('items', { ItemCode: 'W-NONAME', ItemName: 'No group' }), 400);
      expect(noGroup.fields).toHaveProperty(['ItmsGrpCod']);
      expect(await sqlCount(`items where item_code = 'W-NONAME'`)).toBe(0);
    });

    it('refuses a field the resource does not have', async () => {
      const body = refusal(await post('items', newItem('W-UNKNOWN', { Colour: 'red' })), 400);
      expect(body.fields).toHaveProperty(['Colour']);
      expect(await sqlCount(`items where item_code = 'W-UNKNOWN'`)).toBe(0);
    });

    it('refuses a reference to a record that does not exist, naming the field', async () => {
      const cases: [object, string][] = [
        [{ ItmsGrpCod: 9999 }, 'ItmsGrpCod'],
        [{ FirmCode: 9999 }, 'FirmCode'],
        [{ VatGourpSa: 'ZZ' }, 'VatGourpSa'],
        [{ UgpEntry: 9999 }, 'UgpEntry'],
      ];
      for (const [extra, field] of cases) {
        const body = refusal(await post('items', newItem('W-DANGLING', extra)), 400);
        expect(body.code, field).toBe('VALIDATION_FAILED');
        expect(body.fields, field).toHaveProperty([field]);
      }
      expect(await sqlCount(`items where item_code = 'W-DANGLING'`)).toBe(0);
    });

    it('refuses a text longer than its field allows', async () => {
      const longName = refusal(await post('items', newItem('W-LONG', { ItemName: 'x'.repeat(101) })), 400);
      expect(longName.fields).toHaveProperty(['ItemName']);
      const longCode = refusal(await post('items', newItem('W'.repeat(51))), 400);
      expect(longCode.fields).toHaveProperty(['ItemCode']);
      expect(await sqlCount(`items where item_code like 'W-LONG%' or length(item_code) > 50`)).toBe(0);
    });

    it('refuses with 400, not 500, a decimal the column cannot hold', async () => {
      const cases: [object, string][] = [
        [{ MinLevel: '1.1234567' }, 'MinLevel'],
        [{ MaxLevel: '12345678901234' }, 'MaxLevel'],
        [{ MaxLevel: '99999999999999.5' }, 'MaxLevel'],
      ];
      const answers: string[] = [];
      for (const [extra, field] of cases) {
        const response = await post('items', newItem('W-DECIMAL', extra));
        const named = response.statusCode === 400 && response.body.includes(`"${field}"`);
        answers.push(`${JSON.stringify(extra)}: ${response.statusCode}${named ? ` naming ${field}` : ''}`);
        await api.database.pool.query(`delete from item_prices where item_code = 'W-DECIMAL'`);
        await api.database.pool.query(`delete from item_warehouses where item_code = 'W-DECIMAL'`);
        await api.database.pool.query(`delete from items where item_code = 'W-DECIMAL'`);
      }
      expect(answers).toEqual(cases.map(([extra, field]) => `${JSON.stringify(extra)}: 400 naming ${field}`));
    });

    it('stores a code without surrounding spaces and a capitalised code in capitals, or refuses them', async () => {
      const spaced = await post('items', newItem(' W-TRIM '));
      expect([201, 400]).toContain(spaced.statusCode);
      const items = await sqlValues<{ item_code: string }>(
        `select item_code from items where trim(item_code) = 'W-TRIM'`,
      );
      expect(items.map((row) => row.item_code)).toEqual(spaced.statusCode === 201 ? ['W-TRIM'] : []);
      const lower = await post('business-partners', {
        CardCode: 'W-LOWER',
        CardName: 'Lower-case currency',
        GroupCode: 100,
        Currency: 'usd',
        Country: 'gb',
      });
      expect([201, 400]).toContain(lower.statusCode);
      const partners = await sqlValues<{ currency: string; country: string }>(
        `select currency, country from business_partners where card_code = 'W-LOWER'`,
      );
      expect(partners).toEqual(lower.statusCode === 201 ? [{ currency: 'USD', country: 'GB' }] : []);
    });

    it("refuses numbers outside the definition's minimum and maximum", async () => {
      const cases: [string, object, string][] = [
        ['items', newItem('W-NEGATIVE', { MinLevel: '-1' }), 'MinLevel'],
        ['payment-terms', { PymntGroup: 'Too long', ExtraMonth: 25 }, 'ExtraMonth'],
        ['sales-employees', { SlpName: 'Greedy', Commission: '150' }, 'Commission'],
        [
          'business-partners',
          { CardCode: 'W-NEGCREDIT', CardName: 'Negative credit', GroupCode: 100, CreditLine: '-5' },
          'CreditLine',
        ],
      ];
      const answers: string[] = [];
      for (const [resource, payload, field] of cases) {
        const response = await post(resource, payload);
        const named = response.statusCode === 400 && response.body.includes(`"${field}"`);
        answers.push(`${resource} ${field}: ${response.statusCode}${named ? ' naming it' : ''}`);
      }
      expect(answers).toEqual(cases.map(([resource, , field]) => `${resource} ${field}: 400 naming it`));
    });
  });

  describe('update', () => {
    it('saves the fields sent when the version is current, and answers the next version', async () => {
      await create('items', newItem('W-UPDATE', { FrgnName: 'Ancien' }));
      const updated = recordOf(
        await patch('items/W-UPDATE', {
          ItemName: 'Renamed item',
          FrgnName: null,
          ItmsGrpCod: 104,
          version: 1,
        }),
      );
      expect(updated).toMatchObject({
        ItemCode: 'W-UPDATE',
        ItemName: 'Renamed item',
        FrgnName: null,
        ItmsGrpCod: 104,
        ItmsGrpNam: 'Household',
        version: 2,
      });
      expect(await read('items/W-UPDATE')).toEqual(updated);
    });

    it('saves one of two updates sent at once from the same version and refuses the other with 409', async () => {
      await create('items', newItem('W-RACE'));
      const answers = await Promise.all(
        ['First writer', 'Second writer'].map((ItemName) => patch('items/W-RACE', { ItemName, version: 1 })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200);
      expect(await read('items/W-RACE')).toEqual(winner ? recordOf(winner) : undefined);
      expect((await read('items/W-RACE')).version).toBe(2);
    });

    it('refuses a stale version with 409 VERSION_CONFLICT and changes nothing', async () => {
      await create('items', newItem('W-STALE'));
      recordOf(await patch('items/W-STALE', { ItemName: 'First change', version: 1 }));
      const before = await read('items/W-STALE');
      const stale = refusal(await patch('items/W-STALE', { ItemName: 'Lost change', version: 1 }), 409);
      expect(stale.code).toBe('VERSION_CONFLICT');
      const ahead = refusal(await patch('items/W-STALE', { ItemName: 'Future change', version: 7 }), 409);
      expect(ahead.code).toBe('VERSION_CONFLICT');
      expect(await read('items/W-STALE')).toEqual(before);
      expect(before).toMatchObject({ ItemName: 'First change', version: 2 });
    });

    it('refuses a change to a field the server computes or that is fixed at creation', async () => {
      await create('items', newItem('W-FIXED'));
      const cases: [object, string][] = [
        [{ OnHand: '100' }, 'OnHand'],
        [{ AvgPrice: '1' }, 'AvgPrice'],
        [{ ItemCode: 'W-MOVED' }, 'ItemCode'],
        [{ ItmsGrpNam: 'Renamed group' }, 'ItmsGrpNam'],
      ];
      for (const [change, field] of cases) {
        const body = refusal(await patch('items/W-FIXED', { ...change, version: 1 }), 400);
        expect(body.fields, field).toHaveProperty([field]);
      }
      const noVersion = refusal(await patch('items/W-FIXED', { ItemName: 'No version' }), 400);
      expect(noVersion.fields).toHaveProperty(['version']);
      expect(await read('items/W-FIXED')).toMatchObject({ ItemCode: 'W-FIXED', version: 1 });
      expect(Number((await read('items/W-FIXED')).OnHand)).toBe(0);
      expect(await sqlCount(`items where item_code = 'W-MOVED'`)).toBe(0);
    });

    it('answers 404 for an update of a record that does not exist', async () => {
      const body = refusal(await patch('items/W-NOWHERE', { ItemName: 'Ghost', version: 1 }), 404);
      expect(body.code).toBe('NOT_FOUND');
    });

    it('refuses a change to a reference that does not exist, naming the field', async () => {
      await create('items', newItem('W-REFCHANGE'));
      const body = refusal(await patch('items/W-REFCHANGE', { ItmsGrpCod: 9999, version: 1 }), 400);
      expect(body.fields).toHaveProperty(['ItmsGrpCod']);
      expect(await read('items/W-REFCHANGE')).toMatchObject({ ItmsGrpCod: 103, version: 1 });
    });
  });

  describe('delete', () => {
    it('refuses a delete with a stale version with 409 and keeps the record', async () => {
      await create('items', newItem('W-DELSTALE'));
      recordOf(await patch('items/W-DELSTALE', { ItemName: 'Changed', version: 1 }));
      const body = refusal(await remove('items/W-DELSTALE', 1), 409);
      expect(body.code).toBe('VERSION_CONFLICT');
      expect((await read('items/W-DELSTALE')).version).toBe(2);
      const noVersion = refusal(
        await api.app.inject({ method: 'DELETE', url: `${base}/items/W-DELSTALE`, headers }),
        400,
      );
      expect(noVersion.fields).toHaveProperty(['version']);
    });

    it('refuses with 409 REFERENCED to delete an item used in document lines, and keeps it whole', async () => {
      const [used] = await sqlValues<{ item_code: string }>(
        'select item_code from document_lines order by item_code limit 1',
      );
      const code = used?.item_code ?? '';
      const item = await read(`items/${code}`);
      const prices = await sqlCount('item_prices where item_code = $1', [code]);
      const body = refusal(await remove(`items/${code}`, Number(item.version)), 409);
      expect(body.code).toBe('REFERENCED');
      expect(body.message).toContain('document lines');
      expect(await read(`items/${code}`)).toEqual(item);
      expect(await sqlCount('item_prices where item_code = $1', [code])).toBe(prices);
      expect(prices).toBeGreaterThan(0);
    });

    it('refuses with 409 REFERENCED to delete an item group that holds items', async () => {
      const group = await read('item-groups/100');
      const body = refusal(await remove('item-groups/100', Number(group.version)), 409);
      expect(body.code).toBe('REFERENCED');
      expect(body.message).toContain('items');
      expect(await read('item-groups/100')).toEqual(group);
    });

    it('deletes an unused item group: 200, then 404, with its history still readable', async () => {
      const group = await create('item-groups', { ItmsGrpNam: 'Short-lived group' });
      const path = `item-groups/${String(group.ItmsGrpCod)}`;
      const response = await remove(path, 1);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ ResponseData: { deleted: true } });
      expect(refusal(await fetch(path), 404).code).toBe('NOT_FOUND');
      expect(refusal(await remove(path, 1), 404).code).toBe('NOT_FOUND');
      const trail = await history(path);
      // Older entries may belong to an earlier group that had the same generated number.
      expect(trail.data.slice(0, 2).map((entry) => entry.action)).toEqual(['delete', 'create']);
      expect(trail.data[1]?.changes).toContainEqual({
        field: 'ItmsGrpNam',
        before: null,
        after: 'Short-lived group',
      });
    });

    it('deletes a new item with the prices and stock rows it owns', async () => {
      await create('items', newItem('W-DELETE'));
      expect(await sqlCount(`item_prices where item_code = 'W-DELETE'`)).toBeGreaterThan(0);
      const response = await remove('items/W-DELETE', 1);
      expect(response.statusCode, response.body).toBe(200);
      expect(await sqlCount(`items where item_code = 'W-DELETE'`)).toBe(0);
      expect(await sqlCount(`item_prices where item_code = 'W-DELETE'`)).toBe(0);
      expect(await sqlCount(`item_warehouses where item_code = 'W-DELETE'`)).toBe(0);
    });
  });

  describe('prices and price lists', () => {
    it('marks a price typed into a derived list as set by hand, and a base list price not', async () => {
      const derived = await read('item-prices/2/I000002');
      expect(derived.Ovrwritten).toBe('N');
      const changed = recordOf(
        await patch('item-prices/2/I000002', { Price: '7.35', version: Number(derived.version) }),
      );
      expect(changed).toMatchObject({ PriceList: 2, ItemCode: 'I000002', Ovrwritten: 'Y' });
      expect(Number(changed.Price)).toBe(7.35);
      expect(changed.version).toBe(Number(derived.version) + 1);
      const base = await read('item-prices/1/I000002');
      const kept = recordOf(
        await patch('item-prices/1/I000002', { Price: '9.10', version: Number(base.version) }),
      );
      expect(kept).toMatchObject({ PriceList: 1, ItemCode: 'I000002', Ovrwritten: 'N' });
      expect(Number(kept.Price)).toBe(9.1);
      const sentFlag = refusal(
        await patch('item-prices/1/I000002', { Ovrwritten: 'Y', version: Number(kept.version) }),
        400,
      );
      expect(sentFlag.fields).toHaveProperty(['Ovrwritten']);
    });

    it('fills a new price list from its base list, times its factor, rounded by its rounding method', async () => {
      const cases = [
        // RoundSys 3: to a whole unit; base cents x 0.5, rounded half up to 100 cents.
        {
          Factor: '0.5',
          RoundSys: '3',
          round: (cents: number) => Math.floor((cents * 5 + 500) / 1000) * 100,
        },
        // RoundSys 1: to 0.05; base cents x 0.85, rounded half up to 5 cents.
        { Factor: '0.85', RoundSys: '1', round: (cents: number) => Math.floor((cents * 85 + 250) / 500) * 5 },
      ];
      for (const { round, ...settings } of cases) {
        const list = await create('price-lists', {
          ListName: `Half ${settings.RoundSys}`,
          BASE_NUM: 1,
          ...settings,
        });
        const listNum = Number(list.ListNum);
        const rows = await sqlValues<{ item_code: string; base: string; price: string; factor: string }>(
          `select b.item_code, b.price::text as base, n.price::text as price, n.factor::text as factor
           from item_prices b left join item_prices n on n.item_code = b.item_code and n.price_list = $1
           where b.price_list = 1`,
          [listNum],
        );
        expect(rows.length).toBe(await sqlCount('items'));
        const wrong = rows.filter(
          (row) => row.price === null || centsOf(row.price) !== round(centsOf(row.base)),
        );
        expect(wrong.slice(0, 5), settings.RoundSys).toEqual([]);
        expect(new Set(rows.map((row) => Number(row.factor)))).toEqual(new Set([Number(settings.Factor)]));
        expect(await sqlCount('item_prices where price_list = $1', [listNum])).toBe(rows.length);
      }
    });

    it('refuses a base list that would make a list derive from itself through a chain', async () => {
      const first = await create('price-lists', { ListName: 'Chain A', BASE_NUM: 1, Factor: '0.9' });
      const second = await create('price-lists', {
        ListName: 'Chain B',
        BASE_NUM: first.ListNum,
        Factor: '0.9',
      });
      const baseList = await read('price-lists/1');
      const loop = refusal(
        await patch('price-lists/1', { BASE_NUM: second.ListNum, version: baseList.version }),
        400,
      );
      expect(loop.fields).toHaveProperty(['BASE_NUM']);
      const firstPath = `price-lists/${String(first.ListNum)}`;
      const shortLoop = refusal(
        await patch(firstPath, { BASE_NUM: second.ListNum, version: first.version }),
        400,
      );
      expect(shortLoop.fields).toHaveProperty(['BASE_NUM']);
      expect(await read('price-lists/1')).toEqual(baseList);
      expect((await read(firstPath)).BASE_NUM).toBe(1);
      const missing = refusal(await post('price-lists', { ListName: 'Dangling', BASE_NUM: 9999 }), 400);
      expect(missing.fields).toHaveProperty(['BASE_NUM']);
    });
  });

  describe('dealers', () => {
    it('refuses a dealer in a group that is not a dealer group, and creates one in a dealer group', async () => {
      const payload = { CardCode: 'W-DEALER', CardName: 'Write test dealer', GroupCode: 100, SlpCode: 2 };
      const body = refusal(await post('dealers', payload), 400);
      expect(body.fields).toHaveProperty(['GroupCode']);
      expect(await sqlCount(`business_partners where card_code = 'W-DEALER'`)).toBe(0);
      const dealer = await create('dealers', { ...payload, GroupCode: 102 });
      expect(dealer).toMatchObject({
        CardCode: 'W-DEALER',
        GroupCode: 102,
        GroupName: 'Dealers',
        version: 1,
      });
      const [stored] = await sqlValues<{ card_type: string }>(
        `select card_type from business_partners where card_code = 'W-DEALER'`,
      );
      expect(stored?.card_type).toBe('C');
      const moved = refusal(await patch('dealers/W-DEALER', { GroupCode: 100, version: 1 }), 400);
      expect(moved.fields).toHaveProperty(['GroupCode']);
      expect((await read('dealers/W-DEALER')).GroupCode).toBe(102);
      expect(refusal(await fetch('dealers/C00001'), 404).code).toBe('NOT_FOUND');
    });
  });

  describe('audit trail', () => {
    it('lists create, update and delete newest first, with who did it and each changed field', async () => {
      const group = await create('item-groups', { ItmsGrpNam: 'Audited group' });
      const key = String(group.ItmsGrpCod);
      // A generated number may be one a deleted group had, whose history stays under the same key.
      const earlier = (await auditRows('item-groups', key)) - 1;
      recordOf(await patch(`item-groups/${key}`, { ItmsGrpNam: 'Audited group, renamed', version: 1 }));
      expect((await remove(`item-groups/${key}`, 2)).statusCode).toBe(200);
      const trail = await history(`item-groups/${key}`);
      expect(trail.total).toBe(earlier + 3);
      const latest = trail.data.slice(0, 3);
      expect(latest.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
      for (const entry of latest) expect(entry).toMatchObject({ userId: adminId, userName: 'Administrator' });
      const [deleted, updated, created] = latest;
      expect(updated?.changes).toEqual([
        { field: 'ItmsGrpNam', before: 'Audited group', after: 'Audited group, renamed' },
      ]);
      expect(created?.changes).toEqual(
        expect.arrayContaining([
          { field: 'ItmsGrpCod', before: null, after: group.ItmsGrpCod },
          { field: 'ItmsGrpNam', before: null, after: 'Audited group' },
        ]),
      );
      expect(deleted?.changes).toEqual(
        expect.arrayContaining([{ field: 'ItmsGrpNam', before: 'Audited group, renamed', after: null }]),
      );
      const ids = trail.data.map((entry) => entry.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const paged = await fetch(`item-groups/${key}/history?per_page=1&page=2`);
      expect(historyAnswerSchema.parse(paged.json()).ResponseData.data.map((entry) => entry.action)).toEqual([
        'update',
      ]);
    });

    it('records only the fields an update changed', async () => {
      await create('items', newItem('W-AUDITED'));
      recordOf(await patch('items/W-AUDITED', { ItemName: 'Audited item', FrgnName: null, version: 1 }));
      const [latest] = (await history('items/W-AUDITED')).data;
      expect(latest?.action).toBe('update');
      expect(latest?.changes).toEqual([
        { field: 'ItemName', before: 'Write test W-AUDITED', after: 'Audited item' },
      ]);
    });

    it('writes no new version and no audit row for an update that sends the values as they are', async () => {
      await create('items', newItem('W-SAME'));
      const item = await read('items/W-SAME');
      const rows = await auditRows('items', 'W-SAME');
      const same = recordOf(
        await patch('items/W-SAME', { ItemName: item.ItemName, FrgnName: item.FrgnName ?? null, version: 1 }),
      );
      expect(same.version).toBe(1);
      expect(await auditRows('items', 'W-SAME')).toBe(rows);
      recordOf(await patch('items/W-SAME', { ItemName: 'Changed after all', version: 1 }));
      expect(await auditRows('items', 'W-SAME')).toBe(rows + 1);
    });

    it('writes no audit row for a write that failed', async () => {
      await create('items', newItem('W-NOAUDIT'));
      const rows = await auditRows('items', 'W-NOAUDIT');
      expect(rows).toBe(1);
      refusal(await patch('items/W-NOAUDIT', { ItemName: 'Stale', version: 5 }), 409);
      refusal(await patch('items/W-NOAUDIT', { ItmsGrpCod: 9999, version: 1 }), 400);
      refusal(await remove('items/W-NOAUDIT', 3), 409);
      refusal(await post('items', newItem('W-NOAUDIT')), 409);
      refusal(await post('items', newItem('W-NEVER', { ItmsGrpCod: 9999 })), 400);
      const [used] = await sqlValues<{ item_code: string }>('select item_code from document_lines limit 1');
      const usedCode = used?.item_code ?? '';
      const usedRows = await auditRows('items', usedCode);
      const usedItem = await read(`items/${usedCode}`);
      refusal(await remove(`items/${usedCode}`, Number(usedItem.version)), 409);
      expect(await auditRows('items', 'W-NOAUDIT')).toBe(rows);
      expect(await auditRows('items', 'W-NEVER')).toBe(0);
      expect(await auditRows('items', usedCode)).toBe(usedRows);
    });
  });
});
