import { useId } from 'react';
import * as styles from './customizer-panel.css';

/** A native checkbox with its label, and an optional description read with it. */
export function CheckboxField({
  label,
  checked,
  onChange,
  description,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: string;
}) {
  const descriptionId = useId();
  return (
    <div>
      <label className={styles.checkboxRow}>
        <input
          type="checkbox"
          className={styles.control}
          checked={checked}
          aria-describedby={description ? descriptionId : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        {label}
      </label>
      {description && (
        <p id={descriptionId} className={styles.hint}>
          {description}
        </p>
      )}
    </div>
  );
}
