import type { TFunction } from 'i18next';
import type { DocumentType } from '../../../shared/documents/object-types';
import { documentHrefs } from '../../routes/document-hrefs';

/** Where "back to the list" of a document that cannot be shown leads, titled as its pane and menu entry. */
export const listOf = (type: DocumentType, t: TFunction) => ({
  href: documentHrefs.list(type),
  title: t(type.nameKey),
});

/** A document named by the address, as the user asked for it (the number is the address's). */
export const askedFor = (type: DocumentType, number: string, t: TFunction) =>
  t('documents.document.title', { document: t(type.nameKey), number });
