import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId } from 'react';
import * as styles from './customizer-panel.css';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** A colour shown beside the label (primary colour presets). */
  swatch?: string;
}

/** A native radio group in a fieldset: arrow keys, the group name and the checked state come free. */
export function ChoiceGroup<T extends string>({
  legend,
  choices,
  value,
  onChange,
  hint,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  hint?: string;
}) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={hint ? hintId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.option}>
            <input
              type="radio"
              className={styles.control}
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            {choice.swatch && (
              <span
                aria-hidden="true"
                className={styles.swatch}
                style={assignInlineVars({ [styles.swatchColour]: choice.swatch })}
              />
            )}
            {choice.label}
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </fieldset>
  );
}
