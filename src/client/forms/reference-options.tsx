import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../ui/visually-hidden.css';
import * as styles from './record-form.css';
import type { ReferenceDetail, ReferenceMatch } from './reference-lookup';

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
 * The detail columns: every detail any match has, in the order they first appear (one resource,
 * one list; a match may lack one, such as an item's stock its reader may not see).
 */
function columnsOf(matches: readonly ReferenceMatch[]): readonly ReferenceDetail[] {
  const columns = new Map<string, ReferenceDetail>();
  for (const detail of matches.flatMap((match) => match.details ?? []))
    if (!columns.has(detail.name)) columns.set(detail.name, detail);
  return [...columns.values()];
}

const cellClass = (column: ReferenceDetail) =>
  `${styles.optionDetail} ${column.numeric ? styles.optionFigure : ''}`;

/**
 * The options of a lookup, one row each: key, name, then the match's details (a partner's city
 * and balance, an item's stock) in columns under a heading line. The heading is for sight only;
 * each detail's label is hidden from sight but part of its option's name, so a screen reader reads
 * "C00007 Green Gardens, City: Lyon, Balance: 1,200.00" while the row stays one compact line.
 * Shared by the record forms and the document lines.
 */
export function ReferenceOptions(props: ReferenceOptionsProps) {
  const { id, label, matches, active, optionId, onChoose, className } = props;
  const { t } = useTranslation();
  const columns = columnsOf(matches);
  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      tabIndex={-1}
      className={`${className ?? styles.listbox} ${styles.optionGrid}`}
      style={{ gridTemplateColumns: `auto minmax(8ch, 1fr)${' auto'.repeat(columns.length)}` }}
    >
      {columns.length > 0 && (
        <div aria-hidden="true" className={`${styles.optionRow} ${styles.optionHeading}`}>
          <span />
          <span />
          {columns.map((column) => (
            <span key={column.name} className={column.numeric ? styles.optionFigure : undefined}>
              {column.label}
            </span>
          ))}
        </div>
      )}
      {matches.map((match, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input's keydown chooses the active option
        <div
          key={String(match.key)}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          // Focusable by script only; focus stays in the input (aria-activedescendant pattern).
          tabIndex={-1}
          className={`${styles.option} ${styles.optionRow}`}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(match)}
        >
          {/* The space keeps the option's name "key label"; the grid does not render it. */}
          <span className={styles.optionKey}>{match.key}</span>{' '}
          <span className={styles.optionLabel}>{match.label}</span>
          {columns.map((column) => {
            const detail = match.details?.find((entry) => entry.name === column.name);
            return (
              <span key={column.name} data-detail={column.name} className={cellClass(column)}>
                {detail && (
                  <>
                    <span className={visuallyHidden}>
                      {t('forms.reference.detail', { label: detail.label })}
                    </span>
                    {detail.text}
                  </>
                )}
              </span>
            );
          })}
        </div>
      ))}
    </div>
  );
}
