import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Action } from '../../../shared/access/app-ability';
import {
  type DispatchReturn,
  dispatchNoteAnswerSchema,
  dispatchNoteParamsSchema,
  dispatchNotePdfQuerySchema,
  dispatchReturnAnswerSchema,
  dispatchReturnListAnswerSchema,
  dispatchReturnListQuerySchema,
  dispatchReturnParamsSchema,
  dispatchReturnPostSchema,
  stopDeliveryParamsSchema,
  stopDeliverySchema,
} from '../../../shared/api/dispatch';
import { resultCodeOk } from '../../../shared/api/envelopes';
import { authorizeRecord, mayRead } from '../../access/record-checks';
import { accessibleWhere } from '../../access/sql-conditions';
import { keepVisibleFields, readableFields } from '../../access/visible-fields';
import type { Database } from '../../db/database';
import { followUpOf } from '../../db/keyset';
import { AppError, notFound } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { ChangeListener } from '../../events/committed-change';
import { parseRequest } from '../../http/parse-request';
import { abilityOf, sessionOf } from '../../http/request-session';
import type { RouteDoc } from '../../http/route-doc';
import type { ConfigurationCache } from '../../posting/configuration-cache';
import { exportDispatchNotePdf } from './dispatch-note-pdf';
import { readDispatchNote } from './dispatch-read';
import { dispatchReturnConditionColumns, listDispatchReturns, readDispatchReturn } from './dispatch-returns';
import { postingEnvironmentOf } from './posting-environment';
import { type DocumentsPort, postDispatchReturn } from './return-posting';
import { recordStopDelivery } from './stop-delivery';

const subject = 'Dispatch';
/** Posting a dispatch return makes a return (16): the caller needs that right as well as Dispatch's. */
const returnSubject = 'SalesReturn';

/**
 * A dispatch return as the Dispatch subject's rules judge it: `Kind` tells it from a note, so a
 * rule may allow returns alone (the warehouse staff's update, docs/decisions.md).
 */
const asReturnRecord = (found: DispatchReturn) => ({ ...found, Kind: 'return' });

/** A note's or a return's answer without the fields the caller's rules on Dispatch hide. */
const visibleOf = (request: FastifyRequest, row: Record<string, unknown>) =>
  keepVisibleFields(abilityOf(request), subject, [row])[0];

const config = (action: Action, doc: RouteDoc) => ({
  config: { access: { action, subject }, doc: { tag: 'dispatch', ...doc } },
});

/**
 * What happens after a load leaves (issue 23): a stop's proof of delivery, the dispatch returns
 * it makes and their posting as returns (16) on the posting core, and the printable note. `port`
 * is the documents module's posting of a return, handed in by the app.
 */
export function dispatchDeliveryRoutes<Line>(
  database: Database,
  onCommitted: ChangeListener,
  configuration: ConfigurationCache,
  port: DocumentsPort<Line>,
) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    /** The note if the caller may read it; 404 for one they may not, as for one that is not there. */
    const readVisibleNote = async (request: FastifyRequest, DocEntry: number) => {
      const note = await readDispatchNote(db, DocEntry);
      if (!note || !mayRead(abilityOf(request), subject, note))
        throw notFound(said('dispatchNoteNotFound', { entry: DocEntry }));
      return note;
    };
    const readVisibleReturn = async (request: FastifyRequest, ReturnEntry: number) => {
      const found = await readDispatchReturn(db, ReturnEntry);
      if (!found || !mayRead(abilityOf(request), subject, asReturnRecord(found)))
        throw notFound(said('dispatchReturnNotFound', { entry: ReturnEntry }));
      return found;
    };

    app.post(
      '/dispatch/notes/:DocEntry/stops/:StopNum/delivery',
      config('update', {
        summary: "Records a stop's proof of delivery; what fell short becomes the stop's dispatch return",
        params: stopDeliveryParamsSchema,
        body: stopDeliverySchema,
        response: dispatchNoteAnswerSchema,
      }),
      async (request) => {
        const { DocEntry, StopNum } = parseRequest(stopDeliveryParamsSchema, request.params);
        const input = parseRequest(stopDeliverySchema, request.body);
        await recordStopDelivery(
          db,
          { ability: abilityOf(request), userId: sessionOf(request).userId },
          { DocEntry: Number(DocEntry), StopNum: Number(StopNum) },
          input,
        );
        return {
          ResultCode: resultCodeOk,
          ResponseData: visibleOf(request, await readVisibleNote(request, Number(DocEntry))),
        };
      },
    );

    app.get(
      '/dispatch/notes/:DocEntry/pdf',
      config('read', {
        summary: 'A dispatch note as PDF (stops, lines, signature boxes, QR of its scan code), in a language',
        params: dispatchNoteParamsSchema,
        query: dispatchNotePdfQuerySchema,
        produces: 'application/pdf',
      }),
      async (request, reply) => {
        const { DocEntry } = parseRequest(dispatchNoteParamsSchema, request.params);
        const { lang } = parseRequest(dispatchNotePdfQuerySchema, request.query);
        const note = await readVisibleNote(request, Number(DocEntry));
        const visible = readableFields(abilityOf(request), subject, Object.keys(note));
        const { fileName, bytes, language } = await exportDispatchNotePdf(db, note, {
          asked: lang,
          acceptLanguage: request.headers['accept-language'],
          shows: (field) => visible.has(field),
        });
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('Content-Language', language)
          .header('Cache-Control', 'private, no-store')
          .send(bytes);
      },
    );

    app.get(
      '/dispatch/returns',
      config('read', {
        summary: 'Dispatch returns (what stops brought back), newest first, a page at a time',
        query: dispatchReturnListQuerySchema,
        response: dispatchReturnListAnswerSchema,
      }),
      async (request) => {
        const query = parseRequest(dispatchReturnListQuerySchema, request.query);
        const readable = accessibleWhere(abilityOf(request), 'read', subject, dispatchReturnConditionColumns);
        const { data, total, more, next } = await listDispatchReturns(db, query, readable);
        const visible = keepVisibleFields(abilityOf(request), subject, data);
        return {
          ResultCode: resultCodeOk,
          ResponseData: { data: visible, total, ...followUpOf({ more, next }) },
        };
      },
    );

    app.get(
      '/dispatch/returns/:ReturnEntry',
      config('read', {
        summary: 'One dispatch return with its lines',
        params: dispatchReturnParamsSchema,
        response: dispatchReturnAnswerSchema,
      }),
      async (request) => {
        const { ReturnEntry } = parseRequest(dispatchReturnParamsSchema, request.params);
        return {
          ResultCode: resultCodeOk,
          ResponseData: visibleOf(request, await readVisibleReturn(request, Number(ReturnEntry))),
        };
      },
    );

    app.post(
      '/dispatch/returns/:ReturnEntry/post',
      config('update', {
        summary:
          'Posts a dispatch return as a return (16) against its delivery; redelivered lines reopen their sales order',
        params: dispatchReturnParamsSchema,
        body: dispatchReturnPostSchema,
        response: dispatchReturnAnswerSchema,
      }),
      async (request) => {
        const { ReturnEntry } = parseRequest(dispatchReturnParamsSchema, request.params);
        const input = parseRequest(dispatchReturnPostSchema, request.body ?? {});
        const ability = abilityOf(request);
        const entry = Number(ReturnEntry);
        const found = await readVisibleReturn(request, entry);
        authorizeRecord(ability, 'update', subject, asReturnRecord(found));
        if (!ability.can('create', returnSubject))
          throw new AppError(
            403,
            'FORBIDDEN',
            said('mayNotThis', { action: 'create', subject: returnSubject }),
          );
        await postDispatchReturn(
          db,
          port,
          { ability, userId: sessionOf(request).userId },
          postingEnvironmentOf(request, configuration, onCommitted),
          entry,
          input,
        );
        return {
          ResultCode: resultCodeOk,
          ResponseData: visibleOf(request, await readVisibleReturn(request, entry)),
        };
      },
    );
  };
}
