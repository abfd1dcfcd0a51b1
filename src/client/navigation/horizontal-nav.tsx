import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../ui/visually-hidden.css';
import { navigationOwnsKey } from './command-keys';
import { menubar } from './horizontal-nav.css';
import { type MenubarContext, MenubarEntry } from './horizontal-nav-entries';
import type { RouteRef } from './menu-path';
import { type MenuPath, menubarKeyMove, siblingsAt } from './menubar-keys';
import { findActive, type NavItem, type NavigateTo, navTitle } from './nav-items';
import { readingDirection } from './reading-direction';
import { emptyTypeAhead, extendTypeAhead, isTypeAheadKey, typeAheadMatch } from './type-ahead';
import { useFocusRegistry } from './use-focus-registry';
import { useMenuHover } from './use-menu-hover';

export interface HorizontalNavProps {
  items: NavItem[];
  current: RouteRef;
  navigate: NavigateTo;
  /** The menubar's accessible name, such as "Main menu". */
  label: string;
}

const topOf = (items: NavItem[], current: RouteRef) =>
  items.find((item) => findActive([item], current) !== undefined)?.id;

/**
 * The menu as a WAI-ARIA APG navigation menubar: one tab stop, Left/Right along the bar,
 * submenus opened by Down, Enter, Space or Up, or by resting the pointer on a group.
 */
export function HorizontalNav({ items, current, navigate, label }: HorizontalNavProps) {
  const { t } = useTranslation();
  const hintId = `${useId()}-hint`;
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<MenuPath>([]);
  const [focusedTop, setFocusedTop] = useState<string | undefined>(undefined);
  const { register, focusItem } = useFocusRegistry();
  const hover = useMenuHover(open, setOpen);
  const typed = useRef(emptyTypeAhead);
  const tabStopId = [focusedTop, topOf(items, current), items[0]?.id].find((id) =>
    items.some((item) => item.id === id),
  );

  useEffect(() => {
    if (open.length === 0) return;
    // A press anywhere outside the menubar closes its submenus, as a click away does in a menu.
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen([]);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open.length]);

  const focusPath = (path: MenuPath, nextOpen: MenuPath) => {
    hover.cancel();
    setOpen(nextOpen);
    if (path[0] !== undefined) setFocusedTop(path[0]);
    const id = path[path.length - 1];
    if (id !== undefined) focusItem(id);
  };

  const activate = (item: NavItem, path: MenuPath, newPane: boolean) => {
    navigate(item.href, { newPane });
    // The submenu is about to disappear: focus returns to its menubar item.
    focusPath(path.slice(0, 1), []);
  };

  const typeAhead = (key: string, path: MenuPath) => {
    typed.current = extendTypeAhead(typed.current, key, Date.now());
    const siblings = siblingsAt(items, path);
    const from = siblings.findIndex((item) => item.id === path[path.length - 1]);
    const titles = siblings.map((item) => navTitle(item, t));
    const found = siblings[typeAheadMatch(titles, from, typed.current.text) ?? -1];
    const parent = path.slice(0, -1);
    if (found) focusPath([...parent, found.id], parent);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, path: MenuPath) => {
    if (event.key === 'Tab') {
      setOpen([]);
      return;
    }
    if (!navigationOwnsKey(event)) return;
    if (isTypeAheadKey(event)) {
      typeAhead(event.key, path);
      return;
    }
    const direction = readingDirection(event.currentTarget);
    const move = menubarKeyMove(event.key, items, path, open, direction);
    if (move.kind === 'none') return;
    event.preventDefault();
    if (move.kind === 'activate') activate(move.item, move.path, event.ctrlKey || event.metaKey);
    else focusPath(move.path, move.open);
  };

  const menu: MenubarContext = {
    current,
    open,
    tabStopId,
    register,
    onKeyDown,
    onLinkClick: (event: MouseEvent<HTMLAnchorElement>, item: NavItem, path: MenuPath) => {
      if (event.button !== 0 || event.shiftKey || event.altKey) return;
      event.preventDefault();
      activate(item, path, event.ctrlKey || event.metaKey);
    },
    onGroupClick: (path) => {
      const isOpen = path.every((id, index) => open[index] === id);
      focusPath(path, isOpen ? path.slice(0, -1) : path);
    },
    onPointerEnter: hover.enter,
    onPointerLeave: hover.leave,
  };

  return (
    <>
      <div
        ref={root}
        role="menubar"
        aria-label={label}
        aria-describedby={hintId}
        className={menubar}
        onBlur={(event) => {
          const next = event.relatedTarget;
          if (next instanceof Node && root.current?.contains(next)) return;
          if (next !== null) setOpen([]);
        }}
      >
        {items.map((item) => (
          <MenubarEntry key={item.id} item={item} path={[item.id]} menu={menu} />
        ))}
      </div>
      <span id={hintId} className={visuallyHidden}>
        {t('navigation.newPaneHint')}
      </span>
    </>
  );
}
