import { DocumentList } from './document-list';
import { prefetchDocumentScreen } from './document-prefetch';
import { UnknownDocumentType, useDocumentRoute } from './use-document-route';

/**
 * Every document list (issue 7), a chunk apart from the documents and the editor: a restored
 * workspace's focused list does not wait for the editor's code (date picker, line grid, schemas).
 */
export default function DocumentListScreen() {
  const { key, type } = useDocumentRoute();
  return type ? <DocumentList key={key} type={type} /> : <UnknownDocumentType />;
}

/** A reload's first requests for this screen, sent before it mounts (screen-prefetch.ts). */
export const prefetch = prefetchDocumentScreen;
