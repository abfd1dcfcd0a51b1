import { useTranslation } from 'react-i18next';
import { bindingById } from '../../keyboard/key-bindings';
import { KeyCombination } from '../../keyboard/key-combination';
import * as styles from './documents.css';

/**
 * The heading over a document's lines, with the key that jumps between them and the header, and
 * the one that lists every key from anywhere (a `?` typed in a cell is text).
 */
export function LinesHeading() {
  const { t } = useTranslation();
  const help = bindingById('open-shortcut-help');
  return (
    <div className={styles.linesHeading}>
      <h2 className={styles.subheading}>{t('documents.document.lines')}</h2>
      <span className={styles.keyHint}>
        {t('documents.document.jumpHint')} <KeyCombination keys={bindingById('document-jump-lines').keys} />
      </span>
      <span className={styles.keyHint}>
        {t('documents.document.shortcutsHint')} <KeyCombination keys={help.orKeys?.[0] ?? help.keys} />
      </span>
    </div>
  );
}
