import type { DocumentRights } from '../../../shared/api/rights';
import type { DocumentType } from '../../../shared/documents/object-types';

export interface DocumentHeaderState {
  DocStatus: 'O' | 'C';
  CANCELED: 'Y' | 'N';
  /** Y for a draft kept for approval: it is posted, cancelled or decided only through its approval. */
  Draft?: 'Y' | 'N';
}

export interface DocumentActions {
  edit: boolean;
  /** The types of the copy chain this document may be copied to, first the usual next one. */
  copyTo: readonly string[];
  close: boolean;
  cancel: boolean;
  duplicate: boolean;
  print: boolean;
  relationshipMap: boolean;
}

/**
 * The actions a document screen offers: only those the server would accept, from the document's
 * state (a closed or cancelled document is read-only, DOMAIN.md) and the rights of check-if-permitted
 * (for copying, the rights of the target type). Without the rights yet, nothing that writes shows.
 */
export function documentActionsFor(
  document: DocumentHeaderState,
  type: DocumentType,
  rights: DocumentRights | undefined,
  targetCanCreate: (objectId: string) => boolean,
): DocumentActions {
  const open = document.DocStatus === 'O' && document.CANCELED === 'N' && document.Draft !== 'Y';
  return {
    edit: open && rights?.update === true,
    copyTo: open ? type.copiesTo.filter(targetCanCreate) : [],
    close: open && rights?.close === true,
    cancel: open && rights?.cancel === true,
    duplicate: rights?.create === true,
    print: rights?.print === true,
    relationshipMap: true,
  };
}
