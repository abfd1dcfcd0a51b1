import type { MarketingDocument } from '../../../shared/api/marketing-docs';
import type { DocumentType } from '../../../shared/documents/object-types';
import type { Tx } from '../../db/database';
import { AppError, notFound } from '../../errors/app-error';
import { named, said } from '../../errors/local-text';
import { writeAudit } from '../../resources/audit-trail';
import type { Caller } from '../../resources/record-store';
import { authorizeDocument, mayReadDocument } from './document-access';
import { documentAuditResource } from './document-create';
import { type DocumentKey, readDocument } from './document-store';

export const staleDocument = (type: DocumentType) =>
  new AppError(409, 'VERSION_CONFLICT', said('documentStale', { document: named(type.nameKey) }));

/**
 * The document to change, locked for the transaction, after the checks every change makes in
 * this order: it exists and the caller may read it (404 for both, so that nothing tells another
 * owner's document from a missing one), the version is the one read (409), and the caller may
 * take `action` on it as it stands (403, e.g. a closed one).
 */
export async function documentForChange(
  tx: Tx,
  caller: Caller,
  type: DocumentType,
  key: DocumentKey,
  version: number,
  action: 'update' | 'close' | 'cancel',
): Promise<MarketingDocument> {
  const current = await readDocument(tx, key, true);
  if (!current || current.Draft === 'Y' || !mayReadDocument(caller.ability, type.subject, current))
    throw notFound(said('recordNotFound', { subject: named(type.nameKey), key: key.DocEntry }));
  if (current.version !== version) throw staleDocument(type);
  authorizeDocument(caller.ability, action, type.subject, current);
  return current;
}

export function refuseUnlessOpen(
  type: DocumentType,
  document: MarketingDocument,
  doing: 'changed' | 'closed',
): void {
  if (document.CANCELED === 'Y')
    throw new AppError(
      409,
      'INVALID_STATE',
      said(`documentCancelledCannot_${doing}`, { document: named(type.nameKey), number: document.DocNum }),
    );
  if (document.DocStatus !== 'O')
    throw new AppError(
      409,
      'INVALID_STATE',
      said(`documentClosedCannot_${doing}`, { document: named(type.nameKey), number: document.DocNum }),
    );
}

export async function auditChange(
  tx: Tx,
  caller: Caller,
  before: MarketingDocument,
  after: MarketingDocument,
): Promise<void> {
  await writeAudit(tx, {
    userId: caller.userId,
    resource: documentAuditResource,
    recordKey: `${after.ObjType}/${after.DocEntry}`,
    action: 'update',
    before,
    after,
  });
}
