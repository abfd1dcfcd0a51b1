import { expect } from 'vitest';
import { type ErrorBody, errorBodySchema } from '../../src/shared/api/envelopes';
import { documentAnswerSchema, type MarketingDocument } from '../../src/shared/api/marketing-docs';
import type { ApiHarness } from './api-app';

export interface Reply {
  statusCode: number;
  body: string;
  json(): unknown;
}

/** The document API of one signed-in user, as a test drives it. */
export function documentRequests(api: ApiHarness, headers: Record<string, string>) {
  const base = '/api/v1/marketing/docs';
  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<Reply> =>
    api.app.inject({ method, url: `${base}/${url}`, headers, ...(payload ? { payload } : {}) });
  return {
    create: (objectType: string, body: object) => send('POST', objectType, body),
    read: (objectType: string, entry: number) => send('GET', `${objectType}/${entry}`),
    update: (objectType: string, entry: number, body: object) =>
      send('PATCH', `${objectType}/${entry}`, body),
    close: (objectType: string, entry: number, version: number) =>
      send('POST', `${objectType}/${entry}/close`, { version }),
    cancel: (objectType: string, entry: number, version: number) =>
      send('POST', `${objectType}/${entry}/cancel`, { version }),
  };
}

/** The document of a 200 or 201 answer, failing the test with the body otherwise. */
export function documentOf(reply: Reply, status = 200): MarketingDocument {
  expect(reply.statusCode, reply.body).toBe(status);
  return documentAnswerSchema.parse(reply.json()).ResponseData;
}

export function errorOf(reply: Reply, status: number): ErrorBody {
  expect(reply.statusCode, reply.body).toBe(status);
  return errorBodySchema.parse(reply.json());
}

export async function sqlRows<Row extends Record<string, unknown>>(
  api: ApiHarness,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const { rows } = await api.database.pool.query<Row>(text, values);
  return rows;
}

/** A valid, unfrozen partner of a type (C or S), optionally of a sales employee. */
export async function partnerOf(api: ApiHarness, cardType: 'C' | 'S', slpCode?: number): Promise<string> {
  const [row] = await sqlRows<{ card_code: string }>(
    api,
    `select card_code from business_partners where card_type = $1 and valid_for = 'Y' and frozen_for = 'N'
       and ($2::int is null or slp_code = $2) order by card_code limit 1`,
    [cardType, slpCode ?? null],
  );
  if (!row) throw new Error(`the demo company has no ${cardType} partner`);
  return row.card_code;
}

/** Stock figures of an item in a warehouse, as decimal strings. */
export async function stockOf(api: ApiHarness, itemCode: string, whsCode: string) {
  const [row] = await sqlRows<{ on_hand: string; is_commited: string; on_order: string }>(
    api,
    `select on_hand::text, is_commited::text, on_order::text from item_warehouses
      where item_code = $1 and whs_code = $2`,
    [itemCode, whsCode],
  );
  return {
    OnHand: Number(row?.on_hand ?? 0),
    IsCommited: Number(row?.is_commited ?? 0),
    OnOrder: Number(row?.on_order ?? 0),
  };
}

/**
 * Distinct items sold and bought, with a price in every list, in code order from `offset`; none
 * managed by batches or serial numbers, whose receipts must name them (stock-tracking.test.ts).
 */
export async function itemsFor(api: ApiHarness, count: number, offset = 0): Promise<string[]> {
  const rows = await sqlRows<{ item_code: string }>(
    api,
    `select item_code from items where invnt_item = 'Y' and sell_item = 'Y' and prchse_item = 'Y'
       and valid_for = 'Y' and frozen_for = 'N' and man_btch_num = 'N' and man_ser_num = 'N'
     order by item_code limit $1 offset $2`,
    [count, offset],
  );
  return rows.map((row) => row.item_code);
}

/** A warehouse of the test's own in branch 1, made through the resources API by the administrator. */
export async function warehouseFor(api: ApiHarness, WhsCode: string, WhsName: string): Promise<void> {
  const created = await api.app.inject({
    method: 'POST',
    url: '/api/v1/resources/warehouses',
    headers: await api.writeHeaders('admin'),
    payload: { WhsCode, WhsName, BPLId: 1 },
  });
  expect(created.statusCode, created.body).toBe(201);
}

/** An ISO date a number of days after another (before, when negative). */
export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
