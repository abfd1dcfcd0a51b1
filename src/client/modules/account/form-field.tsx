import { IconAlertCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../../ui/form-controls.css';
import type { FieldProblem } from './field-problems';

export interface FormFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  hint?: string;
  problem?: FieldProblem;
  /** Typed exactly as it is (a user name): no automatic capitals or spelling suggestions. */
  verbatim?: boolean;
}

/**
 * A labelled input with its hint and its problem beside it, both tied to the input with
 * aria-describedby so a screen reader reads them when the field is focused.
 */
export function FormField({
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  problem,
  verbatim = false,
}: FormFieldProps) {
  const { t } = useTranslation();
  const ids = { input: useId(), hint: useId(), problem: useId() };
  const describedBy = [hint ? ids.hint : undefined, problem ? ids.problem : undefined].filter(Boolean);
  return (
    <div className={styles.field}>
      <label htmlFor={ids.input} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        id={ids.input}
        name={name}
        type={type}
        autoComplete={autoComplete}
        className={styles.input}
        required
        dir={type === 'password' ? undefined : 'auto'}
        autoCapitalize={verbatim ? 'none' : undefined}
        spellCheck={verbatim ? false : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
      />
      {problem && (
        <p id={ids.problem} className={styles.fieldError}>
          <IconAlertCircle aria-hidden size="1.125em" stroke={2} />
          {t(`account.fieldErrors.${problem.key}`, problem.values)}
        </p>
      )}
    </div>
  );
}
