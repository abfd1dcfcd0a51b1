import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import * as styles from './menu-button.css';
import { ariaKeyShortcuts, shortcutLabel } from './shortcut-label';

export type MenuButtonItem =
  | { kind: 'action'; id: string; label: string; shortcut?: string; onSelect: () => void }
  | { kind: 'checkbox'; id: string; label: string; shortcut?: string; checked: boolean; onSelect: () => void }
  | { kind: 'radio'; id: string; label: string; checked: boolean; onSelect: () => void }
  | { kind: 'separator'; id: string };

type Selectable = Exclude<MenuButtonItem, { kind: 'separator' }>;

const roleOf = { action: 'menuitem', checkbox: 'menuitemcheckbox', radio: 'menuitemradio' } as const;

/**
 * A button that opens a menu (WAI-ARIA APG menu button): Enter, Space or Down opens it on the
 * first item, Up on the last; arrows, Home, End and a typed letter move; Escape closes and gives
 * focus back to the button; Tab closes and moves on.
 */
export function MenuButton({
  label,
  content,
  items,
  className,
}: {
  /** The accessible name of the button. */
  label: string;
  /** What the button shows (an icon, initials, a word). */
  content: ReactNode;
  items: MenuButtonItem[];
  className?: string;
}) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const selectable = items.filter((item): item is Selectable => item.kind !== 'separator');

  const itemElements = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []),
  ];
  const focusItem = (index: number) => {
    const elements = itemElements();
    elements[(index + elements.length) % elements.length]?.focus();
  };

  useEffect(() => {
    if (open) focusItem(open === 'first' ? 0 : -1);
  });

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const elements = itemElements();
    const focused = document.activeElement;
    const index = focused instanceof HTMLElement ? elements.indexOf(focused) : -1;
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(index + 1),
      ArrowUp: () => focusItem(index - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => close(true),
      Tab: () => setOpen(false),
    };
    const move = moves[event.key];
    if (move) {
      if (event.key !== 'Tab') event.preventDefault();
      move();
      return;
    }
    if (event.key.length === 1 && /\S/.test(event.key)) {
      const letter = event.key.toLocaleLowerCase();
      const order = [...selectable.slice(index + 1), ...selectable.slice(0, index + 1)];
      const next = order.find((item) => item.label.toLocaleLowerCase().startsWith(letter));
      if (next) focusItem(selectable.indexOf(next));
    }
  };

  const activate = (item: Selectable) => {
    close(true);
    item.onSelect();
  };

  return (
    <div className={styles.wrapper}>
      <button
        ref={buttonRef}
        type="button"
        className={className ?? styles.button}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={onButtonKey}
      >
        {content}
      </button>
      {open && (
        <div
          id={menuId}
          ref={menuRef}
          role="menu"
          aria-label={label}
          className={styles.menu}
          onKeyDown={onMenuKey}
        >
          {items.map((item) =>
            item.kind === 'separator' ? (
              <hr key={item.id} className={styles.separator} />
            ) : (
              <button
                type="button"
                key={item.id}
                role={roleOf[item.kind]}
                tabIndex={-1}
                className={styles.item}
                {...(item.kind === 'action' ? {} : { 'aria-checked': item.checked })}
                aria-keyshortcuts={
                  'shortcut' in item && item.shortcut ? ariaKeyShortcuts(item.shortcut) : undefined
                }
                onClick={() => activate(item)}
              >
                <span className={styles.check} aria-hidden="true">
                  {item.kind !== 'action' && item.checked ? '✓' : ''}
                </span>
                <span className={styles.label}>{item.label}</span>
                {'shortcut' in item && item.shortcut && (
                  <span className={styles.shortcut} aria-hidden="true">
                    <kbd>{shortcutLabel(item.shortcut)}</kbd>
                  </span>
                )}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
