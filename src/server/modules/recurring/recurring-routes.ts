import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Action } from '../../../shared/access/app-ability';
import { resultCodeOk } from '../../../shared/api/envelopes';
import { documentCreateSchema } from '../../../shared/api/marketing-docs';
import {
  recurringDocumentAnswerSchema,
  recurringDueAnswerSchema,
  recurringDueKeySchema,
  recurringRunAnswerSchema,
  recurringTemplateParamsSchema,
} from '../../../shared/api/recurring';
import { accessibleWhere } from '../../access/sql-conditions';
import type { Database } from '../../db/database';
import type { ChangeListener, CommittedChange } from '../../events/committed-change';
import { parseRequest } from '../../http/parse-request';
import { abilityOf, sessionOf } from '../../http/request-session';
import type { RouteDoc } from '../../http/route-doc';
import type { ConfigurationCache } from '../../posting/configuration-cache';
import { listDue, recurringConditionColumns } from './recurring-due';
import {
  executeDue,
  keepDraft,
  type RecurringEnvironment,
  type RecurringPort,
  skipDue,
} from './recurring-execute';

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * Recurring transactions (issue 25): what is due, executed or skipped one due date at a time. The
 * templates themselves are a resource (recurring-bindings.ts). Executing changes the template's
 * state (update on RecurringTemplate) and creates its document (create on the document's type).
 */
export function recurringRoutes(
  database: Database,
  port: RecurringPort,
  configuration: ConfigurationCache,
  notify: ChangeListener,
) {
  const db = database.db;
  const config = (action: Action, doc: RouteDoc) => ({
    config: { access: { action, subject: 'RecurringTemplate' }, doc: { tag: 'logistics-hub', ...doc } },
  });
  const readable = (request: FastifyRequest) =>
    accessibleWhere(abilityOf(request), 'read', 'RecurringTemplate', recurringConditionColumns);
  const callerOf = (request: FastifyRequest) => ({
    ability: abilityOf(request),
    userId: sessionOf(request).userId,
  });
  const environmentOf = (request: FastifyRequest): RecurringEnvironment => {
    const { accessVersion } = sessionOf(request);
    return {
      cache: configuration,
      accessVersion,
      afterCommit: (change: CommittedChange) =>
        void notify({ ...change, configurationVersion: accessVersion }),
    };
  };
  const dueKeyOf = (request: FastifyRequest) => ({
    key: parseRequest(recurringDueKeySchema, request.body),
    readable: readable(request),
    today: todayIso(),
  });

  return async (app: FastifyInstance) => {
    app.get(
      '/logistics-hub/recurring-transactions',
      config('read', {
        summary:
          'Due dates of the recurring templates up to today, neither executed nor skipped, oldest first',
        response: recurringDueAnswerSchema,
      }),
      async (request) => {
        const data = await listDue(db, readable(request), todayIso());
        return { ResultCode: resultCodeOk, ResponseData: { data, total: data.length } };
      },
    );

    app.post(
      '/logistics-hub/recurring-transactions/execute',
      config('update', {
        summary: "Creates a due date's document from its template, once; a second attempt is told 409",
        body: recurringDueKeySchema,
        response: recurringRunAnswerSchema,
        created: true,
      }),
      async (request, reply) => {
        const ResponseData = await executeDue(
          db,
          port,
          callerOf(request),
          environmentOf(request),
          dueKeyOf(request),
        );
        reply.status(201);
        return { ResultCode: resultCodeOk, ResponseData };
      },
    );

    app.put(
      '/logistics-hub/recurring-templates/:TemplateId/document',
      config('update', {
        summary: "Keeps a draft (the editor's create payload, not posted) as the template's document",
        params: recurringTemplateParamsSchema,
        body: documentCreateSchema,
        response: recurringDocumentAnswerSchema,
      }),
      async (request) => {
        const { TemplateId } = parseRequest(recurringTemplateParamsSchema, request.params);
        const draft = parseRequest(documentCreateSchema, request.body);
        const readableForUpdate = accessibleWhere(
          abilityOf(request),
          'update',
          'RecurringTemplate',
          recurringConditionColumns,
        );
        const ResponseData = await keepDraft(db, TemplateId, draft, readableForUpdate);
        return { ResultCode: resultCodeOk, ResponseData };
      },
    );

    app.post(
      '/logistics-hub/recurring-transactions/skip',
      config('update', {
        summary: 'Skips a due date of a template: recorded, never executed later',
        body: recurringDueKeySchema,
        response: recurringRunAnswerSchema,
      }),
      async (request) => {
        const ResponseData = await skipDue(db, callerOf(request), dueKeyOf(request));
        return { ResultCode: resultCodeOk, ResponseData };
      },
    );
  };
}
