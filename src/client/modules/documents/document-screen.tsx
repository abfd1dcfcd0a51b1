import { useTranslation } from 'react-i18next';
import { documentParamsAt } from '../../../shared/screens/document-object-type';
import { documentScreenKindOf, documentTypeOfParam } from '../../routes/document-route';
import { useCurrentRoute } from '../../shell/current-route';
import { DocumentList } from './document-list';
import { ChooseTypePage, CopyPage, CreatePage, DocumentPage } from './document-pages';
import { prefetchDocumentScreen } from './document-prefetch';
import * as styles from './documents.css';
import { InventoryTransactions } from './inventory-transactions';
import { RelationshipMap } from './relationship-map';

/**
 * The one screen module behind every document route (issue 7): the route's name says which
 * screen, its objectId which document type (its leading digits).
 */
export default function DocumentScreen() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const kind = documentScreenKindOf(route.name);
  const params = route.params;
  const key = JSON.stringify(params);
  // The inventory transactions name their type `id` and their document `transactionId`.
  const path = route.definition?.path ?? '';
  const named = documentParamsAt(path, params) ?? { objectId: params.objectId, id: params.id };
  const type = documentTypeOfParam(named.objectId);
  const unknown = (
    <p role="alert" className={styles.alert}>
      {t('documents.errors.unknownType')}
    </p>
  );
  switch (kind) {
    case 'list':
      return type ? <DocumentList key={key} type={type} /> : unknown;
    case 'document':
      return type ? <DocumentPage key={key} type={type} id={named.id ?? ''} /> : unknown;
    case 'create':
      return type ? <CreatePage key={key} type={type} /> : unknown;
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
        unknown
      );
    }
    case 'relationship-map':
      return <RelationshipMap />;
    default:
      return unknown;
  }
}

/** A reload's first requests for this screen, sent before it mounts (screen-prefetch.ts). */
export const prefetch = prefetchDocumentScreen;
