import { documentTypeOfParam } from '../../routes/document-hrefs';
import { ChooseTypePage, CopyPage, CreatePage, DocumentPage } from './document-pages';
import { InventoryTransactions } from './inventory-transactions';
import { RelationshipMap } from './relationship-map';
import { UnknownDocumentType, useDocumentRoute } from './use-document-route';

/**
 * The screen module behind every document route but the lists (document-list-screen.tsx): the
 * route's name says which screen, its objectId which document type.
 */
export default function DocumentScreen() {
  const { kind, params, key, type, id } = useDocumentRoute();
  switch (kind) {
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
