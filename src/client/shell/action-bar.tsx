import { IconDots } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindingById, type KeyBindingId } from '../keyboard/key-bindings';
import { KeyCombination } from '../keyboard/key-combination';
import * as buttons from '../ui/buttons.css';
import { MenuButton } from '../ui/menu-button';
import { ariaKeyShortcuts } from '../ui/shortcut-label';
import * as styles from './action-bar.css';
import { fittingCount } from './fitting-actions';

export interface BarAction {
  id: string;
  label: string;
  /** The shortcut that does the same: shown on the button, and beside it in the menu. */
  binding?: KeyBindingId;
  onClick(): void;
  primary?: boolean;
  disabled?: boolean;
}

/** Matches the bar's gap (0.5rem at the root font size). */
const gap = 8;
const widthKey = (action: BarAction) => `${action.id}\u0000${action.label}`;

/**
 * A screen's actions on one row, each with its shortcut. The buttons that do not fit go, from the
 * end, into a menu that keeps their shortcuts, so a document in a quarter of the screen still
 * shows its lines; the shortcuts work whether a button shows or not (they are bound where the
 * action lives). Each button is measured once per label and language.
 */
export function ActionBar({ actions }: { actions: readonly BarAction[] }) {
  const { t } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  const widths = useRef(new Map<string, number>());
  const [available, setAvailable] = useState(0);
  const [moreWidth, setMoreWidth] = useState(0);
  const [, setMeasured] = useState(0);
  const unmeasured = actions.some((action) => !widths.current.has(widthKey(action)));
  const shown = unmeasured
    ? actions.length
    : fittingCount({
        widths: actions.map((action) => widths.current.get(widthKey(action)) ?? 0),
        available,
        moreWidth,
        gap,
      });

  // Before paint: a row that does not fit is never seen.
  useLayoutEffect(() => {
    const element = row.current;
    if (!element || !unmeasured) return;
    element.querySelectorAll<HTMLElement>('[data-action]').forEach((button, index) => {
      const action = actions[index];
      if (action) widths.current.set(widthKey(action), button.offsetWidth);
    });
    const more = element.querySelector<HTMLElement>('[data-more]');
    if (more) setMoreWidth(more.offsetWidth);
    setAvailable(element.clientWidth);
    setMeasured((count) => count + 1);
  });

  useLayoutEffect(() => {
    const element = row.current;
    const Observer = element?.ownerDocument.defaultView?.ResizeObserver;
    if (!element || !Observer) return;
    const observer = new Observer(() => setAvailable(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const rest = unmeasured ? actions : actions.slice(shown);
  return (
    <div ref={row} className={styles.bar}>
      {actions.slice(0, shown).map((action) => {
        const keys = action.binding ? bindingById(action.binding).keys : undefined;
        return (
          <button
            key={action.id}
            type="button"
            data-action
            className={`${action.primary ? buttons.primaryButton : buttons.button} ${styles.action}`}
            onClick={action.onClick}
            disabled={action.disabled}
            aria-keyshortcuts={keys ? ariaKeyShortcuts(keys) : undefined}
          >
            {action.label} {keys && <KeyCombination keys={keys} />}
          </button>
        );
      })}
      {rest.length > 0 && (
        <span data-more className={styles.action}>
          <MenuButton
            label={t('shell.moreActions')}
            className={buttons.button}
            content={<IconDots aria-hidden size={18} />}
            items={rest
              .filter((action) => !action.disabled)
              .map((action) => ({
                kind: 'action' as const,
                id: action.id,
                label: action.label,
                shortcut: action.binding ? bindingById(action.binding).keys : undefined,
                onSelect: action.onClick,
              }))}
          />
        </span>
      )}
    </div>
  );
}
