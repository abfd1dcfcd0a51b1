import type { ReactNode } from 'react';
import { errorIdOf } from './field-editor-props';
import * as styles from './record-form.css';

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  /** Across the whole row: multi-line texts. */
  wide?: boolean;
  /** The label element; left out when the control brings its own (the date picker). */
  ownLabel?: boolean;
  children: ReactNode;
}

/**
 * The frame every field shares: its label bound to the control, the control, and the line where
 * its one message appears (the control's aria-describedby names that line only while it speaks).
 */
export function FieldFrame({ id, label, required, error, wide, ownLabel = true, children }: FieldFrameProps) {
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      {ownLabel && (
        <div className={styles.labelRow}>
          <label htmlFor={id} className={styles.label}>
            {label}
          </label>
          {/* Outside the label: the control already says aria-required, the star is for sighted users. */}
          {required && (
            <span aria-hidden="true" className={styles.requiredMark}>
              *
            </span>
          )}
        </div>
      )}
      {children}
      <div id={errorIdOf(id)} className={styles.error}>
        {error}
      </div>
    </div>
  );
}

interface ReadOnlyFieldProps {
  id: string;
  label: string;
  /** The value as the language writes it. */
  display: string;
  name: string;
  numeric?: boolean;
  multiline?: boolean;
  /** Shown after the value (Open button of a reference). */
  after?: ReactNode;
  describedBy?: string;
}

/**
 * A value the user may read but not change: a read-only control keeps it in the tab order and
 * tells screen readers it is read-only, where plain text would be skipped by Tab.
 */
export function ReadOnlyField({
  id,
  label,
  display,
  name,
  numeric,
  multiline,
  after,
  describedBy,
}: ReadOnlyFieldProps) {
  const className = numeric ? `${styles.control} ${styles.numeric}` : styles.control;
  return (
    <FieldFrame id={id} label={label} wide={multiline}>
      <div className={styles.controlRow}>
        {multiline ? (
          <textarea
            id={id}
            name={name}
            readOnly
            value={display}
            // An English address in an Arabic screen reads left to right, as the editable one does.
            dir="auto"
            aria-describedby={describedBy}
            className={`${className} ${styles.multiline}`}
          />
        ) : (
          <input
            id={id}
            name={name}
            type="text"
            readOnly
            value={display}
            dir={numeric ? 'ltr' : 'auto'}
            aria-describedby={describedBy}
            className={className}
          />
        )}
        {after}
      </div>
    </FieldFrame>
  );
}
