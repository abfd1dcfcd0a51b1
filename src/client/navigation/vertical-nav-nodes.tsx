import { IconChevronDown } from '@tabler/icons-react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteRef } from './menu-path';
import { NavIcon } from './nav-icon';
import { containsActive, isActive, type NavItem, navTitle } from './nav-items';
import { chevron, holdsActive, itemRow, navIcon } from './nav-shared.css';
import { expandedChevron, group, groupItem, levelVar, row, title } from './vertical-nav.css';

/** What every node of the tree needs from the tree itself. */
export interface TreeContext {
  idPrefix: string;
  current: RouteRef;
  expanded: ReadonlySet<string>;
  tabStopId: string | undefined;
  register: (id: string) => (element: HTMLElement | null) => void;
  onLinkClick: (item: NavItem, event: MouseEvent<HTMLAnchorElement>) => void;
  onGroupClick: (item: NavItem) => void;
}

interface NodeProps {
  item: NavItem;
  level: number;
  setSize: number;
  posInSet: number;
  tree: TreeContext;
}

const cx = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

function TreeNode({ item, level, setSize, posInSet, tree }: NodeProps) {
  const { t } = useTranslation();
  const titleId = `${tree.idPrefix}-${item.id}`;
  const common = {
    'aria-labelledby': titleId,
    'aria-level': level,
    'aria-setsize': setSize,
    'aria-posinset': posInSet,
    'data-nav-id': item.id,
    ref: tree.register(item.id),
  };
  const content = (
    <>
      <NavIcon name={item.icon} className={navIcon} />
      <span id={titleId} className={title}>
        {navTitle(item, t)}
      </span>
    </>
  );
  const tabIndex = tree.tabStopId === item.id ? 0 : -1;
  const levelStyle = assignInlineVars({ [levelVar]: String(level) });
  const children = item.children ?? [];
  if (children.length === 0) {
    return (
      <a
        role="treeitem"
        tabIndex={tabIndex}
        {...common}
        href={item.href}
        className={cx(itemRow, row)}
        style={levelStyle}
        aria-current={isActive(item, tree.current) ? 'page' : undefined}
        onClick={(event) => tree.onLinkClick(item, event)}
      >
        {content}
      </a>
    );
  }
  const open = tree.expanded.has(item.id);
  return (
    <div role="treeitem" tabIndex={tabIndex} {...common} className={groupItem} aria-expanded={open}>
      {/* The row is the group's visible face; the treeitem around it carries focus because it holds the children. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the tree's keydown handler covers the keyboard */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the treeitem around it is the control */}
      <span
        className={cx(itemRow, row, containsActive(item, tree.current) && holdsActive)}
        style={levelStyle}
        onClick={() => tree.onGroupClick(item)}
      >
        {content}
        <IconChevronDown aria-hidden="true" size={16} className={cx(chevron, open && expandedChevron)} />
      </span>
      {open && <TreeGroup items={children} level={level + 1} tree={tree} />}
    </div>
  );
}

function TreeGroup({ items, level, tree }: { items: NavItem[]; level: number; tree: TreeContext }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a tree's nested level is role group (WAI-ARIA treeview), not a form fieldset
    <div role="group" className={group}>
      {items.map((item, index) => (
        <TreeNode
          key={item.id}
          item={item}
          level={level}
          setSize={items.length}
          posInSet={index + 1}
          tree={tree}
        />
      ))}
    </div>
  );
}

/** The top level of the tree; the caller renders the role="tree" list around it. */
export function TreeLevel({ items, tree }: { items: NavItem[]; tree: TreeContext }) {
  return items.map((item, index) => (
    <TreeNode key={item.id} item={item} level={1} setSize={items.length} posInSet={index + 1} tree={tree} />
  ));
}
