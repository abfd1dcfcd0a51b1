import { type KeyboardEvent, type MouseEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../ui/visually-hidden.css';
import { navigationOwnsKey } from './command-keys';
import type { RouteRef } from './menu-path';
import { type NavItem, type NavigateTo, navTitle } from './nav-items';
import type { TreeRow } from './nav-tree';
import { readingDirection } from './reading-direction';
import { treeKeyMove } from './tree-keys';
import { emptyTypeAhead, extendTypeAhead, isTypeAheadKey, typeAheadMatch } from './type-ahead';
import { useFocusRegistry } from './use-focus-registry';
import { useTreeState } from './use-tree-state';
import { collapsedTree, tree as treeClass } from './vertical-nav.css';
import { type TreeContext, TreeLevel } from './vertical-nav-nodes';

export interface VerticalNavProps {
  items: NavItem[];
  current: RouteRef;
  navigate: NavigateTo;
  collapsed?: boolean;
  /** The tree's accessible name, such as "Main menu". */
  label: string;
}

const itemIdOf = (target: EventTarget) =>
  target instanceof Element ? target.closest('[data-nav-id]')?.getAttribute('data-nav-id') : undefined;

/**
 * The side menu as a WAI-ARIA navigation treeview: one tab stop, arrows to move, open and close
 * (swapped in right-to-left text), Home/End, `*`, type-ahead, and real links for the pages.
 */
export function VerticalNav({ items, current, navigate, collapsed = false, label }: VerticalNavProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const state = useTreeState(items, current);
  const { register, focusItem } = useFocusRegistry();
  const typed = useRef(emptyTypeAhead);

  const moveFocus = (id: string) => {
    state.setFocusedId(id);
    focusItem(id);
  };

  const activate = (row: TreeRow, newPane: boolean) => {
    if (row.isGroup) state.toggle(row.item.id);
    else navigate(row.item.href, { newPane });
  };

  const typeAhead = (key: string, id: string) => {
    typed.current = extendTypeAhead(typed.current, key, Date.now());
    const titles = state.rows.map((row) => navTitle(row.item, t));
    const from = state.rows.findIndex((row) => row.item.id === id);
    const found = state.rows[typeAheadMatch(titles, from, typed.current.text) ?? -1];
    if (found) moveFocus(found.item.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const id = itemIdOf(event.target);
    if (!id || !navigationOwnsKey(event)) return;
    if (isTypeAheadKey(event)) {
      typeAhead(event.key, id);
      return;
    }
    const move = treeKeyMove(event.key, state.rows, id, readingDirection(event.currentTarget));
    if (move.kind === 'none') return;
    // Also keeps the browser from following the link on Enter: activation goes through navigate.
    event.preventDefault();
    if (move.kind === 'focus') moveFocus(move.id);
    else if (move.kind === 'expand') state.expand(move.ids);
    else if (move.kind === 'collapse') state.collapse(move.id);
    else activate(move.row, event.ctrlKey || event.metaKey);
  };

  const onLinkClick = (item: NavItem, event: MouseEvent<HTMLAnchorElement>) => {
    state.setFocusedId(item.id);
    // Shift or Alt click and other buttons keep the browser's own meaning (new window, download).
    if (event.button !== 0 || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(item.href, { newPane: event.ctrlKey || event.metaKey });
  };

  const context: TreeContext = {
    idPrefix,
    current,
    expanded: state.expanded,
    tabStopId: state.tabStopId,
    register,
    onLinkClick,
    onGroupClick: (item) => {
      moveFocus(item.id);
      state.toggle(item.id);
    },
  };

  const hintId = `${idPrefix}-hint`;
  return (
    <>
      <div
        role="tree"
        data-key-scope="tree"
        aria-label={label}
        aria-describedby={hintId}
        className={collapsed ? `${treeClass} ${collapsedTree}` : treeClass}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const id = itemIdOf(event.target);
          if (id) state.setFocusedId(id);
        }}
      >
        <TreeLevel items={items} tree={context} />
      </div>
      <span id={hintId} className={visuallyHidden}>
        {t('navigation.newPaneHint')}
      </span>
    </>
  );
}
