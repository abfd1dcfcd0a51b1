import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Action, AppAbility } from '../../../shared/access/app-ability';
import {
  type DispatchAction,
  type DispatchOpenItem,
  dispatchActionBodySchema,
  dispatchActions,
  dispatchDashboardAnswerSchema,
  dispatchDashboardQuerySchema,
  dispatchNoteAnswerSchema,
  dispatchNoteCreateSchema,
  dispatchNoteListAnswerSchema,
  dispatchNoteListQuerySchema,
  dispatchNoteParamsSchema,
  dispatchNoteUpdateSchema,
  dispatchOpenItemsAnswerSchema,
  dispatchOpenItemsQuerySchema,
  type OpenItemDocumentKind,
} from '../../../shared/api/dispatch';
import { resultCodeOk } from '../../../shared/api/envelopes';
import { documentConditionColumns } from '../../access/document-rule-columns';
import { readableWhere } from '../../access/readable-where';
import { mayRead } from '../../access/record-checks';
import { accessibleWhere } from '../../access/sql-conditions';
import { keepVisibleFields } from '../../access/visible-fields';
import type { Database } from '../../db/database';
import { followUpOf } from '../../db/keyset';
import { notFound } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { parseRequest } from '../../http/parse-request';
import { abilityOf, sessionOf } from '../../http/request-session';
import type { RouteDoc } from '../../http/route-doc';
import { dispatchActionRight, moveDispatchNote } from './dispatch-actions';
import { createDispatchNote, type DispatchCaller } from './dispatch-create';
import { dispatchDashboard } from './dispatch-dashboard';
import { todayIso } from './dispatch-measures';
import { listOpenItems, type OpenItemsReadable } from './dispatch-open-items';
import { dispatchConditionColumns, listDispatchNotes, readDispatchNote } from './dispatch-read';
import { updateDispatchNote } from './dispatch-update';

const actionSummaries: Record<DispatchAction, string> = {
  load: 'Marks a planned dispatch note loaded',
  unload: 'Takes a loaded dispatch note back to planned',
  depart: 'Sends a loaded dispatch note on the road',
  complete: 'Completes a dispatch note on the road once every stop is recorded',
  cancel: 'Cancels a planned or loaded dispatch note: its deliveries are open items again',
};

/** Each open item without the fields the caller's rules hide on its kind (a delivery's, an order's). */
function visibleOpenItems(ability: AppAbility, rows: DispatchOpenItem[]) {
  const deliveries = keepVisibleFields(
    ability,
    'Delivery',
    rows.filter((row) => row.ObjType === '15'),
  );
  const orders = keepVisibleFields(
    ability,
    'SalesOrder',
    rows.filter((row) => row.ObjType === '17'),
  );
  // Back in the order listed: deliveries and orders interleave by requested date.
  const next = { '15': deliveries.values(), '17': orders.values() };
  return rows.map((row) => next[row.ObjType].next().value);
}

/**
 * Dispatch planning (issue 23) under /dispatch: the open deliveries on no active note, the notes
 * (loads of a date, a vehicle and a driver) as the caller's rules on `Dispatch` allow, a planned
 * note's creation and changes, its status moves, and the dispatcher's dashboard. The deliveries a
 * caller sees or puts on a note are those their rules on `Delivery` let them read.
 */
export function dispatchRoutes(database: Database) {
  const db = database.db;
  const config = (action: Action, doc: RouteDoc) => ({
    config: { access: { action, subject: 'Dispatch' }, doc: { tag: 'dispatch', ...doc } },
  });
  const readableDeliveries = (request: FastifyRequest) =>
    accessibleWhere(abilityOf(request), 'read', 'Delivery', documentConditionColumns);
  const readableOrders = (request: FastifyRequest) =>
    accessibleWhere(abilityOf(request), 'read', 'SalesOrder', documentConditionColumns);
  /**
   * The caller's rules on each kind of open item: on the kind asked for alone, no rule is a 403; with
   * both asked, orders the caller may not read are left out (as deliveries were before orders came).
   */
  const readableOpenItems = (request: FastifyRequest, kind: OpenItemDocumentKind): OpenItemsReadable => {
    if (kind === 'deliveries') return { deliveries: readableDeliveries(request) };
    if (kind === 'orders') return { orders: readableOrders(request) };
    return {
      deliveries: readableDeliveries(request),
      orders: readableWhere(
        abilityOf(request),
        'SalesOrder',
        documentConditionColumns,
        request.log,
        'the open items left orders out: a rule on sales orders has no SQL form',
      ),
    };
  };
  const callerOf = (request: FastifyRequest): DispatchCaller => ({
    ability: abilityOf(request),
    userId: sessionOf(request).userId,
    readableDeliveries: () => readableDeliveries(request),
  });
  /** The note if the caller may read it; 404 for one they may not, as for one that is not there. */
  const answerNote = async (request: FastifyRequest, DocEntry: number) => {
    const note = await readDispatchNote(db, DocEntry);
    const ability = abilityOf(request);
    if (!note || !mayRead(ability, 'Dispatch', note))
      throw notFound(said('dispatchNoteNotFound', { entry: DocEntry }));
    return { ResultCode: resultCodeOk, ResponseData: keepVisibleFields(ability, 'Dispatch', [note])[0] };
  };

  return async (app: FastifyInstance) => {
    app.get(
      '/dispatch/open-items',
      config('read', {
        summary:
          'Open deliveries on no active dispatch note and sales orders marked ready to dispatch, with their weight, volume and age',
        query: dispatchOpenItemsQuerySchema,
        response: dispatchOpenItemsAnswerSchema,
      }),
      async (request) => {
        const query = parseRequest(dispatchOpenItemsQuerySchema, request.query);
        const { data, total } = await listOpenItems(
          db,
          query,
          readableOpenItems(request, query.Documents),
          todayIso(),
        );
        return {
          ResultCode: resultCodeOk,
          ResponseData: { data: visibleOpenItems(abilityOf(request), data), total },
        };
      },
    );

    app.get(
      '/dispatch/dashboard',
      config('read', {
        summary:
          "The dispatcher's day and week: loads by status, on-time rate, open items by age, vehicle use",
        query: dispatchDashboardQuerySchema,
        response: dispatchDashboardAnswerSchema,
      }),
      async (request) => {
        const { Date: date } = parseRequest(dispatchDashboardQuerySchema, request.query);
        const ability = abilityOf(request);
        const notes = accessibleWhere(ability, 'read', 'Dispatch', dispatchConditionColumns);
        const deliveries = readableWhere(
          ability,
          'Delivery',
          documentConditionColumns,
          request.log,
          'the dispatch dashboard left open items out: a rule on deliveries has no SQL form',
        );
        const ResponseData = await dispatchDashboard(db, date ?? todayIso(), notes, deliveries);
        return { ResultCode: resultCodeOk, ResponseData };
      },
    );

    app.get(
      '/dispatch/notes',
      config('read', {
        summary: 'Dispatch notes, newest date first, a page at a time',
        query: dispatchNoteListQuerySchema,
        response: dispatchNoteListAnswerSchema,
      }),
      async (request) => {
        const query = parseRequest(dispatchNoteListQuerySchema, request.query);
        const ability = abilityOf(request);
        const readable = accessibleWhere(ability, 'read', 'Dispatch', dispatchConditionColumns);
        const { data, total, more, next } = await listDispatchNotes(db, query, readable);
        const visible = keepVisibleFields(ability, 'Dispatch', data);
        return {
          ResultCode: resultCodeOk,
          ResponseData: { data: visible, total, ...followUpOf({ more, next }) },
        };
      },
    );

    app.get(
      '/dispatch/notes/:DocEntry',
      config('read', {
        summary: 'One dispatch note with its stops and their lines',
        params: dispatchNoteParamsSchema,
        response: dispatchNoteAnswerSchema,
      }),
      async (request) => {
        const { DocEntry } = parseRequest(dispatchNoteParamsSchema, request.params);
        return answerNote(request, DocEntry);
      },
    );

    app.post(
      '/dispatch/notes',
      config('create', {
        summary: 'Plans a dispatch note: a date, a vehicle, a driver and stops in order',
        body: dispatchNoteCreateSchema,
        response: dispatchNoteAnswerSchema,
        created: true,
      }),
      async (request, reply) => {
        const input = parseRequest(dispatchNoteCreateSchema, request.body);
        const DocEntry = await createDispatchNote(db, callerOf(request), input);
        reply.status(201);
        return answerNote(request, DocEntry);
      },
    );

    app.patch(
      '/dispatch/notes/:DocEntry',
      config('update', {
        summary: 'Changes a planned dispatch note; Stops, when given, is the whole new order',
        params: dispatchNoteParamsSchema,
        body: dispatchNoteUpdateSchema,
        response: dispatchNoteAnswerSchema,
      }),
      async (request) => {
        const { DocEntry } = parseRequest(dispatchNoteParamsSchema, request.params);
        const input = parseRequest(dispatchNoteUpdateSchema, request.body);
        await updateDispatchNote(db, callerOf(request), DocEntry, input);
        return answerNote(request, DocEntry);
      },
    );

    for (const action of Object.keys(dispatchActions) as DispatchAction[]) {
      app.post(
        `/dispatch/notes/:DocEntry/${action}`,
        config(dispatchActionRight(action), {
          summary: actionSummaries[action],
          params: dispatchNoteParamsSchema,
          body: dispatchActionBodySchema,
          response: dispatchNoteAnswerSchema,
        }),
        async (request) => {
          const { DocEntry } = parseRequest(dispatchNoteParamsSchema, request.params);
          const { version } = parseRequest(dispatchActionBodySchema, request.body ?? {});
          await moveDispatchNote(db, callerOf(request), DocEntry, action, version);
          return answerNote(request, DocEntry);
        },
      );
    }
  };
}
