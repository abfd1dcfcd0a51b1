import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RecordRow, resourceListLimits } from '../../shared/api/resources';
import { recordTree, visibleItems } from '../../shared/resources/record-tree';
import type { HttpClient } from '../api/http-client';
import { useAppServices } from '../app/app-services';
import { usePaneOpener } from '../app/workspace/pane-opener';
import { useKeyBinding } from '../keyboard/use-key-binding';
import { readingDirection } from '../navigation/reading-direction';
import { ToolButton } from './list-toolbar';
import * as listStyles from './resource-list.css';
import { docModelQuery, fetchListPage, type ListView, resourceKeys } from './resource-queries';
import { createHrefOf, type ResourceScreenSet, recordHref } from './resource-screen-map';
import * as styles from './resource-tree.css';
import { useShortcutScope } from './shortcut-scope';
import { treeKeyMove, typeAheadMatch } from './tree-keys';

const wholeList: ListView = { sort: [], filters: [], search: '' };
/** Typed letters within this pause make one type-ahead text. */
const typeAheadPause = 700;

/** Every record of a resource, page after page: a tree needs all of them to place each one. */
async function fetchAll(http: HttpClient, resource: string, signal: AbortSignal): Promise<RecordRow[]> {
  const size = resourceListLimits.perPageMax;
  const rows: RecordRow[] = [];
  for (let index = 0; ; index += 1) {
    const page = await fetchListPage(http, resource, wholeList, { index, size, count: false, signal });
    rows.push(...page.rows);
    if (page.rows.length < size) return rows;
  }
}

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

interface ResourceTreeProps {
  set: ResourceScreenSet & { tree: { parentField: string } };
}

/**
 * A resource whose records name their parent (the chart of accounts), shown as a WAI-ARIA tree:
 * arrows move, expand and collapse, Home and End jump, typing finds, Enter opens the record.
 */
export function ResourceTree({ set }: ResourceTreeProps) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const open = usePaneOpener();
  const model = useQuery(docModelQuery(http, set.objectId)).data;
  const records = useQuery({
    queryKey: resourceKeys.list(set.resource, wholeList, resourceListLimits.perPageMax),
    queryFn: ({ signal }) => fetchAll(http, set.resource, signal),
  });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [focused, setFocused] = useState<string>();
  const typed = useRef({ text: '', at: 0 });
  const itemRefs = useRef(new Map<string, HTMLElement>());
  const title = t(`resources.${set.resource}.title`);
  const section = useRef<HTMLElement>(null);
  const within = { within: useShortcutScope(section, false) };
  const createHref = model?.can.create ? createHrefOf(set) : undefined;
  const openCreate = () => createHref && open(createHref, 'focused');
  useKeyBinding('record-new', openCreate, { ...within, enabled: Boolean(createHref) });

  const keyField = model?.key ?? '';
  const labelField = model?.labelField ?? '';
  const roots = useMemo(
    () =>
      recordTree(
        records.data ?? [],
        (row) => textOf(row[keyField]),
        (row) => (row[set.tree.parentField] == null ? null : textOf(row[set.tree.parentField])),
      ),
    [records.data, keyField, set.tree.parentField],
  );
  const items = useMemo(() => visibleItems(roots, expanded), [roots, expanded]);
  const current = items.some((item) => item.node.key === focused) ? focused : items[0]?.node.key;

  const focusItem = (key: string) => {
    setFocused(key);
    itemRefs.current.get(key)?.focus();
  };
  const toggle = (key: string, open: boolean) =>
    setExpanded((before) => {
      const next = new Set(before);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
  const openRecord = (key: string, how: Parameters<typeof open>[1]) => {
    if (set.detail) open(recordHref(set.detail, key), how);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!current) return;
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && event.key !== ' ') {
      const now = event.timeStamp;
      typed.current = {
        text: now - typed.current.at > typeAheadPause ? event.key : typed.current.text + event.key,
        at: now,
      };
      const found = typeAheadMatch(items, current, typed.current.text, (row) => textOf(row[labelField]));
      if (found) focusItem(found);
      event.preventDefault();
      return;
    }
    const move = treeKeyMove(items, current, event, readingDirection(event.currentTarget));
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    if (move.kind === 'focus') focusItem(move.key);
    else if (move.kind === 'expand') toggle(move.key, true);
    else if (move.kind === 'collapse') toggle(move.key, false);
    else openRecord(move.key, move.how);
  };

  const expandAll = () => {
    const all = new Set<string>();
    const walk = (nodes: typeof roots) => {
      for (const node of nodes)
        if (node.children.length) {
          all.add(node.key);
          walk(node.children);
        }
    };
    walk(roots);
    setExpanded(all);
  };

  const siblingsOf = (parentKey: string | null) =>
    parentKey === null ? roots : (items.find((item) => item.node.key === parentKey)?.node.children ?? []);

  return (
    <section ref={section} className={listStyles.page} aria-label={title} data-key-scope="pane">
      <header className={listStyles.header}>
        <h1 className={listStyles.heading}>{title}</h1>
        {createHref && (
          <ToolButton label={t('resources.common.new')} binding="record-new" onClick={openCreate} primary />
        )}
        <button type="button" className={listStyles.button} onClick={expandAll}>
          {t('resources.common.expandAll')}
        </button>
        <button type="button" className={listStyles.button} onClick={() => setExpanded(new Set())}>
          {t('resources.common.collapseAll')}
        </button>
      </header>
      <p className={styles.hint} id={`${set.resource}-tree-keys`}>
        {t('resources.common.treeKeys')}
      </p>
      {records.isError && (
        <p role="alert" className={listStyles.alert}>
          {t('httpErrors.bad-response')}
        </p>
      )}
      {!records.data || !model ? (
        <p role="status">{t('resources.common.loading')}</p>
      ) : (
        <div
          role="tree"
          aria-label={title}
          aria-describedby={`${set.resource}-tree-keys`}
          className={styles.tree}
        >
          {items.map((item) => {
            const { node } = item;
            const siblings = siblingsOf(item.parentKey);
            const isGroup = node.children.length > 0;
            return (
              <div
                key={node.key}
                ref={(element) => {
                  if (element) itemRefs.current.set(node.key, element);
                  else itemRefs.current.delete(node.key);
                }}
                role="treeitem"
                aria-label={`${node.key} ${textOf(node.row[labelField])}`}
                aria-level={node.level}
                aria-setsize={siblings.length}
                aria-posinset={siblings.indexOf(node) + 1}
                aria-expanded={isGroup ? item.expanded : undefined}
                aria-selected={node.key === current}
                tabIndex={node.key === current ? 0 : -1}
                className={styles.item}
                style={{ paddingInlineStart: `${(node.level - 1) * 1.25 + 0.25}rem` }}
                onFocus={() => setFocused(node.key)}
                onKeyDown={onKeyDown}
                onClick={() => {
                  setFocused(node.key);
                  if (isGroup) toggle(node.key, !item.expanded);
                }}
                onDoubleClick={() => openRecord(node.key, 'focused')}
              >
                <span className={styles.twisty} aria-hidden="true">
                  {isGroup ? (item.expanded ? '▾' : '▸') : '·'}
                </span>
                <span className={styles.code}>{node.key}</span>
                <span className={isGroup ? styles.title : undefined}>{textOf(node.row[labelField])}</span>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
