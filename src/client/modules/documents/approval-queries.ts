import { queryOptions } from '@tanstack/react-query';
import {
  approvalDecidedAnswerSchema,
  approvalDetailAnswerSchema,
  approvalReportAnswerSchema,
  type DecisionBody,
  type DecisionReportTab,
  type StatusReportTab,
} from '../../../shared/api/approval';
import { documentAnswerSchema } from '../../../shared/api/marketing-docs';
import type { HttpClient } from '../../api/http-client';
import { HttpError } from '../../api/http-errors';

/** Query keys of approval procedures, from one factory so a decision invalidates exactly these. */
export const approvalKeys = {
  all: ['approval'] as const,
  decisionReport: (tab: DecisionReportTab) => [...approvalKeys.all, 'decision-report', tab] as const,
  statusReport: (tab: StatusReportTab) => [...approvalKeys.all, 'status-report', tab] as const,
  document: (objectId: string, docEntry: number) =>
    [...approvalKeys.all, 'document', objectId, docEntry] as const,
};

export const decisionReportQuery = (http: HttpClient, tab: DecisionReportTab) =>
  queryOptions({
    queryKey: approvalKeys.decisionReport(tab),
    queryFn: ({ signal }) =>
      http.get('approval/decision-report', { query: { tab }, schema: approvalReportAnswerSchema, signal }),
    select: (answer) => answer.ResponseData.data,
  });

export const statusReportQuery = (http: HttpClient, tab: StatusReportTab) =>
  queryOptions({
    queryKey: approvalKeys.statusReport(tab),
    queryFn: ({ signal }) =>
      http.get('approval/status-report', { query: { tab }, schema: approvalReportAnswerSchema, signal }),
    select: (answer) => answer.ResponseData.data,
  });

/**
 * A document's approval, or null when it has none (404): most documents never had one, so the
 * banner asks only for drafts and documents whose WddStatus says they went through approval.
 */
export const documentApprovalQuery = (
  http: HttpClient,
  objectId: string,
  docEntry: number,
  enabled: boolean,
) =>
  queryOptions({
    queryKey: approvalKeys.document(objectId, docEntry),
    queryFn: async ({ signal }) => {
      try {
        return (
          await http.get(`approval/documents/${encodeURIComponent(objectId)}/${docEntry}`, {
            schema: approvalDetailAnswerSchema,
            signal,
          })
        ).ResponseData;
      } catch (error) {
        if (error instanceof HttpError && (error.status === 404 || error.status === 403)) return null;
        throw error;
      }
    },
    enabled,
  });

export const decideRequest = (
  http: HttpClient,
  WddCode: number,
  verdict: 'approve' | 'reject',
  body: DecisionBody,
) => http.post(`approval/requests/${WddCode}/${verdict}`, { body, schema: approvalDecidedAnswerSchema });

export const postApprovedDraft = (http: HttpClient, WddCode: number) =>
  http.post(`approval/requests/${WddCode}/post`, { body: {}, schema: documentAnswerSchema });

export const cancelApprovalRequest = (http: HttpClient, WddCode: number) =>
  http.post(`approval/requests/${WddCode}/cancel`, { body: {}, schema: approvalDecidedAnswerSchema });

/** The translation key of a refused approval request. */
export function approvalRefusalKey(error: unknown): string {
  if (!(error instanceof HttpError)) return 'approval.refused.other';
  if (error.status === 403) return 'approval.refused.forbidden';
  if (error.status === 409) return 'approval.refused.decided';
  return 'approval.refused.other';
}
