import { IconChevronDown } from '@tabler/icons-react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { entry, inlineEndChevron, menuTitle, nestedSubmenu, submenu } from './horizontal-nav.css';
import type { RouteRef } from './menu-path';
import type { MenuPath } from './menubar-keys';
import { NavIcon } from './nav-icon';
import { containsActive, isActive, type NavItem, navTitle } from './nav-items';
import { chevron, holdsActive, itemRow, navIcon } from './nav-shared.css';

/** What every entry of the menubar needs from the menubar itself. */
export interface MenubarContext {
  current: RouteRef;
  open: MenuPath;
  tabStopId: string | undefined;
  register: (id: string) => (element: HTMLElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, path: MenuPath) => void;
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>, item: NavItem, path: MenuPath) => void;
  onGroupClick: (path: MenuPath) => void;
  onPointerEnter: (path: MenuPath) => void;
  onPointerLeave: (path: MenuPath) => void;
}

const cx = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

/** A menubar item or a submenu item, with its submenu when it is a group that is open. */
export function MenubarEntry({ item, path, menu }: { item: NavItem; path: MenuPath; menu: MenubarContext }) {
  const { t } = useTranslation();
  const onTop = path.length === 1;
  const common = {
    tabIndex: onTop && menu.tabStopId === item.id ? 0 : -1,
    ref: menu.register(item.id),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => menu.onKeyDown(event, path),
  };
  const face = (
    <>
      <NavIcon name={item.icon} className={navIcon} />
      <span className={menuTitle}>{navTitle(item, t)}</span>
    </>
  );
  const children = item.children ?? [];
  if (children.length === 0)
    return (
      <div role="none" className={entry}>
        <a
          role="menuitem"
          {...common}
          href={item.href}
          className={itemRow}
          aria-current={isActive(item, menu.current) ? 'page' : undefined}
          onClick={(event) => menu.onLinkClick(event, item, path)}
        >
          {face}
        </a>
      </div>
    );
  const open = path.every((id, index) => menu.open[index] === id);
  const pointer = (event: { pointerType: string }) => event.pointerType !== 'touch';
  return (
    <div
      role="none"
      className={entry}
      onPointerEnter={(event) => pointer(event) && menu.onPointerEnter(path)}
      onPointerLeave={(event) => pointer(event) && menu.onPointerLeave(path)}
    >
      <button
        role="menuitem"
        {...common}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        className={cx(itemRow, containsActive(item, menu.current) && holdsActive)}
        onClick={() => menu.onGroupClick(path)}
      >
        {face}
        <IconChevronDown aria-hidden="true" size={16} className={cx(chevron, !onTop && inlineEndChevron)} />
      </button>
      {open && (
        <div role="menu" aria-label={navTitle(item, t)} className={cx(submenu, !onTop && nestedSubmenu)}>
          {children.map((child) => (
            <MenubarEntry key={child.id} item={child} path={[...path, child.id]} menu={menu} />
          ))}
        </div>
      )}
    </div>
  );
}
