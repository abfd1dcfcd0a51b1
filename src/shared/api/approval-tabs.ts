/**
 * The tabs of the decision report (for the signed-in authorizer) and of the status report. Apart
 * from approval.ts's schemas: the route table reads them at start, and zod is not needed then.
 */
export const decisionReportTabs = ['pending', 'approved', 'rejected'] as const;
export type DecisionReportTab = (typeof decisionReportTabs)[number];
export const statusReportTabs = [
  'pending',
  'approved',
  'rejected',
  'cancelled',
  'generated',
  'authorizer',
] as const;
export type StatusReportTab = (typeof statusReportTabs)[number];
