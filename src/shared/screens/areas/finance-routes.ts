import type { RouteDefinition } from '../route-definition';
import { page } from '../screen-builders';

const reports = '/Banking/reports';
const statement = '/business-partners/account-statement';

/**
 * The finance reports (issue 22), beyond the specification's routes: under Banking where SAP
 * Business One's users look for the journal and the financial reports, and the account statement
 * beside the partners (docs/decisions.md). Declared once here, read by the catalogue, the screen
 * registry and the screens' links.
 */
export const financeReportPaths = {
  journalEntries: `${reports}/journal-entries`,
  journalEntry: `${reports}/journal-entries/$id`,
  trialBalance: `${reports}/trial-balance`,
  customerAging: `${reports}/customer-aging`,
  vendorAging: `${reports}/vendor-aging`,
  statement,
  partnerStatement: `${statement}/$id`,
} as const;
export type FinanceReport = keyof typeof financeReportPaths;

const journal = { subject: 'JournalEntry' } as const;
// The aging is read under the partners' rules (a sales user's own customers), not the journal's,
// by those who may read the partners' balances (not dispatchers, in the demo rules).
const partners = { subject: 'BusinessPartner', field: 'Balance' } as const;

export const financeRoutes: RouteDefinition[] = [
  ...page(financeReportPaths.journalEntries, { ...journal, icon: 'tabler-notebook' }),
  ...page(financeReportPaths.journalEntry, journal),
  ...page(financeReportPaths.trialBalance, { ...journal, icon: 'tabler-scale' }),
  ...page(financeReportPaths.customerAging, { ...partners, icon: 'tabler-calendar-due' }),
  ...page(financeReportPaths.vendorAging, { ...partners, icon: 'tabler-calendar-time' }),
  ...page(financeReportPaths.statement, { ...journal, icon: 'tabler-file-text' }),
  ...page(financeReportPaths.partnerStatement, journal),
];

/** A partner's account statement. */
export const partnerStatementHref = (cardCode: string) => `${statement}/${encodeURIComponent(cardCode)}`;

/** A journal entry's view. */
export const journalEntryHref = (transId: number | string) =>
  `${reports}/journal-entries/${encodeURIComponent(String(transId))}`;
