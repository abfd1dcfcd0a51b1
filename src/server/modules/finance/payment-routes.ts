import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Action } from '../../../shared/access/app-ability';
import { resultCodeOk } from '../../../shared/api/envelopes';
import {
  openItemsAnswerSchema,
  openItemsQuerySchema,
  type PaymentKind,
  paymentAnswerSchema,
  paymentCancelSchema,
  paymentCreateSchema,
  paymentKindOf,
  paymentKinds,
  paymentListAnswerSchema,
  paymentListQuerySchema,
  paymentParamsSchema,
  paymentPdfQuerySchema,
} from '../../../shared/api/payments';
import { mayRead } from '../../access/record-checks';
import { accessibleWhere } from '../../access/sql-conditions';
import type { Database } from '../../db/database';
import { followUpOf } from '../../db/keyset';
import { notFound } from '../../errors/app-error';
import type { ChangeListener } from '../../events/committed-change';
import { parseRequest } from '../../http/parse-request';
import { abilityOf, sessionOf } from '../../http/request-session';
import type { RouteDoc } from '../../http/route-doc';
import { exportPaymentPdf } from './payment-pdf';
import { cancelPayment, createPayment } from './payment-posting';
import { listPayments, openItemsOf, paymentConditionColumns, readPayment } from './payment-read';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Incoming (24) and outgoing (46) payments (issue 22) under /payments/incoming and
 * /payments/outgoing, each kind under its own subject (IncomingPayment, VendorPayment): the list
 * and one payment as the caller's rules allow (a sales user their own customers', by the
 * partner's SlpCode), create and cancel on the posting core, a partner's open items for the
 * payment screen, and the receipt as PDF.
 */
export function paymentRoutes(database: Database, onCommitted: ChangeListener) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    for (const kind of paymentKinds) registerKind(app, kind);
  };

  function registerKind(app: FastifyInstance, kind: PaymentKind) {
    const { subject } = paymentKindOf[kind];
    const base = `/payments/${kind}`;
    const config = (action: Action, doc: RouteDoc) => ({
      config: { access: { action, subject }, doc: { tag: 'payments', ...doc } },
    });
    const afterCommitOf = (request: FastifyRequest) => {
      const session = sessionOf(request);
      return (change: Parameters<ChangeListener>[0]) =>
        void onCommitted({ ...change, configurationVersion: session.accessVersion });
    };
    const callerOf = (request: FastifyRequest) => ({
      ability: abilityOf(request),
      userId: sessionOf(request).userId,
    });
    /** The payment if the caller may read it; 404 for one they may not, as for one that is not there. */
    const readVisible = async (request: FastifyRequest) => {
      const { DocEntry } = parseRequest(paymentParamsSchema, request.params);
      const payment = await readPayment(db, kind, DocEntry);
      if (!payment || !mayRead(abilityOf(request), subject, payment)) throw notFound(`Payment ${DocEntry}`);
      const { SlpCode: _, ...visible } = payment;
      return visible;
    };

    app.get(
      base,
      config('read', {
        summary: `${kind === 'incoming' ? 'Incoming' : 'Outgoing'} payments, newest first, a page at a time`,
        query: paymentListQuerySchema,
        response: paymentListAnswerSchema,
      }),
      async (request) => {
        const query = parseRequest(paymentListQuerySchema, request.query);
        const readable = accessibleWhere(abilityOf(request), 'read', subject, paymentConditionColumns);
        const { data, total, more, next } = await listPayments(db, kind, query, readable);
        return { ResultCode: resultCodeOk, ResponseData: { data, total, ...followUpOf({ more, next }) } };
      },
    );

    app.get(
      `${base}/open-items`,
      config('read', {
        summary: "A partner's open invoices, credit memos and down payments, for a payment",
        query: openItemsQuerySchema,
        response: openItemsAnswerSchema,
      }),
      async (request) => {
        const { CardCode, AsOf } = parseRequest(openItemsQuerySchema, request.query);
        const { rows } = await db.execute<{
          CardCode: string;
          CardName: string;
          SlpCode: number | null;
          Balance: string;
        }>(sql`
          select card_code as "CardCode", card_name as "CardName", slp_code as "SlpCode", balance::text as "Balance"
          from business_partners where card_code = ${CardCode}`);
        const [partner] = rows;
        // The partner's open items answer to the payment subject's rules on that partner: a sales
        // user sees their own customers' (SlpCode), not the journal.
        const ability = abilityOf(request);
        if (!partner || !mayRead(ability, subject, { ...partner, DocStatus: 'O', Cancelled: 'N' }))
          throw notFound(`Business partner ${CardCode}`);
        const ResponseData = await openItemsOf(db, kind, partner, AsOf ?? today());
        return { ResultCode: resultCodeOk, ResponseData };
      },
    );

    app.get(
      `${base}/:DocEntry`,
      config('read', {
        summary: 'One payment with the documents it settled, its checks and credit cards',
        params: paymentParamsSchema,
        response: paymentAnswerSchema,
      }),
      async (request) => ({ ResultCode: resultCodeOk, ResponseData: await readVisible(request) }),
    );

    app.get(
      `${base}/:DocEntry/pdf`,
      config('read', {
        summary:
          kind === 'incoming'
            ? 'The receipt of a payment as PDF, in a language'
            : 'The remittance advice of a payment as PDF',
        params: paymentParamsSchema,
        query: paymentPdfQuerySchema,
        produces: 'application/pdf',
      }),
      async (request, reply) => {
        const { lang } = parseRequest(paymentPdfQuerySchema, request.query);
        const payment = await readVisible(request);
        const { fileName, bytes, language } = await exportPaymentPdf(
          db,
          kind,
          payment,
          lang,
          request.headers['accept-language'],
        );
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('Content-Language', language)
          .header('Cache-Control', 'private, no-store')
          .send(bytes);
      },
    );

    app.post(
      base,
      config('create', {
        summary: `Posts an ${kind} payment: its means, the documents it settles and its journal entry`,
        body: paymentCreateSchema,
        response: paymentAnswerSchema,
        created: true,
      }),
      async (request, reply) => {
        const input = parseRequest(paymentCreateSchema, request.body);
        const DocEntry = await createPayment(db, callerOf(request), kind, input, afterCommitOf(request));
        const payment = await readPayment(db, kind, DocEntry);
        if (!payment) throw new Error(`payment ${DocEntry} was posted but cannot be read`);
        const { SlpCode: _, ...ResponseData } = payment;
        reply.status(201);
        return { ResultCode: resultCodeOk, ResponseData };
      },
    );

    app.post(
      `${base}/:DocEntry/cancel`,
      config('cancel', {
        summary: 'Cancels a payment: reopens what it closed and reverses its journal entry',
        params: paymentParamsSchema,
        body: paymentCancelSchema,
        response: paymentAnswerSchema,
      }),
      async (request) => {
        const { DocEntry } = parseRequest(paymentParamsSchema, request.params);
        const input = parseRequest(paymentCancelSchema, request.body ?? {});
        await cancelPayment(db, callerOf(request), kind, DocEntry, input, afterCommitOf(request));
        return { ResultCode: resultCodeOk, ResponseData: await readVisible(request) };
      },
    );
  }
}
