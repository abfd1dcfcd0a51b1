import { useTranslation } from 'react-i18next';
import { shortcutLabel } from '../ui/shortcut-label';
import { visuallyHidden } from '../ui/visually-hidden.css';
import * as styles from './command-palette.css';

/**
 * The keys the palette answers, shown under the list and read as the input's description. Key
 * names stay as printed on keyboards; what they do is translated.
 */
export function PaletteHints({ id }: { id: string }) {
  const { t } = useTranslation();
  const hints: [string[], string][] = [
    [['↑', '↓'], t('palette.hints.move')],
    [['Enter'], t('palette.hints.open')],
    [[shortcutLabel('$mod+Enter')], t('palette.hints.splitRight')],
    [['Shift+Enter'], t('palette.hints.splitDown')],
    [['Escape'], t('palette.hints.close')],
  ];
  return (
    <p id={id} className={styles.hints}>
      <span className={visuallyHidden}>{t('palette.hints.label')} </span>
      {hints.map(([keys, action]) => (
        <span key={action} className={styles.hint}>
          {keys.map((key) => (
            <kbd key={key} className={styles.key}>
              {key}
            </kbd>
          ))}
          <span>{action}</span>
          <span className={visuallyHidden}>;</span>
        </span>
      ))}
    </p>
  );
}
