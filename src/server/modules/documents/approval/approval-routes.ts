import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppAbility } from '../../../../shared/access/app-ability';
import {
  type ApprovalDetail,
  approvalDecidedAnswerSchema,
  approvalDetailAnswerSchema,
  approvalReportAnswerSchema,
  decisionBodySchema,
  decisionReportQuerySchema,
  requestParamsSchema,
  statusReportQuerySchema,
} from '../../../../shared/api/approval';
import { resultCodeOk } from '../../../../shared/api/envelopes';
import { documentAnswerSchema, documentObjectTypeSchema } from '../../../../shared/api/marketing-docs';
import { findDocumentType } from '../../../../shared/documents/object-types';
import type { Database } from '../../../db/database';
import { AppError, notFound } from '../../../errors/app-error';
import { said } from '../../../errors/local-text';
import type { ChangeListener } from '../../../events/committed-change';
import { parseRequest } from '../../../http/parse-request';
import { abilityOf, sessionOf } from '../../../http/request-session';
import type { RouteDoc } from '../../../http/route-doc';
import type { Caller } from '../../../resources/record-store';
import { authorizeDocument } from '../document-access';
import { visibleDocument } from '../document-visibility';
import { cancelRequest, decide, postApproved, requestOfDocument } from './approval-actions';
import { approvalDetail, decisionReport, statusReport } from './approval-reports';

/** Who may read every approval request (administrators); others see their own and what they decide. */
const requestSubject = 'ApprovalRequest';
const signedIn = (doc: RouteDoc) => ({
  config: { access: 'signed-in' as const, doc: { tag: 'approval', ...doc } },
});

const documentParamsSchema = z.strictObject({
  objectType: documentObjectTypeSchema,
  DocEntry: z.coerce.number().int().positive().max(2_147_483_647),
});

const callerOf = (request: FastifyRequest): Caller => ({
  ability: abilityOf(request),
  userId: sessionOf(request).userId,
});

const seesEveryRequest = (ability: AppAbility) => ability.can('read', requestSubject);

/**
 * Approval procedures over marketing documents: the two reports, a document's approval, and the
 * decisions, posting and cancelling of a request. Every signed-in user may call them; what each
 * answers or allows depends on the caller's part in the request (originator, authorizer) and is
 * checked on the locked rows.
 */
/**
 * `onCommitted` hears a posted approved draft, as the document routes' creations are heard: its
 * stock moved and its partner's balance changed (alerts evaluate there).
 */
export function approvalRoutes(database: Database, onCommitted: ChangeListener = async () => undefined) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    app.get(
      '/approval/decision-report',
      signedIn({
        summary: 'Requests the caller decides',
        query: decisionReportQuerySchema,
        response: approvalReportAnswerSchema,
      }),
      async (request) => {
        const { tab } = parseRequest(decisionReportQuerySchema, request.query);
        const data = await decisionReport(db, sessionOf(request).userId, tab);
        return { ResultCode: resultCodeOk, ResponseData: { data, total: data.length } };
      },
    );

    app.get(
      '/approval/status-report',
      signedIn({
        summary: 'Requests the caller made (every request for administrators)',
        query: statusReportQuerySchema,
        response: approvalReportAnswerSchema,
      }),
      async (request) => {
        const { tab } = parseRequest(statusReportQuerySchema, request.query);
        const caller = callerOf(request);
        const data = await statusReport(
          db,
          tab,
          seesEveryRequest(caller.ability) ? undefined : caller.userId,
        );
        return { ResultCode: resultCodeOk, ResponseData: { data, total: data.length } };
      },
    );

    app.get(
      '/approval/documents/:objectType/:DocEntry',
      signedIn({
        summary: "A document's approval request and what the caller may do with it",
        params: documentParamsSchema,
        response: approvalDetailAnswerSchema,
      }),
      async (request) => {
        const { objectType, DocEntry } = parseRequest(documentParamsSchema, request.params);
        const caller = callerOf(request);
        const found = await requestOfDocument(db, { ObjType: objectType, DocEntry });
        const detail = found && (await approvalDetail(db, found.WddCode));
        if (!detail) throw notFound(said('approvalOfNotFound', { type: objectType, entry: DocEntry }));
        const isOwner = detail.OwnerID === caller.userId;
        const mine = detail.decisions.filter((decision) => decision.UserID === caller.userId);
        const isAuthorizer = mine.length > 0;
        if (!isOwner && !isAuthorizer && !seesEveryRequest(caller.ability))
          throw new AppError(403, 'FORBIDDEN', said('noPartInApproval'));
        const { OwnerID: _, decisions, ...shown } = detail;
        const answer: ApprovalDetail = {
          ...shown,
          decisions: decisions.map(({ UserID: _user, ...decision }) => decision),
          can: {
            decide:
              detail.Status === 'W' &&
              mine.some((decision) => decision.StepCode === detail.CurrStep && decision.Status === 'W'),
            post: isOwner && detail.Status === 'Y',
            cancel: isOwner && (detail.Status === 'W' || detail.Status === 'Y'),
          },
        };
        return { ResultCode: resultCodeOk, ResponseData: answer };
      },
    );

    for (const [action, verdict] of [
      ['approve', 'Y'],
      ['reject', 'N'],
    ] as const) {
      app.post(
        `/approval/requests/:WddCode/${action}`,
        signedIn({
          summary: `${verdict === 'Y' ? 'Approves' : 'Rejects'} a request at the caller's stage`,
          params: requestParamsSchema,
          body: decisionBodySchema,
          response: approvalDecidedAnswerSchema,
        }),
        async (request) => {
          const { WddCode } = parseRequest(requestParamsSchema, request.params);
          const body = parseRequest(decisionBodySchema, request.body ?? {});
          const decided = await decide(db, callerOf(request), WddCode, verdict, body);
          return { ResultCode: resultCodeOk, ResponseData: { WddCode, Status: decided.Status } };
        },
      );
    }

    app.post(
      '/approval/requests/:WddCode/post',
      signedIn({
        summary: 'Posts the approved draft as a document',
        params: requestParamsSchema,
        response: documentAnswerSchema,
        created: true,
      }),
      async (request, reply) => {
        const { WddCode } = parseRequest(requestParamsSchema, request.params);
        const caller = callerOf(request);
        const accessVersion = sessionOf(request).accessVersion;
        const document = await postApproved(
          db,
          caller,
          WddCode,
          (change) => void onCommitted({ ...change, configurationVersion: accessVersion }),
        );
        const type = findDocumentType(document.ObjType);
        if (!type) throw notFound(said('documentTypeNotFound', { type: document.ObjType }));
        authorizeDocument(caller.ability, 'read', type.subject, document);
        reply.status(201);
        return {
          ResultCode: resultCodeOk,
          ResponseData: visibleDocument(caller.ability, type.subject, document),
        };
      },
    );

    app.post(
      '/approval/requests/:WddCode/cancel',
      signedIn({
        summary: 'Cancels a request the caller made',
        params: requestParamsSchema,
        response: approvalDecidedAnswerSchema,
      }),
      async (request) => {
        const { WddCode } = parseRequest(requestParamsSchema, request.params);
        const cancelled = await cancelRequest(db, callerOf(request), WddCode);
        return { ResultCode: resultCodeOk, ResponseData: { WddCode, Status: cancelled.Status } };
      },
    );
  };
}
