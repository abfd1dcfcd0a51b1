import { findDocumentType } from '../../../shared/documents/object-types';
import type { GridRow, OpenRowHow } from '../../grid/grid-types';
import { documentHrefs } from '../../routes/document-hrefs';
import type { PaneOpener } from '../../shell/pane-opener';

/**
 * Where a ledger row leads: its document when its type has screens and the document exists (the
 * demo's opening stock has ledger rows and no document), else the transaction's rows.
 */
export function movementHref(row: GridRow): string {
  const type = findDocumentType(String(row.TransType ?? ''));
  return type && typeof row.CreatedBy === 'number' && typeof row.DocNum === 'number'
    ? documentHrefs.document(type, row.CreatedBy)
    : `/inventory/reports/transactions/${String(row.TransNum ?? '')}`;
}

export const openMovement = (open: PaneOpener) => (row: GridRow, how: OpenRowHow) =>
  open(movementHref(row), how);
