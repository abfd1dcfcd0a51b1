import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { OpenHow } from '../shell/pane-opener';
import * as styles from './keyboard-tree.css';
import type { NavItem } from './nav-items';
import { visibleRows } from './nav-tree';
import { readingDirection } from './reading-direction';
import { treeKeyMove } from './tree-keys';
import { emptyTypeAhead, extendTypeAhead, isTypeAheadKey, typeAheadMatch } from './type-ahead';

/** A node of a keyboard tree: only its id and children matter to the tree itself. */
export interface KeyboardTreeNode {
  id: string;
  children: readonly KeyboardTreeNode[];
}

export type TreeOpenHow = OpenHow;

interface KeyboardTreeProps<Node extends KeyboardTreeNode> {
  nodes: readonly Node[];
  label: string;
  /** The groups open at first, and the item that holds the tab stop at first. */
  expandedAtFirst?: readonly string[];
  focusedAtFirst?: string;
  /** The open groups, when the screen around the tree opens and closes them too (expand all). */
  expanded?: ReadonlySet<string>;
  onExpandedChange?: (expanded: ReadonlySet<string>) => void;
  labelOf: (node: Node) => ReactNode;
  /** The item's accessible name, when its content would not read well (a code beside a name). */
  nameOf?: (node: Node) => string;
  /** The texts typing finds the item by; without it the tree has no type-ahead. */
  searchTextsOf?: (node: Node) => readonly string[];
  /** Enter or a click: in this pane; Ctrl+Enter beside it, Shift+Enter below it. */
  onOpen: (node: Node, how: TreeOpenHow) => void;
  isCurrent?: (node: Node) => boolean;
  describedBy?: string;
  className?: string;
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

const openHowOf = (event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }): TreeOpenHow =>
  event.ctrlKey || event.metaKey ? 'split-right' : event.shiftKey ? 'split-below' : 'focused';

/**
 * The one WAI-ARIA tree of the product (APG treeview): one tab stop; Up and Down move, Right opens
 * a group or enters it, Left closes it or goes to the parent (mirrored in right-to-left), Home and
 * End, * opens the siblings, typing finds an item, Enter opens the item (Ctrl+Enter beside,
 * Shift+Enter below). A click on the arrow opens or closes a group, elsewhere opens the item. The
 * relationship map, the territories and the chart of accounts use it.
 */
export function KeyboardTree<Node extends KeyboardTreeNode>(props: KeyboardTreeProps<Node>) {
  const { nodes, label, labelOf, nameOf, searchTextsOf, onOpen, isCurrent } = props;
  const [ownExpanded, setOwnExpanded] = useState<ReadonlySet<string>>(
    () => new Set(props.expandedAtFirst ?? []),
  );
  const expanded = props.expanded ?? ownExpanded;
  const setExpanded = (change: (current: ReadonlySet<string>) => ReadonlySet<string>) => {
    const next = change(expanded);
    if (props.onExpandedChange) props.onExpandedChange(next);
    else setOwnExpanded(next);
  };
  const [focusedId, setFocusedId] = useState(props.focusedAtFirst);
  const typed = useRef(emptyTypeAhead);
  const treeRef = useRef<HTMLUListElement>(null);
  const focusNext = useRef(false);
  useEffect(() => {
    if (!focusNext.current || !focusedId) return;
    focusNext.current = false;
    treeRef.current?.querySelector<HTMLElement>(`[data-node="${CSS.escape(focusedId)}"]`)?.focus();
  });

  const byId = flatten(nodes);
  const rows = visibleRows(asItems(nodes), expanded);
  const focusId = (id: string) => {
    focusNext.current = true;
    setFocusedId(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const id = focusedId && rows.some((row) => row.item.id === focusedId) ? focusedId : rows[0]?.item.id;
    if (!id) return;
    const node = byId.get(id);
    if (event.key === 'Enter' && node) {
      event.preventDefault();
      event.stopPropagation();
      onOpen(node, openHowOf(event));
      return;
    }
    if (searchTextsOf && isTypeAheadKey(event)) {
      typed.current = extendTypeAhead(typed.current, event.key, event.timeStamp);
      const texts = rows.map((row) => {
        const candidate = byId.get(row.item.id);
        return candidate ? searchTextsOf(candidate) : [];
      });
      const at = rows.findIndex((row) => row.item.id === id);
      const found = typeAheadMatch(texts, at, typed.current.text);
      const target = found === undefined ? undefined : rows[found];
      if (target) focusId(target.item.id);
      event.preventDefault();
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const move = treeKeyMove(event.key, rows, id, readingDirection(event.currentTarget));
    if (move.kind === 'none' || move.kind === 'activate') return;
    event.preventDefault();
    event.stopPropagation();
    if (move.kind === 'focus') focusId(move.id);
    else if (move.kind === 'expand') setExpanded((current) => new Set([...current, ...move.ids]));
    else setExpanded((current) => new Set([...current].filter((open) => open !== move.id)));
  };

  const tabStop = rows.find((row) => row.item.id === focusedId)?.item.id ?? rows[0]?.item.id;

  return (
    <ul
      ref={treeRef}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a WAI-ARIA tree is a list of treeitems.
      role="tree"
      data-key-scope="tree"
      aria-label={label}
      aria-describedby={props.describedBy}
      className={props.className ? `${styles.tree} ${props.className}` : styles.tree}
      onKeyDown={onKeyDown}
    >
      {rows.map((row) => {
        const node = byId.get(row.item.id);
        if (!node) return null;
        const current = isCurrent?.(node) ?? false;
        const toggle = (event: { stopPropagation(): void }) => {
          event.stopPropagation();
          setFocusedId(row.item.id);
          setExpanded((open) =>
            open.has(row.item.id)
              ? new Set([...open].filter((id) => id !== row.item.id))
              : new Set([...open, row.item.id]),
          );
        };
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the tree's keydown opens the focused item (Enter, Ctrl+Enter).
          <li
            key={row.item.id}
            role="treeitem"
            data-node={row.item.id}
            tabIndex={row.item.id === tabStop ? 0 : -1}
            aria-label={nameOf?.(node)}
            aria-level={row.level}
            aria-setsize={row.setSize}
            aria-posinset={row.posInSet}
            aria-expanded={row.isGroup ? row.expanded : undefined}
            aria-current={current ? 'page' : undefined}
            className={current ? `${styles.treeItem} ${styles.treeItemCurrent}` : styles.treeItem}
            style={{ paddingInlineStart: `${(row.level - 1) * 1.5 + 0.5}rem` }}
            onFocus={() => setFocusedId(row.item.id)}
            onClick={(event) => onOpen(node, openHowOf(event))}
          >
            <span aria-hidden="true" className={styles.glyph} onClick={row.isGroup ? toggle : undefined}>
              {row.isGroup ? (row.expanded ? '▾' : '▸') : '•'}
            </span>
            {labelOf(node)}
          </li>
        );
      })}
    </ul>
  );
}
