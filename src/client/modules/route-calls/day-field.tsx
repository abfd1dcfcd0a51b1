import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as controls from '../../ui/form-controls.css';

/** The day a screen shows (the rep's day, the activity status): a date input that is never empty. */
export function DayField({ value, onChange }: { value: string; onChange(date: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={controls.field}>
      <label htmlFor={id} className={controls.label}>
        {t('routeCalls.date')}
      </label>
      <input
        id={id}
        type="date"
        className={controls.input}
        value={value}
        onChange={(event) => event.target.value && onChange(event.target.value)}
      />
    </div>
  );
}
