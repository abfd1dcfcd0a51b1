import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import {
  docModelAnswerSchema,
  type RecordRow,
  resourceListAnswerSchema,
  resourceRecordAnswerSchema,
} from '../../src/shared/api/resources';
import { itemResource } from '../../src/shared/resources/items';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

const base = '/api/v1/resources';
const demoUsers = ['admin', 'sales', 'dispatcher', 'warehouse'] as const;
type DemoUser = (typeof demoUsers)[number];
type Query = Record<string, string>;

interface Reply {
  statusCode: number;
  body: string;
  json(): unknown;
}

const filters = (...list: unknown[]) => JSON.stringify(list);
const textOf = (row: RecordRow | undefined, name: string) => String(row?.[name]);
const numberOf = (row: RecordRow | undefined, name: string) => Number(row?.[name]);
/** The cells of one CSV line (RFC 4180: quoted cells may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index];
    if (quoted && character === '"' && line[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (character === '"') quoted = !quoted;
    else if (character === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += character;
  }
  cells.push(cell);
  return cells;
}

/** A price list row's identity in item-prices: its list and its item. */
const priceKey = (row: RecordRow) => `${textOf(row, 'PriceList')}/${textOf(row, 'ItemCode')}`;

describe.each(testDatabases())('resource lists, exports and doc models on $name', (target) => {
  let api: ApiHarness;
  const headers = new Map<DemoUser, Record<string, string>>();
  beforeAll(async () => {
    api = await startApi(target);
    for (const user of demoUsers) headers.set(user, await api.writeHeaders(user));
  });
  afterAll(() => api.close());

  const get = (url: string, query: Query = {}, user: DemoUser = 'admin'): Promise<Reply> =>
    api.app.inject({ method: 'GET', url, query, headers: headers.get(user) });

  async function list(resource: string, query: Query = {}, user: DemoUser = 'admin') {
    const response = await get(`${base}/${resource}`, query, user);
    expect(response.statusCode, response.body).toBe(200);
    return resourceListAnswerSchema.parse(response.json()).ResponseData;
  }

  async function refused(resource: string, query: Query, status = 400) {
    const response = await get(`${base}/${resource}`, query);
    expect(response.statusCode, response.body).toBe(status);
    return errorBodySchema.parse(response.json());
  }

  async function exported(resource: string, query: Query = {}, user: DemoUser = 'admin') {
    const response = await get(`${base}/${resource}.csv`, query, user);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.body.endsWith('\r\n')).toBe(true);
    return response.body.slice(0, -2).split('\r\n');
  }

  async function sqlValues<Row extends Record<string, unknown>>(text: string, values: unknown[] = []) {
    const { rows } = await api.database.pool.query<Row>(text, values);
    return rows;
  }

  async function sqlCount(text: string, values: unknown[] = []): Promise<number> {
    const [row] = await sqlValues<{ n: number }>(`select count(*)::int as n from ${text}`, values);
    return row?.n ?? -1;
  }

  async function createItem(ItemCode: string, ItemName: string, ItmsGrpCod = 100) {
    const response = await api.app.inject({
      method: 'POST',
      url: `${base}/items`,
      payload: { ItemCode, ItemName, ItmsGrpCod },
      headers: headers.get('admin'),
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  describe('paging', () => {
    it('gives pages 1 and 2 that continue one another in the sorted order, with no row twice', async () => {
      const first = await list('items', { per_page: '50', page: '1' });
      const second = await list('items', { per_page: '50', page: '2' });
      const both = await list('items', { per_page: '100', page: '1' });
      const codes = [...first.data, ...second.data].map((row) => textOf(row, 'ItemCode'));
      expect(codes).toHaveLength(100);
      expect(new Set(codes).size).toBe(100);
      expect(codes).toEqual(both.data.map((row) => textOf(row, 'ItemCode')));
      const expected = await sqlValues<{ item_code: string }>(
        'select item_code from items order by item_code limit 100',
      );
      expect(codes).toEqual(expected.map((row) => row.item_code));
    });

    it('answers a total equal to the rows in the database and to the lines of the export', async () => {
      const answer = await list('items', { per_page: '1' });
      expect(answer.total).toBe(await sqlCount('items'));
      expect(answer.total).toBeGreaterThan(3000);
      const lines = await exported('items');
      expect(lines.length - 1).toBe(answer.total);
    });

    it('answers total null when count=0 is asked, with the same rows', async () => {
      const counted = await list('items', { per_page: '20', page: '3' });
      const uncounted = await list('items', { per_page: '20', page: '3', count: '0' });
      expect(uncounted.total).toBeNull();
      expect(uncounted.data).toEqual(counted.data);
      expect(counted.total).toBeGreaterThan(0);
    });

    it('answers a page in the far half of a long list with the rows reading forward gives', async () => {
      const ascending = { sort: 'ItemCode:asc,PriceList:asc', per_page: '100' };
      const descending = { sort: 'ItemCode:desc,PriceList:desc', per_page: '500', count: '0' };
      const { total } = await list('item-prices', { per_page: '1' });
      expect(total).toBe(await sqlCount('item_prices'));
      const count = total ?? 0;
      const page = 170;
      const offset = (page - 1) * 100;
      expect(offset).toBeGreaterThanOrEqual(10_000);
      expect(offset).toBeGreaterThan(count / 2);
      const far = await list('item-prices', { ...ascending, page: String(page) });
      expect(far.total).toBe(count);
      expect(far.data).toHaveLength(100);
      // The same rows are the reversed slice [count - offset - 100, count - offset) of the descending order.
      const start = count - offset - 100;
      const firstPage = Math.floor(start / 500) + 1;
      const read = [
        ...(await list('item-prices', { ...descending, page: String(firstPage) })).data,
        ...(await list('item-prices', { ...descending, page: String(firstPage + 1) })).data,
      ];
      const skipped = (firstPage - 1) * 500;
      const forward = read.slice(start - skipped, start - skipped + 100).reverse();
      expect(far.data.map(priceKey)).toEqual(forward.map(priceKey));
      expect(far.data).toEqual(forward);
    });

    it('answers adjacent far pages that join up exactly with one larger page', async () => {
      const sort = { sort: 'ItemCode:asc,PriceList:asc' };
      const pages = [];
      for (const page of [169, 170, 171])
        pages.push(...(await list('item-prices', { ...sort, per_page: '100', page: String(page) })).data);
      const larger = await list('item-prices', { ...sort, per_page: '300', page: '57' });
      expect(pages.map(priceKey)).toEqual(larger.data.map(priceKey));
      expect(new Set(pages.map(priceKey)).size).toBe(300);
      const expected = await sqlValues<{ key: string }>(
        `select price_list || '/' || item_code as key from item_prices
         order by item_code, price_list offset 16800 limit 300`,
      );
      expect(pages.map(priceKey)).toEqual(expected.map((row) => row.key));
    });

    it('answers the last page partial and exact, and a page past the end empty with the total', async () => {
      const count = await sqlCount('item_prices');
      const lastPage = Math.ceil(count / 100);
      const remainder = count - (lastPage - 1) * 100;
      const last = await list('item-prices', { per_page: '100', page: String(lastPage) });
      expect(last.total).toBe(count);
      expect(last.data).toHaveLength(remainder);
      const tail = await sqlValues<{ key: string }>(
        `select price_list || '/' || item_code as key from item_prices order by item_code, price_list offset $1`,
        [count - remainder],
      );
      expect(last.data.map(priceKey)).toEqual(tail.map((row) => row.key));
      const past = await list('item-prices', { per_page: '100', page: String(lastPage + 1) });
      expect(past).toEqual({ data: [], total: count });
    });
  });

  describe('sorting', () => {
    it('sorts a text field ascending and descending, the key breaking ties', async () => {
      const ascending = await list('items', { sort: 'ItemName:asc', per_page: '300' });
      const expectedAscending = await sqlValues<{ item_code: string }>(
        'select item_code from items order by item_name asc, item_code asc limit 300',
      );
      expect(ascending.data.map((row) => textOf(row, 'ItemCode'))).toEqual(
        expectedAscending.map((row) => row.item_code),
      );
      const descending = await list('items', { sort: 'ItemName:desc', per_page: '300' });
      const expectedDescending = await sqlValues<{ item_code: string }>(
        'select item_code from items order by item_name desc, item_code asc limit 300',
      );
      expect(descending.data.map((row) => textOf(row, 'ItemCode'))).toEqual(
        expectedDescending.map((row) => row.item_code),
      );
      expect(textOf(ascending.data[0], 'ItemName')).not.toBe(textOf(descending.data[0], 'ItemName'));
    });

    it('sorts a money field as numbers, not as text', async () => {
      const range = filters({ field: 'Price', op: 'between', value: { from: '9', to: '11' } });
      for (const direction of ['asc', 'desc'] as const) {
        const answer = await list('item-prices', {
          sort: `Price:${direction}`,
          filters: range,
          per_page: '500',
        });
        const prices = answer.data.map((row) => numberOf(row, 'Price'));
        const sorted = [...prices].sort((a, b) => (direction === 'asc' ? a - b : b - a));
        expect(prices).toEqual(sorted);
        // Both sides of 10 are present, where text order ("10" < "9") would differ.
        expect(prices.some((price) => price < 10)).toBe(true);
        expect(prices.some((price) => price >= 10)).toBe(true);
      }
    });

    it('sorts a number field as numbers in both directions', async () => {
      const range = filters({ field: 'OnHand', op: 'between', value: { from: '990', to: '1010' } });
      const ascending = await list('items', { sort: 'OnHand:asc', filters: range, per_page: '500' });
      const descending = await list('items', { sort: 'OnHand:desc', filters: range, per_page: '500' });
      const up = ascending.data.map((row) => numberOf(row, 'OnHand'));
      const down = descending.data.map((row) => numberOf(row, 'OnHand'));
      expect(up).toEqual([...up].sort((a, b) => a - b));
      expect(down).toEqual([...down].sort((a, b) => b - a));
      expect(up.some((value) => value < 1000) && up.some((value) => value >= 1000)).toBe(true);
    });

    it('sorts by several fields in turn', async () => {
      const answer = await list('items', { sort: 'ItmsGrpCod:desc,OnHand:asc', per_page: '500' });
      const rows = answer.data.map((row) => [numberOf(row, 'ItmsGrpCod'), numberOf(row, 'OnHand')] as const);
      for (const [index, [group, onHand]] of rows.entries()) {
        const [previousGroup, previousOnHand] = rows[index - 1] ?? [group, onHand];
        expect(group).toBeLessThanOrEqual(previousGroup);
        if (group === previousGroup) expect(onHand).toBeGreaterThanOrEqual(previousOnHand);
      }
      const [top] = await sqlValues<{ g: number }>('select max(itms_grp_cod) as g from items');
      expect(rows[0]?.[0]).toBe(top?.g);
    });

    it('refuses to sort by an unknown field or by a malformed sort, naming sort', async () => {
      for (const sort of [
        'Colour:asc',
        'ItemCode:up',
        'ItemCode',
        'ItemCode:asc,ItemName:asc,OnHand:asc,validFor:asc',
      ]) {
        const body = await refused('items', { sort });
        expect(body.code, sort).toBe('VALIDATION_FAILED');
        expect(body.fields, sort).toHaveProperty(['sort']);
      }
    });
  });

  describe('column filters', () => {
    it('filters text with contains, ignoring case', async () => {
      const answer = await list('items', {
        filters: filters({ field: 'ItemName', op: 'contains', value: 'oRANGE jUICE' }),
        per_page: '500',
      });
      expect(answer.total).toBe(await sqlCount(`items where strpos(lower(item_name), 'orange juice') > 0`));
      expect(answer.total).toBeGreaterThan(0);
      for (const row of answer.data) expect(textOf(row, 'ItemName').toLowerCase()).toContain('orange juice');
    });

    it('filters text with startsWith from the start only, and with equals exactly', async () => {
      const starting = await list('items', {
        filters: filters({ field: 'ItemCode', op: 'startsWith', value: 'I0001' }),
        per_page: '500',
      });
      expect(starting.total).toBe(await sqlCount(`items where left(item_code, 5) = 'I0001'`));
      expect(starting.total).toBe(100);
      for (const row of starting.data) expect(textOf(row, 'ItemCode').startsWith('I0001')).toBe(true);
      const middle = await list('items', {
        filters: filters({ field: 'ItemCode', op: 'startsWith', value: '000010' }),
      });
      expect(middle.data.map((row) => textOf(row, 'ItemCode'))).toEqual([]);
      const exact = await list('items', {
        filters: filters({ field: 'ItemCode', op: 'equals', value: 'I000010' }),
      });
      expect(exact.data.map((row) => textOf(row, 'ItemCode'))).toEqual(['I000010']);
    });

    it('takes % and _ in a text filter and in the quick search literally', async () => {
      await createItem('LST-PCT', 'Literal 100% cocoa bar');
      await createItem('LST-PCX', 'Literal 1000 cocoa bar');
      await createItem('LST-UND', 'Literal snake_case label');
      await createItem('LST-UNX', 'Literal snakeXcase label');
      const codes = async (query: Query) =>
        (await list('items', query)).data.map((row) => textOf(row, 'ItemCode'));
      expect(await codes({ filters: filters({ field: 'ItemName', op: 'contains', value: '100%' }) })).toEqual(
        ['LST-PCT'],
      );
      expect(await codes({ filters: filters({ field: 'ItemName', op: 'contains', value: 'e_c' }) })).toEqual([
        'LST-UND',
      ]);
      expect(
        await codes({ filters: filters({ field: 'ItemName', op: 'startsWith', value: 'Literal 100%' }) }),
      ).toEqual(['LST-PCT']);
      expect(await codes({ search: '100% cocoa' })).toEqual(['LST-PCT']);
      expect(await codes({ search: 'snake_case' })).toEqual(['LST-UND']);
      expect(await codes({ search: 'LST-P%' })).toEqual([]);
    });

    it('filters a number field between a lower bound, an upper bound, both, and by equals', async () => {
      const cases: [object, string][] = [
        [{ op: 'between', value: { from: '1500' } }, 'on_hand >= 1500'],
        [{ op: 'between', value: { to: '800' } }, 'on_hand <= 800'],
        [{ op: 'between', value: { from: '800', to: '900.5' } }, 'on_hand between 800 and 900.5'],
      ];
      for (const [filter, where] of cases) {
        const answer = await list('items', {
          filters: filters({ field: 'OnHand', ...filter }),
          per_page: '500',
        });
        expect(answer.total, where).toBe(await sqlCount(`items where ${where}`));
        expect(answer.total, where).toBeGreaterThan(0);
      }
      const [sample] = await sqlValues<{ v: string }>(
        `select on_hand::text as v from items where on_hand > 0 group by on_hand order by count(*) desc limit 1`,
      );
      const value = String(Number(sample?.v));
      const equal = await list('items', {
        filters: filters({ field: 'OnHand', op: 'equals', value }),
        per_page: '500',
      });
      expect(equal.total).toBe(await sqlCount('items where on_hand = $1', [value]));
      for (const row of equal.data) expect(numberOf(row, 'OnHand')).toBe(Number(value));
    });

    it('filters a money field between two amounts', async () => {
      const answer = await list('item-prices', {
        filters: filters(
          { field: 'Price', op: 'between', value: { from: '10.5', to: '12' } },
          { field: 'PriceList', op: 'equals', value: 2 },
        ),
        per_page: '500',
      });
      expect(answer.total).toBe(
        await sqlCount('item_prices where price_list = 2 and price >= 10.5 and price <= 12'),
      );
      expect(answer.total).toBeGreaterThan(0);
      for (const row of answer.data) {
        expect(numberOf(row, 'Price')).toBeGreaterThanOrEqual(10.5);
        expect(numberOf(row, 'Price')).toBeLessThanOrEqual(12);
        expect(row.PriceList).toBe(2);
      }
    });

    it('filters a date field between two dates and by equals', async () => {
      const dated = [
        { ListNum: 3, ValidFrom: '2026-01-01', ValidTo: '2026-06-30' },
        { ListNum: 4, ValidFrom: '2026-03-15', ValidTo: '2026-12-31' },
      ];
      for (const { ListNum, ...dates } of dated) {
        const current = await get(`${base}/price-lists/${ListNum}`);
        const { version } = resourceRecordAnswerSchema.parse(current.json()).ResponseData;
        const response = await api.app.inject({
          method: 'PATCH',
          url: `${base}/price-lists/${ListNum}`,
          payload: { ...dates, version },
          headers: headers.get('admin'),
        });
        expect(response.statusCode, response.body).toBe(200);
      }
      const lists = async (filter: object) =>
        (await list('price-lists', { filters: filters({ field: 'ValidFrom', ...filter }) })).data.map(
          (row) => row.ListNum,
        );
      expect(await lists({ op: 'between', value: { from: '2026-02-01' } })).toEqual([4]);
      expect(await lists({ op: 'between', value: { to: '2026-02-01' } })).toEqual([3]);
      expect(await lists({ op: 'between', value: { from: '2026-01-01', to: '2026-03-15' } })).toEqual([3, 4]);
      expect(await lists({ op: 'equals', value: '2026-03-15' })).toEqual([4]);
      const body = await refused('price-lists', {
        filters: filters({ field: 'ValidFrom', op: 'between', value: { from: '2026-13-45' } }),
      });
      expect(body.fields).toHaveProperty(['filters.0.value']);
    });

    it('filters an enumeration by a list of its options', async () => {
      const answer = await list('business-partners', {
        filters: filters({ field: 'CardType', op: 'in', value: ['S', 'L'] }),
        per_page: '500',
      });
      expect(answer.total).toBe(await sqlCount(`business_partners where card_type in ('S', 'L')`));
      expect(answer.total).toBeGreaterThan(0);
      expect(new Set(answer.data.map((row) => row.CardType))).toEqual(new Set(['S', 'L']));
      const body = await refused('business-partners', {
        filters: filters({ field: 'CardType', op: 'in', value: ['S', 'X'] }),
      });
      expect(body.fields).toHaveProperty(['filters.0.value']);
    });

    it('filters a flag by equals Y or N', async () => {
      const flagged = await list('items', {
        filters: filters({ field: 'ManBtchNum', op: 'equals', value: 'Y' }),
        per_page: '1',
      });
      const plain = await list('items', {
        filters: filters({ field: 'ManBtchNum', op: 'equals', value: 'N' }),
        per_page: '1',
      });
      expect(flagged.total).toBe(await sqlCount(`items where man_btch_num = 'Y'`));
      expect(flagged.total).toBeGreaterThan(0);
      expect((flagged.total ?? 0) + (plain.total ?? 0)).toBe(await sqlCount('items'));
      const body = await refused('items', {
        filters: filters({ field: 'ManBtchNum', op: 'equals', value: 'yes' }),
      });
      expect(body.fields).toHaveProperty(['filters.0.value']);
    });

    it('filters a whole-number reference given as a number or as digits, by equals and in', async () => {
      const expected = await sqlCount('items where itms_grp_cod = 105');
      expect(expected).toBeGreaterThan(0);
      for (const value of [105, '105']) {
        const answer = await list('items', {
          filters: filters({ field: 'ItmsGrpCod', op: 'equals', value }),
          per_page: '500',
        });
        expect(answer.total, String(value)).toBe(expected);
        for (const row of answer.data) expect(row.ItmsGrpCod).toBe(105);
      }
      const either = await list('items', {
        filters: filters({ field: 'ItmsGrpCod', op: 'in', value: [100, '101'] }),
        per_page: '1',
      });
      expect(either.total).toBe(await sqlCount('items where itms_grp_cod in (100, 101)'));
      const text = await list('item-stock', {
        filters: filters({ field: 'WhsCode', op: 'in', value: ['WH01', 'WH03'] }),
        per_page: '1',
      });
      expect(text.total).toBe(await sqlCount(`item_warehouses where whs_code in ('WH01', 'WH03')`));
    });

    it('refuses an operator the field kind does not offer, naming the operator', async () => {
      const cases = [
        { field: 'OnHand', op: 'contains', value: '5' },
        { field: 'ItemName', op: 'between', value: { from: 'a' } },
        { field: 'validFor', op: 'in', value: ['Y'] },
        { field: 'ItmsGrpCod', op: 'startsWith', value: '10' },
      ];
      for (const filter of cases) {
        const body = await refused('items', { filters: filters(filter) });
        expect(body.fields, filter.field).toHaveProperty(['filters.0.op']);
      }
      const enumeration = await refused('business-partners', {
        filters: filters({ field: 'CardType', op: 'equals', value: 'C' }),
      });
      expect(enumeration.fields).toHaveProperty(['filters.0.op']);
    });

    it('refuses letters where a number is expected, naming the value', async () => {
      const cases = [
        { field: 'OnHand', op: 'between', value: { from: 'abc' } },
        { field: 'OnHand', op: 'equals', value: '12,5' },
        { field: 'ItmsGrpCod', op: 'equals', value: 'abc' },
        { field: 'ItmsGrpCod', op: 'in', value: [100, '1e2'] },
      ];
      for (const filter of cases) {
        const body = await refused('items', { filters: filters(filter) });
        expect(body.code).toBe('VALIDATION_FAILED');
        expect(body.fields, JSON.stringify(filter)).toHaveProperty(['filters.0.value']);
      }
    });

    it('refuses a filter on an unknown field, and filters that are not a JSON list', async () => {
      const unknown = await refused('items', {
        filters: filters({ field: 'Colour', op: 'contains', value: 'red' }),
      });
      expect(unknown.fields).toHaveProperty(['filters.0.field']);
      const malformed = await refused('items', { filters: '[{"field":"ItemName",' });
      expect(malformed.fields).toHaveProperty(['filters']);
      for (const text of ['{"field":"ItemName","op":"contains","value":"a"}', '[{"field":"ItemName"}]']) {
        const body = await refused('items', { filters: text });
        expect(body.code, text).toBe('VALIDATION_FAILED');
      }
      const unknownParameter = await refused('items', { colour: 'red' });
      expect(unknownParameter.fields).toHaveProperty(['colour']);
    });
  });

  describe('quick search', () => {
    it('matches codes from their start only', async () => {
      const answer = await list('items', { search: '00012' });
      expect(answer.data.map((row) => textOf(row, 'ItemCode'))).toEqual(['000123']);
      const prefix = await list('items', { search: 'i00012', per_page: '500' });
      expect(prefix.total).toBe(await sqlCount(`items where item_code like 'I00012%'`));
      expect(prefix.total).toBe(10);
    });

    it('matches names anywhere in the text, ignoring case', async () => {
      const answer = await list('items', { search: 'ORANGE juice', per_page: '500' });
      expect(answer.total).toBe(await sqlCount(`items where strpos(lower(item_name), 'orange juice') > 0`));
      expect(answer.total).toBeGreaterThan(0);
      for (const row of answer.data) expect(textOf(row, 'ItemName').toLowerCase()).toContain('orange juice');
    });

    it('ranks a search without a sort: exact code, code prefix, a word of the name, the rest; by code within each', async () => {
      await createItem('RNK-0', 'Megazorblat inside a word');
      await createItem('RNK-C', 'Zorblat tea');
      await createItem('RNK-A', 'Apple zorblatish');
      await createItem('ZORBLAT9', 'Prefix of the code');
      await createItem('RNK-B', 'Blue ZORBLAT');
      await createItem('ZORBLAT', 'Exact code');
      const codes = async (query: Query) =>
        (await list('items', query)).data.map((row) => textOf(row, 'ItemCode'));
      const ranked = ['ZORBLAT', 'ZORBLAT9', 'RNK-A', 'RNK-B', 'RNK-C', 'RNK-0'];
      expect(await codes({ search: 'zorblat' })).toEqual(ranked);
      expect(await codes({ search: 'zorblat', per_page: '2', page: '2' })).toEqual(ranked.slice(2, 4));
      const lines = await exported('items', { search: 'zorblat', columns: 'ItemCode' });
      expect(lines.slice(1)).toEqual(ranked);
      // An explicit sort is the user's: the list grid's search keeps it.
      expect(await codes({ search: 'zorblat', sort: 'ItemCode:asc' })).toEqual([...ranked].sort());
    });

    it('puts the partner whose code is typed first, before partners whose names hold it', async () => {
      const [partner] = (await list('business-partners', { per_page: '1' })).data;
      const code = textOf(partner, 'CardCode');
      const answer = await list('business-partners', { search: code.toLowerCase() });
      expect(textOf(answer.data[0], 'CardCode')).toBe(code);
      const [word] = textOf(partner, 'CardName').split(' ');
      const byName = await list('business-partners', { search: word ?? '', per_page: '200' });
      const ranks = byName.data.map((row) => {
        const words = textOf(row, 'CardName').toLowerCase().split(/\s+/);
        return words.some((entry) => entry.startsWith((word ?? '').toLowerCase())) ? 2 : 3;
      });
      expect(ranks).toEqual([...ranks].sort());
    });
  });

  describe('codes and fields read from another record', () => {
    it('keeps item codes that look like numbers as the exact text', async () => {
      for (const code of ['723421968459640832', '662E41', '000123']) {
        const response = await get(`${base}/items/${code}`);
        expect(response.statusCode, code).toBe(200);
        expect(response.body).toContain(`"ItemCode":"${code}"`);
        const record = resourceRecordAnswerSchema.parse(response.json()).ResponseData;
        expect(record.ItemCode).toBe(code);
        const filtered = await list('items', {
          filters: filters({ field: 'ItemCode', op: 'equals', value: code }),
        });
        expect(filtered.data.map((row) => row.ItemCode)).toEqual([code]);
        const price = await get(`${base}/item-prices/1/${code}`);
        expect(price.statusCode, code).toBe(200);
        expect(resourceRecordAnswerSchema.parse(price.json()).ResponseData.ItemCode).toBe(code);
      }
      expect((await get(`${base}/items/7.23421968459640832e17`)).statusCode).toBe(404);
    });

    it("answers an item price with its item's name, sortable and filterable", async () => {
      const [item] = await sqlValues<{ item_name: string }>(
        `select item_name from items where item_code = 'I000001'`,
      );
      const one = await list('item-prices', {
        filters: filters({ field: 'ItemCode', op: 'equals', value: 'I000001' }),
      });
      expect(one.data.length).toBeGreaterThan(0);
      for (const row of one.data) expect(row.ItemName).toBe(item?.item_name);
      const sorted = await list('item-prices', {
        sort: 'ItemName:desc',
        filters: filters({ field: 'PriceList', op: 'equals', value: 1 }),
        per_page: '200',
      });
      const expected = await sqlValues<{ item_code: string }>(
        `select p.item_code from item_prices p join items i on i.item_code = p.item_code
         where p.price_list = 1 order by i.item_name desc, p.item_code asc limit 200`,
      );
      expect(sorted.data.map((row) => row.ItemCode)).toEqual(expected.map((row) => row.item_code));
      const named = await list('item-prices', {
        filters: filters({ field: 'ItemName', op: 'contains', value: 'pasta' }),
        per_page: '1',
      });
      expect(named.total).toBe(
        await sqlCount(
          `item_prices p join items i on i.item_code = p.item_code where strpos(lower(i.item_name), 'pasta') > 0`,
        ),
      );
      expect(named.total).toBeGreaterThan(0);
    });

    it("answers an item with its group's name, sortable and filterable", async () => {
      const [item] = await list('items', {
        filters: filters({ field: 'ItemCode', op: 'equals', value: 'I000001' }),
      }).then((answer) => answer.data);
      const [group] = await sqlValues<{ itms_grp_nam: string }>(
        `select g.itms_grp_nam from items i join item_groups g on g.itms_grp_cod = i.itms_grp_cod
         where i.item_code = 'I000001'`,
      );
      expect(item?.ItmsGrpNam).toBe(group?.itms_grp_nam);
      const dairy = await list('items', {
        filters: filters({ field: 'ItmsGrpNam', op: 'equals', value: 'Dairy' }),
        per_page: '1',
      });
      expect(dairy.total).toBe(
        await sqlCount(
          `items i join item_groups g on g.itms_grp_cod = i.itms_grp_cod where g.itms_grp_nam = 'Dairy'`,
        ),
      );
      expect(dairy.total).toBeGreaterThan(0);
      const sorted = await list('items', { sort: 'ItmsGrpNam:desc', per_page: '100' });
      const expected = await sqlValues<{ item_code: string }>(
        `select i.item_code from items i join item_groups g on g.itms_grp_cod = i.itms_grp_cod
         order by g.itms_grp_nam desc, i.item_code asc limit 100`,
      );
      expect(sorted.data.map((row) => row.ItemCode)).toEqual(expected.map((row) => row.item_code));
    });
  });

  describe('CSV export', () => {
    it('starts with a byte order mark and the field names, then one line per row of the filtered view', async () => {
      const query = { filters: filters({ field: 'ItmsGrpCod', op: 'equals', value: 103 }) };
      const lines = await exported('items', query);
      const readable = itemResource.fields.map((field) => field.name);
      expect(lines[0]).toBe(`\uFEFF${readable.join(',')}`);
      const { total } = await list('items', { ...query, per_page: '1' });
      expect(lines.length - 1).toBe(total);
      expect(total).toBeGreaterThan(0);
      const groupColumn = readable.indexOf('ItmsGrpCod');
      for (const line of lines.slice(1)) expect(csvCells(line)[groupColumn]).toBe('103');
    });

    it('exports every row of a long list once, in the list order', async () => {
      const lines = await exported('item-prices', { sort: 'Price:desc' });
      const header = csvCells(lines[0]?.replace('\uFEFF', '') ?? '');
      const column = (name: string) => header.indexOf(name);
      const rows = lines.slice(1).map(csvCells);
      const keys = rows.map((cells) => `${cells[column('PriceList')]}/${cells[column('ItemCode')]}`);
      const count = await sqlCount('item_prices');
      expect(keys).toHaveLength(count);
      expect(new Set(keys).size).toBe(count);
      const first = await list('item-prices', { sort: 'Price:desc', per_page: '500' });
      expect(keys.slice(0, 500)).toEqual(first.data.map(priceKey));
      const prices = rows.map((cells) => Number(cells[column('Price')]));
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });

    it('exports every row once when sorted by a field some rows leave empty', async () => {
      await createItem('EXP-NULL-1', 'No foreign name one');
      await createItem('EXP-NULL-2', 'No foreign name two');
      const empty = await sqlCount('items where frgn_name is null');
      expect(empty).toBeGreaterThanOrEqual(2);
      for (const sort of ['FrgnName:asc', 'FrgnName:desc']) {
        const lines = await exported('items', { sort });
        const codes = lines.slice(1).map((line) => csvCells(line)[0]);
        expect(codes.length, sort).toBe(await sqlCount('items'));
        expect(new Set(codes).size, sort).toBe(codes.length);
      }
    });

    it('quotes a value holding a comma or a quote, and neutralises one that starts like a formula', async () => {
      await createItem('CSV-QUOTE', 'Bolts, nuts and "washers"');
      await createItem('CSV-FORMULA', '=HYPERLINK("http://evil.example")');
      await createItem('CSV-PLUS', '+1 spare part');
      const lines = await exported('items', {
        filters: filters({ field: 'ItemCode', op: 'startsWith', value: 'CSV-' }),
      });
      expect(lines).toHaveLength(4);
      const lineOf = (code: string) => lines.find((line) => line.startsWith(`${code},`)) ?? '';
      expect(csvCells(lineOf('CSV-QUOTE'))[1]).toBe('Bolts, nuts and "washers"');
      expect(lineOf('CSV-QUOTE').startsWith('CSV-QUOTE,"Bolts, nuts and ""washers""",')).toBe(true);
      expect(lineOf('CSV-FORMULA').startsWith(`CSV-FORMULA,"'=HYPERLINK(""http://evil.example"")",`)).toBe(
        true,
      );
      expect(lineOf('CSV-PLUS').startsWith("CSV-PLUS,'+1 spare part,")).toBe(true);
    });

    it('exports only the columns asked for, in their order, and refuses a field the resource lacks', async () => {
      const lines = await exported('items', {
        columns: 'ItemName,ItemCode,OnHand',
        filters: filters({ field: 'ItemCode', op: 'equals', value: 'I000001' }),
      });
      expect(lines).toHaveLength(2);
      expect(lines[0]).toBe('\uFEFFItemName,ItemCode,OnHand');
      expect(csvCells(lines[1] ?? '').slice(1, 2)).toEqual(['I000001']);
      expect(csvCells(lines[1] ?? '')).toHaveLength(3);
      for (const columns of ['ItemCode,NoSuchField', 'ItemCode,ItemCode', 'ItemCode;ItemName']) {
        const response = await get(`${base}/items.csv`, { columns });
        expect(response.statusCode, columns).toBe(400);
        expect(errorBodySchema.parse(response.json()).fields?.columns, columns).toBeDefined();
      }
    });

    it('leaves a column the user may not read out of the export even when it is asked for', async () => {
      const lines = await exported(
        'items',
        { columns: 'ItemCode,AvgPrice,ItemName', search: 'I000001' },
        'sales',
      );
      expect(lines[0]).toBe('\uFEFFItemCode,ItemName');
    });

    it('leaves out of the export the fields the user may not read', async () => {
      const lines = await exported('items', { search: 'I00000' }, 'sales');
      const header = lines[0]?.replace('\uFEFF', '').split(',') ?? [];
      expect(header).toContain('ItemCode');
      expect(header).not.toContain('AvgPrice');
      expect(header).not.toContain('LastPurPrc');
      expect(lines.length - 1).toBe(9);
    });
  });

  describe('doc model', () => {
    async function model(objectId: string, user: DemoUser = 'admin') {
      const response = await get(`/api/v1/doc_model/${objectId}`, {}, user);
      expect(response.statusCode, response.body).toBe(200);
      return docModelAnswerSchema.parse(response.json()).ResponseData;
    }

    it('answers the model of an item, a partner and a price list by SAP object type', async () => {
      const item = await model('4');
      expect(item).toMatchObject({ objectId: '4', resource: 'items', subject: 'Item', key: 'ItemCode' });
      expect(item.fields.map((field) => field.name)).toEqual(itemResource.fields.map((field) => field.name));
      expect(item.fields.find((field) => field.name === 'AvgPrice')).toMatchObject({
        kind: 'money',
        editable: 'never',
        readable: true,
      });
      expect(item.can).toEqual({ create: true, update: true, delete: true });
      expect(await model('2')).toMatchObject({ resource: 'business-partners', key: 'CardCode' });
      expect(await model('6')).toMatchObject({ resource: 'price-lists', key: 'ListNum', generatedKey: true });
    });

    it('marks as not writable the fields the server computes or reads from another record', async () => {
      const item = await model('4');
      const writable = (name: string) => item.fields.find((field) => field.name === name)?.writable;
      expect(writable('ItemName')).toBe(true);
      expect(writable('ItemCode')).toBe(true);
      expect(writable('ItmsGrpNam')).toBe(false);
      // The server refuses OnHand and AvgPrice in every write (editable: never), even an administrator's.
      expect(writable('OnHand')).toBe(false);
      expect(writable('AvgPrice')).toBe(false);
    });

    it('answers the model of a resource by its name, with its parent', async () => {
      expect(await model('dealers')).toMatchObject({
        resource: 'dealers',
        subject: 'Dealer',
        objectType: null,
      });
      expect(await model('item-prices')).toMatchObject({
        resource: 'item-prices',
        parent: { resource: 'price-lists', field: 'PriceList' },
        can: { create: false, delete: false },
      });
    });

    it('answers 404 for a model that does not exist', async () => {
      // A document type's model (17) is answered since documents have one definition: doc-model-documents.test.ts.
      for (const objectId of ['no-such-model', '999']) {
        const response = await get(`/api/v1/doc_model/${objectId}`);
        expect(response.statusCode, objectId).toBe(404);
        expect(errorBodySchema.parse(response.json()).code).toBe('NOT_FOUND');
      }
    });

    it('leaves out of the model the fields the user may not read', async () => {
      const sales = await model('4', 'sales');
      const names = sales.fields.map((field) => field.name);
      expect(names).not.toContain('AvgPrice');
      expect(names).not.toContain('LastPurPrc');
      expect(names).toContain('ItemName');
      expect(sales.can).toEqual({ create: false, update: false, delete: false });
      const warehouse = await model('4', 'warehouse');
      expect(warehouse.fields.map((field) => field.name)).toEqual([
        'ItemCode',
        'ItemName',
        'FrgnName',
        'ItmsGrpCod',
        'CodeBars',
        'InvntryUom',
        'ManBtchNum',
        'ManSerNum',
        'OnHand',
        'IsCommited',
        'OnOrder',
      ]);
      const partners = await model('2', 'dispatcher');
      const partnerFields = partners.fields.map((field) => field.name);
      expect(partnerFields).toContain('CardName');
      expect(partnerFields).not.toContain('CreditLine');
      expect(partnerFields).not.toContain('Balance');
      const forbidden = await get('/api/v1/doc_model/manufacturers', {}, 'dispatcher');
      expect(forbidden.statusCode).toBe(403);
    });
  });
});
