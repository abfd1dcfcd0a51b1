import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { documentStatusOf, documentValueFormatters } from '../../../shared/documents/document-columns';
import { findDocumentType } from '../../../shared/documents/object-types';
import { KeyboardTree, type TreeOpenHow } from '../../navigation/keyboard-tree';
import { documentHrefs } from '../../routes/document-hrefs';
import { useAppServices } from '../../shell/app-services';
import { usePaneOpener } from '../../shell/pane-opener';
import { RecordProblem } from '../../shell/record-problem';
import { askedFor, listOf } from './document-problem-names';
import { documentQuery } from './document-queries';
import * as styles from './documents.css';
import { groupIds, type RelationshipNode, relationshipTree } from './relationship-tree';
import { useDocumentFormat } from './use-document-format';

/**
 * /sales/RelationshipMapping?ObjType=&DocEntry=: the documents a document was copied from and
 * into, as a WAI-ARIA tree: arrows move and open or close, Enter opens the document in this pane,
 * Ctrl+Enter in a new pane beside it.
 */
export function RelationshipMap() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const open = usePaneOpener();
  const format = useDocumentFormat();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const objType = String(search.ObjType ?? '');
  const docEntry = Number(search.DocEntry);
  const type = findDocumentType(objType);
  const valid = type !== undefined && Number.isInteger(docEntry) && docEntry > 0;
  const tree = useQuery({
    queryKey: ['documents', 'relationship-map', objType, docEntry],
    queryFn: () =>
      relationshipTree({ objType, docEntry }, (ref) =>
        queryClient
          .fetchQuery(documentQuery(http, ref.objType, ref.docEntry))
          .then((answer) => answer.ResponseData),
      ),
    enabled: valid,
  });
  const nodes = tree.data ?? [];

  const title = valid
    ? t('documents.map.titleOf', {
        title: t('documents.document.title', { document: t(type.nameKey), number: docEntry }),
      })
    : t('documents.map.title');
  const labelOf = (node: RelationshipNode) => {
    const nodeType = findDocumentType(node.objType);
    const name = nodeType ? t(nodeType.nameKey) : node.objType;
    const document = node.document;
    if (!document) return t('documents.map.unreadable', { document: name, number: node.docEntry });
    return t('documents.map.node', {
      title: t('documents.document.title', { document: name, number: document.DocNum }),
      partner: document.CardName,
      date: documentValueFormatters.date(document.DocDate, {}, t, format),
      status: t(`documents.status.${documentStatusOf(document)}`),
    });
  };
  const openNode = (node: RelationshipNode, how: TreeOpenHow) => {
    const nodeType = findDocumentType(node.objType);
    if (nodeType) open(documentHrefs.document(nodeType, node.docEntry), how);
  };

  if (!valid)
    return (
      <section className={styles.page} aria-label={title} data-key-scope="pane">
        <RecordProblem
          error={undefined}
          record={type ? askedFor(type, String(search.DocEntry ?? ''), t) : title}
          list={type && listOf(type, t)}
        />
      </section>
    );

  return (
    <section className={styles.page} aria-label={title} data-key-scope="pane">
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.muted}>{t('documents.map.hint')}</p>
      {tree.isPending && <p role="status">{t('documents.common.loading')}</p>}
      {nodes.length > 0 && (
        <KeyboardTree
          key={`${objType}/${docEntry}`}
          nodes={nodes}
          label={title}
          expandedAtFirst={groupIds(nodes)}
          focusedAtFirst={`${objType}/${docEntry}`}
          labelOf={labelOf}
          onOpen={openNode}
          isCurrent={(node) => node.current}
        />
      )}
    </section>
  );
}
