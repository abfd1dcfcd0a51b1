import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findDocumentType } from '../../shared/documents/object-types';
import { useAppServices } from '../app/app-services';
import { usePaneOpener } from '../app/workspace/pane-opener';
import type { NavItem } from '../navigation/nav-items';
import { visibleRows } from '../navigation/nav-tree';
import { readingDirection } from '../navigation/reading-direction';
import { treeKeyMove } from '../navigation/tree-keys';
import { documentStatusOf, documentValueFormatters } from './document-columns';
import { documentQuery } from './document-queries';
import { documentHrefs } from './document-route';
import * as styles from './documents.css';
import { groupIds, type RelationshipNode, relationshipTree } from './relationship-tree';
import { useDocumentFormat } from './use-document-format';

/** The tree's rows through the navigation tree's pure helpers: only id and children matter there. */
function asItems(nodes: readonly RelationshipNode[]): NavItem[] {
  return nodes.map((node) => ({
    id: node.id,
    titleKey: '',
    icon: '',
    href: '',
    target: { name: '', params: {} },
    children: asItems(node.children),
  }));
}

function flatten(nodes: readonly RelationshipNode[]): Map<string, RelationshipNode> {
  return new Map(nodes.flatMap((node) => [[node.id, node] as const, ...flatten(node.children)]));
}

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
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [focusedId, setFocusedId] = useState<string>();
  const treeRef = useRef<HTMLUListElement>(null);
  const focusNext = useRef(false);
  useEffect(() => {
    if (!tree.data) return;
    setExpanded(new Set(groupIds(tree.data)));
    setFocusedId(`${objType}/${docEntry}`);
  }, [tree.data, objType, docEntry]);
  useEffect(() => {
    if (!focusNext.current || !focusedId) return;
    focusNext.current = false;
    treeRef.current?.querySelector<HTMLElement>(`[data-node="${CSS.escape(focusedId)}"]`)?.focus();
  });

  const byId = flatten(nodes);
  const rows = visibleRows(asItems(nodes), expanded);
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
  const openNode = (node: RelationshipNode, how: 'focused' | 'split-right') => {
    const nodeType = findDocumentType(node.objType);
    if (nodeType) open(documentHrefs.document(nodeType, node.docEntry), how);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const id = focusedId ?? rows[0]?.item.id;
    if (!id) return;
    const node = byId.get(id);
    if (event.key === 'Enter' && node) {
      event.preventDefault();
      event.stopPropagation();
      openNode(node, event.ctrlKey || event.metaKey ? 'split-right' : 'focused');
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const move = treeKeyMove(event.key, rows, id, readingDirection(event.currentTarget));
    if (move.kind === 'none' || move.kind === 'activate') return;
    event.preventDefault();
    if (move.kind === 'focus') {
      focusNext.current = true;
      setFocusedId(move.id);
    } else if (move.kind === 'expand') setExpanded((current) => new Set([...current, ...move.ids]));
    else setExpanded((current) => new Set([...current].filter((open) => open !== move.id)));
  };

  const tabStop = rows.find((row) => row.item.id === focusedId)?.item.id ?? rows[0]?.item.id;

  return (
    <section className={styles.page} aria-label={title} data-key-scope="pane">
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.muted}>{t('documents.map.hint')}</p>
      {!valid && (
        <p role="alert" className={styles.alert}>
          {t('documents.errors.notFound')}
        </p>
      )}
      {tree.isPending && valid && <p role="status">{t('documents.common.loading')}</p>}
      {nodes.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a WAI-ARIA tree is a list of treeitems.
        <ul ref={treeRef} role="tree" aria-label={title} className={styles.tree} onKeyDown={onKeyDown}>
          {rows.map((row) => {
            const node = byId.get(row.item.id);
            if (!node) return null;
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the tree's keydown opens the focused item (Enter, Ctrl+Enter).
              <li
                key={row.item.id}
                role="treeitem"
                data-node={row.item.id}
                tabIndex={row.item.id === tabStop ? 0 : -1}
                aria-level={row.level}
                aria-setsize={row.setSize}
                aria-posinset={row.posInSet}
                aria-expanded={row.isGroup ? row.expanded : undefined}
                aria-current={node.current ? 'page' : undefined}
                className={node.current ? `${styles.treeItem} ${styles.treeItemCurrent}` : styles.treeItem}
                style={{ paddingInlineStart: `${(row.level - 1) * 1.5 + 0.5}rem` }}
                onFocus={() => setFocusedId(row.item.id)}
                onClick={(event) =>
                  openNode(node, event.ctrlKey || event.metaKey ? 'split-right' : 'focused')
                }
              >
                <span aria-hidden="true">{row.isGroup ? (row.expanded ? '▾ ' : '▸ ') : '• '}</span>
                {labelOf(node)}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
