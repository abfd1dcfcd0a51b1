import type { alerts } from '../db/schema/alerts';

/**
 * The demo company's alerts: stock under its minimum for the warehouse staff and the
 * administrators, and documents waiting for approval for the administrators. Both run after each
 * change, so a fresh demo has no notification until someone posts a document.
 */
export const demoAlerts: (typeof alerts.$inferInsert)[] = [
  {
    AlertCode: 'LOW-STOCK',
    Name: 'Items under their minimum stock',
    AlertKind: 'stock-below-minimum',
    Priority: 'H',
    GroupCodes: 'warehouse, administrators',
  },
  {
    AlertCode: 'APPROVALS',
    Name: 'Documents waiting for approval',
    AlertKind: 'document-pending-approval',
    Priority: 'N',
    GroupCodes: 'administrators',
  },
];
