import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../ui/visually-hidden.css';
import { keyCaps } from './key-caps';
import * as styles from './shortcut-cheat-sheet.css';

/**
 * A shortcut as nested <kbd> elements (HTML's markup for a key combination), one per press.
 * Each press stays left to right in Arabic, while "then" between presses follows the page.
 */
export function KeyCombination({ keys }: { keys: string }) {
  const { t } = useTranslation();
  const presses = keyCaps(keys).map((caps) => ({ id: caps.map((cap) => cap.text).join('+'), caps }));
  return (
    <span className={styles.combination}>
      {presses.map((press, index) => (
        <Fragment key={press.id}>
          {index > 0 && <span className={styles.between}>{t('keyboard.keys.nextPress')}</span>}
          <kbd dir="ltr" className={styles.press}>
            {press.caps.map((cap, position) => (
              <Fragment key={cap.text}>
                {position > 0 && <span aria-hidden="true">+</span>}
                <kbd className={styles.key}>
                  {cap.spokenKey ? (
                    <>
                      <span aria-hidden="true">{cap.text}</span>
                      <span className={visuallyHidden}>{t(cap.spokenKey)}</span>
                    </>
                  ) : (
                    cap.text
                  )}
                </kbd>
              </Fragment>
            ))}
          </kbd>
        </Fragment>
      ))}
    </span>
  );
}
