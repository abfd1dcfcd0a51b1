import { useTranslation } from 'react-i18next';
import { documentParamsAt } from '../../../shared/screens/document-object-type';
import { documentTypeOfParam } from '../../routes/document-hrefs';
import { documentScreenKindOf } from '../../routes/document-route';
import { useCurrentRoute } from '../../shell/current-route';
import * as styles from './documents.css';

/**
 * What a document route names: which screen (from the route's name), the document type (the
 * objectId's leading digits) and the document. The inventory transactions name their type `id`
 * and their document `transactionId`.
 */
export function useDocumentRoute() {
  const route = useCurrentRoute();
  const params = route.params;
  const named = documentParamsAt(route.definition?.path ?? '', params) ?? {
    objectId: params.objectId,
    id: params.id,
  };
  return {
    kind: documentScreenKindOf(route.name),
    params,
    // A screen keyed by its params starts afresh when the pane moves to another document.
    key: JSON.stringify(params),
    type: documentTypeOfParam(named.objectId),
    id: named.id ?? '',
  };
}

/** An objectId that names no document type. */
export function UnknownDocumentType() {
  const { t } = useTranslation();
  return (
    <p role="alert" className={styles.alert}>
      {t('documents.errors.unknownType')}
    </p>
  );
}
