import { z } from 'zod';
import { boundedText, decimalString, isoDate } from '../wire/wire-formats';
import {
  type DecisionReportTab,
  decisionReportTabs,
  type StatusReportTab,
  statusReportTabs,
} from './approval-tabs';

/**
 * Approval requests (OWDD) and decisions (WDD1) on the wire. A request is W pending, Y approved,
 * N rejected, C cancelled by its originator or P posted ("generated") from the approved draft;
 * a decision is W until its authorizer decides, then Y or N.
 */
export const requestStatuses = ['W', 'Y', 'N', 'C', 'P'] as const;
export type RequestStatus = (typeof requestStatuses)[number];
export const decisionStatuses = ['W', 'Y', 'N'] as const;
export type DecisionStatus = (typeof decisionStatuses)[number];

export { type DecisionReportTab, decisionReportTabs, type StatusReportTab, statusReportTabs };

/** What each status report tab lists, by request status (the authorizer tab lists decisions). */
export const statusOfTab = {
  pending: 'W',
  approved: 'Y',
  rejected: 'N',
  cancelled: 'C',
  generated: 'P',
} as const satisfies Record<Exclude<StatusReportTab, 'authorizer'>, RequestStatus>;

export const decisionReportQuerySchema = z.strictObject({
  tab: z.enum(decisionReportTabs).default('pending'),
});
export const statusReportQuerySchema = z.strictObject({ tab: z.enum(statusReportTabs).default('pending') });

export const decisionBodySchema = z.strictObject({
  Remarks: boundedText(254, { multiline: true, trim: true }).optional(),
});
export type DecisionBody = z.infer<typeof decisionBodySchema>;

export const requestParamsSchema = z.strictObject({
  WddCode: z.coerce.number().int().positive().max(2_147_483_647),
});

/** What approving, rejecting or cancelling a request answers: the request and its status now. */
export const approvalDecidedAnswerSchema = z.object({
  ResultCode: z.literal(1200),
  ResponseData: z.object({ WddCode: z.number().int(), Status: z.string() }),
});

/** One line of a report: the request and its document, with a decision when the report lists them. */
export const approvalReportRowSchema = z.object({
  WddCode: z.number().int(),
  ObjType: z.string(),
  DocEntry: z.number().int(),
  DocNum: z.number().int(),
  DocDate: isoDate,
  CardCode: z.string().nullable(),
  CardName: z.string(),
  DocCur: z.string(),
  DocTotal: decimalString,
  OwnerCode: z.string(),
  TemplateName: z.string(),
  Status: z.enum(requestStatuses),
  StageName: z.string().nullable(),
  CreateDate: z.string(),
  /** The decision of the report's row (decision report, authorizer tab). */
  DecisionStatus: z.enum(decisionStatuses).nullable(),
  AuthorizerCode: z.string().nullable(),
  Remarks: z.string().nullable(),
  DecidedAt: z.string().nullable(),
});
export type ApprovalReportRow = z.infer<typeof approvalReportRowSchema>;

export const approvalReportAnswerSchema = z.object({
  ResultCode: z.number(),
  ResponseData: z.object({ data: z.array(approvalReportRowSchema), total: z.number().int() }),
});

export const approvalDecisionRowSchema = z.object({
  StepCode: z.number().int(),
  StageName: z.string(),
  MaxReqr: z.number().int(),
  MaxRejReqr: z.number().int(),
  UserCode: z.string(),
  UserName: z.string(),
  Status: z.enum(decisionStatuses),
  Remarks: z.string().nullable(),
  UpdateDate: z.string().nullable(),
});
export type ApprovalDecisionRow = z.infer<typeof approvalDecisionRowSchema>;

/** A document's approval as its banner shows it, with what the reader may do next. */
export const approvalDetailSchema = z.object({
  WddCode: z.number().int(),
  ObjType: z.string(),
  DocEntry: z.number().int(),
  Status: z.enum(requestStatuses),
  CurrStep: z.number().int(),
  TemplateName: z.string(),
  OwnerCode: z.string(),
  decisions: z.array(approvalDecisionRowSchema),
  can: z.object({ decide: z.boolean(), post: z.boolean(), cancel: z.boolean() }),
});
export type ApprovalDetail = z.infer<typeof approvalDetailSchema>;

export const approvalDetailAnswerSchema = z.object({
  ResultCode: z.number(),
  ResponseData: approvalDetailSchema,
});
