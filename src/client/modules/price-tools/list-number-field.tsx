import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as form from '../../ui/form-controls.css';

/** A price list's number, typed: its label and input, as the gaps and one list's grid ask for it. */
export function ListNumberField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={form.label}>
        {t('priceTools.fields.PriceList')}
      </label>
      <input
        id={id}
        className={form.input}
        inputMode="numeric"
        dir="ltr"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

/** The list number typed, when it is one. */
export const listNumberOf = (typed: string) => (/^\d{1,9}$/.test(typed.trim()) ? typed.trim() : '');
