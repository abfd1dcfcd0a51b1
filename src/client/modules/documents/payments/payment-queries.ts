import { queryOptions } from '@tanstack/react-query';
import {
  openItemsAnswerSchema,
  type PaymentCreate,
  type PaymentKind,
  paymentAnswerSchema,
  paymentListAnswerSchema,
} from '../../../../shared/api/payments';
import { resourceListAnswerSchema } from '../../../../shared/api/resources';
import type { Language } from '../../../../shared/locale/languages';
import type { HttpClient } from '../../../api/http-client';
import { HttpError } from '../../../api/http-errors';
import type { GridRow, GridSortKey } from '../../../grid/grid-types';
import type { WindowedPage } from '../../../grid/use-windowed-rows';

const base = (kind: PaymentKind) => `payments/${kind}`;

/** The list's filters as the screen holds them: every one optional, blank ones not sent. */
export type PaymentFilters = Readonly<
  Partial<Record<'CardCode' | 'DateFrom' | 'DateTo' | 'Cancelled', string>>
>;

/** One query key factory for every payment request, so a save invalidates exactly what it changed. */
export const paymentKeys = {
  all: ['payments'] as const,
  kind: (kind: PaymentKind) => [...paymentKeys.all, kind] as const,
  lists: (kind: PaymentKind) => [...paymentKeys.kind(kind), 'list'] as const,
  list: (kind: PaymentKind, filters: PaymentFilters, top: number, sort?: GridSortKey) =>
    [...paymentKeys.lists(kind), filters, top, sort ? `${sort.field}:${sort.direction}` : null] as const,
  payment: (kind: PaymentKind, docEntry: number) => [...paymentKeys.kind(kind), 'one', docEntry] as const,
  openItems: (kind: PaymentKind, cardCode: string, asOf: string) =>
    [...paymentKeys.kind(kind), 'open', cardCode, asOf] as const,
};

const listQueryOf = (filters: PaymentFilters): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filters).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '',
    ),
  );

/**
 * A page of payments, newest first or in the order of `sort`: the API pages by keyset only (`after` the previous page's
 * `next`), so a page the grid asks for without its cursor (a jump) reads from the first page on.
 */
export async function fetchPaymentPage(
  http: HttpClient,
  kind: PaymentKind,
  filters: PaymentFilters,
  size: number,
  options: { after?: string; count: boolean; signal: AbortSignal },
  sort?: GridSortKey,
): Promise<WindowedPage> {
  const answer = await http.get(base(kind), {
    schema: paymentListAnswerSchema,
    query: {
      ...listQueryOf(filters),
      Top: size,
      ...(sort ? { sort: `${sort.field}:${sort.direction}` } : {}),
      ...(options.after ? { after: options.after } : {}),
    },
    signal: options.signal,
  });
  const { data, total, next } = answer.ResponseData;
  return {
    rows: data as GridRow[],
    total: options.count ? total : null,
    ...(next ? { next } : {}),
  };
}

/** A few newest payments, for the Banking page. */
export const recentPaymentsQuery = (http: HttpClient, kind: PaymentKind, top: number) =>
  queryOptions({
    queryKey: paymentKeys.list(kind, {}, top),
    queryFn: ({ signal }) =>
      http.get(base(kind), { schema: paymentListAnswerSchema, query: { Top: top }, signal }),
    retry: false,
  });

export const paymentQuery = (http: HttpClient, kind: PaymentKind, docEntry: number) =>
  queryOptions({
    queryKey: paymentKeys.payment(kind, docEntry),
    queryFn: ({ signal }) => http.get(`${base(kind)}/${docEntry}`, { schema: paymentAnswerSchema, signal }),
    // A missing or forbidden payment says so at once (a 4xx never succeeds on retry).
    retry: (count, error) => !(error instanceof HttpError && error.kind === 'bad-request') && count < 2,
  });

/**
 * A partner's open items as of a posting date (`asOf`, a calendar date, or '' for today): that
 * day's rates value the foreign ones in local currency.
 */
export const openItemsQuery = (http: HttpClient, kind: PaymentKind, cardCode: string, asOf: string) =>
  queryOptions({
    queryKey: paymentKeys.openItems(kind, cardCode, asOf),
    queryFn: ({ signal }) =>
      http.get(`${base(kind)}/open-items`, {
        schema: openItemsAnswerSchema,
        query: { CardCode: cardCode, ...(asOf === '' ? {} : { AsOf: asOf }) },
        signal,
      }),
    retry: false,
    // What is open changes with every payment and invoice: read it again each time it is shown.
    staleTime: 0,
  });

export const postPayment = (http: HttpClient, kind: PaymentKind, body: PaymentCreate) =>
  http.post(base(kind), { schema: paymentAnswerSchema, body });

export const cancelPayment = (http: HttpClient, kind: PaymentKind, docEntry: number) =>
  http.post(`${base(kind)}/${docEntry}/cancel`, { schema: paymentAnswerSchema, body: {} });

/** The receipt (incoming) or remittance advice (outgoing) in a language, as a PDF. */
export const downloadPaymentPdf = (http: HttpClient, kind: PaymentKind, docEntry: number, lang: Language) =>
  http.download(`${base(kind)}/${docEntry}/pdf`, { query: { lang } });

/** The company's house bank accounts (the transfer's account), as the resource engine answers them. */
export const houseBankAccountsQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: ['payments', 'house-bank-accounts'] as const,
    queryFn: ({ signal }) =>
      http.get('resources/house-bank-accounts', {
        schema: resourceListAnswerSchema,
        query: { per_page: 100 },
        signal,
      }),
    retry: false,
    staleTime: 10 * 60_000,
  });
