import { documentTypeOfParam } from '../../routes/document-hrefs';
import { DocumentList } from './document-list';
import { ChooseTypePage, CopyPage, CreatePage, DocumentPage } from './document-pages';
import { prefetchDocumentScreen } from './document-prefetch';
import { InventoryTransactions } from './inventory-transactions';
import { RelationshipMap } from './relationship-map';
import { UnknownDocumentType, useDocumentRoute } from './use-document-route';

/**
 * The one screen module behind every document route (issue 7): the route's name says which
 * screen, its objectId which document type. The lists were tried as a module apart (less code
 * before a restored list's rows): the restore bench found no gain for the focused list and every
 * other pane about 8 % later, more files to fetch for the documents beside it.
 */
export default function DocumentScreen() {
  const { kind, params, key, type, id } = useDocumentRoute();
  switch (kind) {
    case 'list':
      return type ? <DocumentList key={key} type={type} /> : <UnknownDocumentType />;
    case 'document':
      return type ? <DocumentPage key={key} type={type} id={id} /> : <UnknownDocumentType />;
    case 'create':
      return type ? <CreatePage key={key} type={type} /> : <UnknownDocumentType />;
    case 'choose-type':
      return <ChooseTypePage areas={['sales', 'purchasing']} />;
    case 'choose-inventory-type':
      return <ChooseTypePage areas={['inventory']} />;
    case 'transactions':
      return <InventoryTransactions />;
    case 'copy': {
      const base = documentTypeOfParam(params.BaseObject);
      const target = documentTypeOfParam(params.id);
      return base && target ? (
        <CopyPage key={key} base={base} docId={params.docId ?? ''} target={target} />
      ) : (
        <UnknownDocumentType />
      );
    }
    case 'relationship-map':
      return <RelationshipMap />;
    default:
      return <UnknownDocumentType />;
  }
}

/** A reload's first requests for this screen, sent before it mounts (screen-prefetch.ts). */
export const prefetch = prefetchDocumentScreen;
