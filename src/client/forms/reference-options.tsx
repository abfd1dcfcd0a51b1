import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../ui/visually-hidden.css';
import * as styles from './record-form.css';
import type { ReferenceMatch } from './reference-lookup';

interface ReferenceOptionsProps {
  id: string;
  /** The listbox's name: "Suggestions for Partner", "Matching items". */
  label: string;
  matches: readonly ReferenceMatch[];
  /** The highlighted option's index, or -1. */
  active: number;
  optionId(index: number): string;
  onChoose(match: ReferenceMatch): void;
  className?: string;
}

/**
 * The options of a lookup, one row each: key, name, then the match's details (a partner's city
 * and balance, an item's stock). Each detail's label is hidden from sight but part of the
 * option's name, so a screen reader reads "C00007 Green Gardens, City: Lyon, Balance: 1,200.00"
 * while the row stays one compact line. Shared by the record forms and the document lines.
 */
export function ReferenceOptions(props: ReferenceOptionsProps) {
  const { id, label, matches, active, optionId, onChoose, className } = props;
  const { t } = useTranslation();
  return (
    <div id={id} role="listbox" aria-label={label} tabIndex={-1} className={className ?? styles.listbox}>
      {matches.map((match, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input's keydown chooses the active option
        <div
          key={String(match.key)}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          // Focusable by script only; focus stays in the input (aria-activedescendant pattern).
          tabIndex={-1}
          className={styles.option}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(match)}
        >
          {/* The space keeps the option's name "key label"; flex does not render it. */}
          <span className={styles.optionKey}>{match.key}</span>{' '}
          <span className={styles.optionLabel}>{match.label}</span>
          {match.details?.map((detail) => (
            <span
              key={detail.name}
              data-detail={detail.name}
              className={`${styles.optionDetail} ${detail.numeric ? styles.optionFigure : ''}`}
              title={detail.label}
            >
              <span className={visuallyHidden}>{t('forms.reference.detail', { label: detail.label })}</span>
              {detail.text}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}
