import { IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { wrapTab } from '../ui/modal-focus';
import { cheatSheetGroups } from './cheat-sheet-groups';
import { KeyCombination } from './key-combination';
import type { Scope } from './key-scope';
import * as styles from './shortcut-cheat-sheet.css';
import { useKeyBinding } from './use-key-binding';
import { useKeyScope } from './use-key-scope';

export interface ShortcutCheatSheetProps {
  open: boolean;
  onClose: () => void;
  /** The scope chain of the focus when the sheet was asked for, innermost first. */
  scopes: readonly Scope[];
}

/**
 * The keyboard shortcuts that work where the focus was, read from the bindings table and grouped
 * as the table groups them. A modal dialog: focus starts on Close, stays inside, and goes back
 * to whatever had it when the sheet closes.
 */
export function ShortcutCheatSheet({ open, onClose, scopes }: ShortcutCheatSheetProps) {
  if (!open) return null;
  return <OpenCheatSheet onClose={onClose} scopes={scopes} />;
}

function OpenCheatSheet({ onClose, scopes }: Omit<ShortcutCheatSheetProps, 'open'>) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const headingPrefix = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const scope = useKeyScope('dialog');

  useKeyBinding('close-dialog', onClose, { within: dialog });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (
      event.key === 'Tab' &&
      dialog.current &&
      wrapTab(dialog.current, event.shiftKey, document.activeElement)
    )
      event.preventDefault();
  };

  return (
    <div
      className={styles.scrim}
      onPointerDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        {...scope}
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t('keyboard.cheatSheet.title')}
          </h2>
          <button ref={closeButton} type="button" className={styles.close} onClick={onClose}>
            <IconX aria-hidden="true" size={18} />
            {t('keyboard.cheatSheet.close')}
          </button>
        </div>
        <p id={descriptionId} className={styles.description}>
          {t('keyboard.cheatSheet.description')}
        </p>
        {cheatSheetGroups(scopes).map(({ group, bindings }) => (
          <section key={group} aria-labelledby={`${headingPrefix}-${group}`} className={styles.group}>
            <h3 id={`${headingPrefix}-${group}`} className={styles.groupTitle}>
              {t(`keyboard.groups.${group}`)}
            </h3>
            <dl className={styles.list}>
              {bindings.map((binding) => (
                <div key={binding.id} className={styles.row}>
                  <dt className={styles.term}>{t(binding.titleKey)}</dt>
                  <dd className={styles.keys}>
                    <KeyCombination keys={binding.keys} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </div>
  );
}
