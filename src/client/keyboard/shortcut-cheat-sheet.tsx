import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../ui/modal-frame';
import { cheatSheetGroups } from './cheat-sheet-groups';
import { KeyCombination } from './key-combination';
import type { Scope } from './key-scope';
import * as styles from './shortcut-cheat-sheet.css';

export interface ShortcutCheatSheetProps {
  open: boolean;
  onClose: () => void;
  /** The scope chain of the focus when the sheet was asked for, innermost first. */
  scopes: readonly Scope[];
}

/**
 * The keyboard shortcuts that work where the focus was, read from the bindings table and grouped
 * as the table groups them, the groups of the widget the focus was in (grid, lines, tree, field)
 * first. A modal dialog: focus starts on Close, stays inside, and goes back
 * to whatever had it when the sheet closes.
 */
export function ShortcutCheatSheet({ open, onClose, scopes }: ShortcutCheatSheetProps) {
  if (!open) return null;
  return <OpenCheatSheet onClose={onClose} scopes={scopes} />;
}

function OpenCheatSheet({ onClose, scopes }: Omit<ShortcutCheatSheetProps, 'open'>) {
  const { t } = useTranslation();
  const headingPrefix = useId();

  return (
    <ModalFrame
      title={t('keyboard.cheatSheet.title')}
      description={t('keyboard.cheatSheet.description')}
      closeLabel={t('keyboard.cheatSheet.close')}
      onClose={onClose}
      placement="center"
    >
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
                  {[binding.keys, ...(binding.orKeys ?? [])].map((keys, index) => (
                    <Fragment key={keys}>
                      {index > 0 && <span className={styles.between}> {t('keyboard.keys.or')} </span>}
                      <KeyCombination keys={keys} />
                    </Fragment>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </ModalFrame>
  );
}
