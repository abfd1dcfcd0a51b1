import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import * as styles from './keyboard-tree.css';
import type { NavItem } from './nav-items';
import { visibleRows } from './nav-tree';
import { readingDirection } from './reading-direction';
import { treeKeyMove } from './tree-keys';

/** A node of a keyboard tree: only its id and children matter to the tree itself. */
export interface KeyboardTreeNode {
  id: string;
  children: readonly KeyboardTreeNode[];
}

export type TreeOpenHow = 'focused' | 'split-right';

interface KeyboardTreeProps<Node extends KeyboardTreeNode> {
  nodes: readonly Node[];
  label: string;
  /** The groups open at first, and the item that holds the tab stop at first. */
  expandedAtFirst: readonly string[];
  focusedAtFirst?: string;
  labelOf: (node: Node) => ReactNode;
  /** Enter or a click: in this pane; Ctrl+Enter or Ctrl+click: in a new pane beside it. */
  onOpen: (node: Node, how: TreeOpenHow) => void;
  isCurrent?: (node: Node) => boolean;
}

/** The rows through the navigation tree's pure helpers, which read only ids and children. */
function asItems(nodes: readonly KeyboardTreeNode[]): NavItem[] {
  return nodes.map((node) => ({
    id: node.id,
    titleKey: '',
    icon: '',
    href: '',
    target: { name: '', params: {} },
    children: asItems(node.children),
  }));
}

function flatten<Node extends KeyboardTreeNode>(nodes: readonly Node[]): Map<string, Node> {
  return new Map(
    nodes.flatMap((node) => [[node.id, node] as const, ...flatten(node.children as readonly Node[])]),
  );
}

/**
 * A WAI-ARIA tree (APG treeview): one tab stop; Up and Down move, Right opens a group or enters
 * it, Left closes it or goes to the parent (mirrored in right-to-left), Home and End, * opens the
 * siblings, Enter opens the item (Ctrl+Enter beside). The relationship map and the territories use it.
 */
export function KeyboardTree<Node extends KeyboardTreeNode>(props: KeyboardTreeProps<Node>) {
  const { nodes, label, labelOf, onOpen, isCurrent } = props;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(props.expandedAtFirst));
  const [focusedId, setFocusedId] = useState(props.focusedAtFirst);
  const treeRef = useRef<HTMLUListElement>(null);
  const focusNext = useRef(false);
  useEffect(() => {
    if (!focusNext.current || !focusedId) return;
    focusNext.current = false;
    treeRef.current?.querySelector<HTMLElement>(`[data-node="${CSS.escape(focusedId)}"]`)?.focus();
  });

  const byId = flatten(nodes);
  const rows = visibleRows(asItems(nodes), expanded);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const id = focusedId ?? rows[0]?.item.id;
    if (!id) return;
    const node = byId.get(id);
    if (event.key === 'Enter' && node) {
      event.preventDefault();
      event.stopPropagation();
      onOpen(node, event.ctrlKey || event.metaKey ? 'split-right' : 'focused');
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
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a WAI-ARIA tree is a list of treeitems.
    <ul ref={treeRef} role="tree" aria-label={label} className={styles.tree} onKeyDown={onKeyDown}>
      {rows.map((row) => {
        const node = byId.get(row.item.id);
        if (!node) return null;
        const current = isCurrent?.(node) ?? false;
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
            aria-current={current ? 'page' : undefined}
            className={current ? `${styles.treeItem} ${styles.treeItemCurrent}` : styles.treeItem}
            style={{ paddingInlineStart: `${(row.level - 1) * 1.5 + 0.5}rem` }}
            onFocus={() => setFocusedId(row.item.id)}
            onClick={(event) => onOpen(node, event.ctrlKey || event.metaKey ? 'split-right' : 'focused')}
          >
            <span aria-hidden="true" className={styles.glyph}>
              {row.isGroup ? (row.expanded ? '▾' : '▸') : '•'}
            </span>
            {labelOf(node)}
          </li>
        );
      })}
    </ul>
  );
}
