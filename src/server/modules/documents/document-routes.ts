import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Action } from '../../../shared/access/app-ability';
import { documentPdfQuerySchema } from '../../../shared/api/document-pdf';
import { resultCodeOk } from '../../../shared/api/envelopes';
import {
  documentActionSchema,
  documentAnswerSchema,
  documentCreateSchema,
  documentListAnswerSchema,
  documentListQuerySchema,
  documentObjectTypeSchema,
  documentUpdateSchema,
} from '../../../shared/api/marketing-docs';
import { type DocumentType, documentTypes, findDocumentType } from '../../../shared/documents/object-types';
import { documentConditionColumns } from '../../access/document-rule-columns';
import { accessibleWhere } from '../../access/sql-conditions';
import { keepVisibleFields, readableFields } from '../../access/visible-fields';
import { CountCache } from '../../db/count-cache';
import type { Database } from '../../db/database';
import { followUpOf } from '../../db/keyset';
import { AppError, notFound } from '../../errors/app-error';
import { named, said } from '../../errors/local-text';
import type { ChangeListener, CommittedChange } from '../../events/committed-change';
import { parseRequest } from '../../http/parse-request';
import { languageOfHeader } from '../../http/request-language';
import { abilityOf, sessionOf } from '../../http/request-session';
import type { RouteDoc } from '../../http/route-doc';
import { ConfigurationCache } from '../../posting/configuration-cache';
import type { Caller } from '../../resources/record-store';
import { requestOfDocument } from './approval/approval-actions';
import { documentSubjectOf, mayReadDocument } from './document-access';
import { createDocument } from './document-create';
import { listDocuments } from './document-list-query';
import { cancelDocument, closeDocument } from './document-status';
import { readDocument } from './document-store';
import { updateDocument } from './document-update';
import { visibleDocument } from './document-visibility';
import { exportDocumentPdf } from './pdf/document-pdf-export';

const listParamsSchema = z.object({ objectType: documentObjectTypeSchema });
const recordParamsSchema = z.object({
  objectType: documentObjectTypeSchema,
  DocEntry: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Each document type is its own subject (SalesOrder for 17), named by the path's objectType. */
const subjectBy = {
  param: 'objectType',
  subjects: Object.fromEntries(documentTypes.map((type) => [type.objectId, type.subject])),
};
const access = (action: Action, doc: Omit<RouteDoc, 'subjectBy' | 'tag'>) => ({
  config: {
    access: { action, subject: documentSubjectOf },
    doc: { tag: 'marketing/docs', subjectBy, ...doc },
  },
});

function typeOf(objectType: string): DocumentType {
  const type = findDocumentType(objectType);
  if (!type) throw new Error(`document type ${objectType} passed validation but is unknown`);
  return type;
}

function recordOf(request: FastifyRequest) {
  const { objectType, DocEntry } = parseRequest(recordParamsSchema, request.params);
  return { type: typeOf(objectType), DocEntry };
}

const callerOf = (request: FastifyRequest): Caller => ({
  ability: abilityOf(request),
  userId: sessionOf(request).userId,
});

/**
 * The marketing documents API (SAP Business One's ORDR, ODLN, OINV, OPOR, ... in one shape).
 * `onCommitted` hears every committed create, update, close and cancel (alerts evaluate there, from
 * the app's after-commit queue); `configuration` is the posting core's cache, one per server;
 * `counts` keeps the lists' totals, and the app tells it when documents change.
 */
export function documentRoutes(
  database: Database,
  onCommitted: ChangeListener = async () => undefined,
  configuration = new ConfigurationCache(database.db),
  counts: CountCache = new CountCache(0),
) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    /** The posting core's environment of a request: the cache at its access version, and the queue. */
    const environmentOf = (request: FastifyRequest) => {
      const accessVersion = sessionOf(request).accessVersion;
      return {
        cache: configuration,
        accessVersion,
        afterCommit: (change: CommittedChange) =>
          void onCommitted({ ...change, configurationVersion: accessVersion }),
      };
    };

    app.get(
      '/marketing/docs/:objectType',
      access('read', {
        summary: 'A page of documents of a type, filtered and sorted',
        params: listParamsSchema,
        query: documentListQuerySchema,
        response: documentListAnswerSchema,
      }),
      async (request) => {
        const { objectType } = parseRequest(listParamsSchema, request.params);
        const query = parseRequest(documentListQuerySchema, request.query);
        const ability = abilityOf(request);
        const subject = documentSubjectOf(request);
        // Filtering by a field the reader may not see would disclose it one request at a time.
        const filtered = (query.filters ?? []).map((filter) => filter.field);
        const readable = readableFields(ability, subject, filtered);
        const hidden = filtered.find((field) => !readable.has(field));
        if (hidden) throw new AppError(403, 'FORBIDDEN', said('mayNotFilterBy', { field: hidden }));
        const where = accessibleWhere(ability, 'read', subject, documentConditionColumns);
        const page = await listDocuments(db, objectType, query, where, counts);
        return {
          ResultCode: resultCodeOk,
          ResponseData: {
            data: keepVisibleFields(ability, subject, page.data),
            total: page.total,
            ...followUpOf(page),
          },
        };
      },
    );

    /**
     * The document as this reader may see it, after the same checks for GET and its PDF. One they
     * may not read answers as a missing one: 404, in the same words.
     */
    const readVisible = async (request: FastifyRequest) => {
      const { type, DocEntry } = recordOf(request);
      const ability = abilityOf(request);
      const document = await readDocument(db, { ObjType: type.objectId, DocEntry });
      if (!document || !mayReadDocument(ability, type.subject, document))
        throw notFound(said('recordNotFound', { subject: named(type.nameKey), key: DocEntry }));
      return { type, visible: visibleDocument(ability, type.subject, document) };
    };

    app.get(
      '/marketing/docs/:objectType/:DocEntry',
      access('read', {
        summary: 'One document with its lines',
        params: recordParamsSchema,
        response: documentAnswerSchema,
      }),
      async (request) => ({
        ResultCode: resultCodeOk,
        ResponseData: (await readVisible(request)).visible,
      }),
    );

    app.get(
      '/marketing/docs/:objectType/:DocEntry/pdf',
      access('read', {
        summary: 'One document as PDF, in a language',
        params: recordParamsSchema,
        query: documentPdfQuerySchema,
        produces: 'application/pdf',
      }),
      async (request, reply) => {
        const { lang } = parseRequest(documentPdfQuerySchema, request.query);
        const { type, visible } = await readVisible(request);
        const language = lang ?? languageOfHeader(request.headers['accept-language']);
        const { fileName, bytes } = await exportDocumentPdf(db, type, visible, language);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('Content-Language', language)
          .header('Cache-Control', 'private, no-store')
          .send(bytes);
      },
    );

    app.post(
      '/marketing/docs/:objectType',
      access('create', {
        summary: 'Creates and posts a document (or an approval request)',
        params: listParamsSchema,
        body: documentCreateSchema,
        response: documentAnswerSchema,
        created: true,
      }),
      async (request, reply) => {
        const { objectType } = parseRequest(listParamsSchema, request.params);
        const input = parseRequest(documentCreateSchema, request.body);
        const caller = callerOf(request);
        const type = typeOf(objectType);
        const document = await createDocument(db, caller, type, input, environmentOf(request));
        const ResponseData = visibleDocument(caller.ability, type.subject, document);
        // Kept for approval: stored (202 Accepted), not posted; the request says where it stands.
        const held = document.Draft === 'Y' ? await requestOfDocument(db, document) : undefined;
        if (held) {
          reply.status(202);
          return {
            ResultCode: resultCodeOk,
            ResponseData,
            Approval: { WddCode: held.WddCode, Status: held.Status },
          };
        }
        reply.status(201);
        return { ResultCode: resultCodeOk, ResponseData };
      },
    );

    app.patch(
      '/marketing/docs/:objectType/:DocEntry',
      access('update', {
        summary: 'Changes an open document, given the version read',
        params: recordParamsSchema,
        body: documentUpdateSchema,
        response: documentAnswerSchema,
      }),
      async (request) => {
        const { type, DocEntry } = recordOf(request);
        const input = parseRequest(documentUpdateSchema, request.body);
        const caller = callerOf(request);
        const document = await updateDocument(db, caller, type, DocEntry, input, environmentOf(request));
        return {
          ResultCode: resultCodeOk,
          ResponseData: visibleDocument(caller.ability, type.subject, document),
        };
      },
    );

    for (const [action, run] of [
      ['close', closeDocument],
      ['cancel', cancelDocument],
    ] as const) {
      app.post(
        `/marketing/docs/:objectType/:DocEntry/${action}`,
        access(action, {
          summary: `${action === 'close' ? 'Closes' : 'Cancels'} a document, given the version read`,
          params: recordParamsSchema,
          body: documentActionSchema,
          response: documentAnswerSchema,
        }),
        async (request) => {
          const { type, DocEntry } = recordOf(request);
          const { version } = parseRequest(documentActionSchema, request.body);
          const caller = callerOf(request);
          const document = await run(db, caller, type, DocEntry, version, environmentOf(request).afterCommit);
          return {
            ResultCode: resultCodeOk,
            ResponseData: visibleDocument(caller.ability, type.subject, document),
          };
        },
      );
    }
  };
}
