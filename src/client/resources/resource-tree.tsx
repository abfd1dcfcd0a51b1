import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RecordRow, resourceListLimits } from '../../shared/api/resources';
import { recordTree, type TreeNode } from '../../shared/resources/record-tree';
import type { HttpClient } from '../api/http-client';
import { useKeyBinding } from '../keyboard/use-key-binding';
import { KeyboardTree } from '../navigation/keyboard-tree';
import { useAppServices } from '../shell/app-services';
import { type OpenHow, usePaneOpener } from '../shell/pane-opener';
import * as buttons from '../ui/buttons.css';
import { ToolButton } from './list-toolbar';
import * as listStyles from './resource-list.css';
import { docModelQuery, fetchListPage, type ListView, resourceKeys } from './resource-queries';
import { createHrefOf, type ResourceScreenSet, recordHref } from './resource-screen-map';
import * as styles from './resource-tree.css';
import { useShortcutScope } from './shortcut-scope';
import { useTreeBalances } from './tree-balances';

const wholeList: ListView = { sort: [], filters: [], search: '' };

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

/** A record as the keyboard tree holds it: its key as the node's id. */
interface RecordNode {
  id: string;
  row: RecordRow;
  children: RecordNode[];
}

const treeNodes = (nodes: readonly TreeNode<RecordRow>[]): RecordNode[] =>
  nodes.map((node) => ({ id: node.key, row: node.row, children: treeNodes(node.children) }));

interface ResourceTreeProps {
  set: ResourceScreenSet & { tree: { parentField: string; balances?: boolean } };
}

/**
 * A resource whose records name their parent (the chart of accounts), shown as the product's
 * keyboard tree: arrows move, expand and collapse, Home and End jump, typing finds an account by
 * code or name, Enter opens the record.
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
  const nodes = useMemo(() => treeNodes(roots), [roots]);
  const balances = useTreeBalances(Boolean(set.tree.balances), records.data, keyField, set.tree.parentField);
  const balanceOf = (node: RecordNode) => {
    const amount = balances.get(node.id);
    return amount === undefined ? '' : t('financeReports.accountBalance', { amount });
  };
  const openRecord = (node: RecordNode, how: OpenHow) => {
    if (set.detail) open(recordHref(set.detail, node.id), how);
  };
  const expandAll = () => {
    const all = new Set<string>();
    const walk = (list: readonly RecordNode[]) => {
      for (const node of list)
        if (node.children.length) {
          all.add(node.id);
          walk(node.children);
        }
    };
    walk(nodes);
    setExpanded(all);
  };

  return (
    <section ref={section} className={listStyles.page} aria-label={title} data-key-scope="pane">
      <header className={listStyles.header}>
        <h1 className={listStyles.heading}>{title}</h1>
        {createHref && (
          <ToolButton label={t('resources.common.new')} binding="record-new" onClick={openCreate} primary />
        )}
        <button type="button" className={buttons.button} onClick={expandAll}>
          {t('resources.common.expandAll')}
        </button>
        <button type="button" className={buttons.button} onClick={() => setExpanded(new Set())}>
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
        <KeyboardTree
          nodes={nodes}
          label={title}
          describedBy={`${set.resource}-tree-keys`}
          className={styles.tree}
          expanded={expanded}
          onExpandedChange={setExpanded}
          nameOf={(node) => `${node.id} ${textOf(node.row[labelField])} ${balanceOf(node)}`.trim()}
          searchTextsOf={(node) => [node.id, textOf(node.row[labelField])]}
          labelOf={(node) => (
            <>
              <span className={styles.code}>{node.id}</span>{' '}
              <span className={node.children.length ? styles.title : undefined}>
                {textOf(node.row[labelField])}
              </span>
              {balances.has(node.id) && (
                <span className={styles.balance} title={balanceOf(node)}>
                  {balances.get(node.id)}
                </span>
              )}
            </>
          )}
          onOpen={openRecord}
        />
      )}
    </section>
  );
}
