import { useTranslation } from 'react-i18next';
import { controlState, describedBy, errorIdOf, type FieldEditorProps } from './field-editor-props';
import { FieldFrame, ReadOnlyField } from './field-frame';
import * as styles from './record-form.css';

/**
 * One of a fixed list, as a native select: every screen reader and every keyboard already knows
 * it (arrows, type-ahead, Alt+ArrowDown), which no custom listbox matches.
 */
export function EnumEditor(props: FieldEditorProps) {
  const { field, id, label, text, onText, writable, error } = props;
  const { t } = useTranslation();
  const options = field.options ?? [];
  const optionLabel = (option: string) =>
    field.optionLabels ? t(`${field.optionLabels}.${option}`) : option;
  if (!writable)
    return (
      <ReadOnlyField id={id} name={field.name} label={label} display={text === '' ? '' : optionLabel(text)} />
    );
  // A stored value the list no longer offers is kept visible, and the rules say it must change.
  const unknown = text !== '' && !options.includes(text);
  const emptyOption = !field.required || text === '';
  return (
    <FieldFrame id={id} label={label} required={field.required} error={error}>
      <select
        {...controlState(props)}
        value={text}
        onChange={(event) => onText(event.currentTarget.value)}
        aria-describedby={describedBy(error !== undefined && errorIdOf(id))}
        className={styles.control}
      >
        {emptyOption && (
          <option value="">{t(field.required ? 'forms.values.choose' : 'forms.values.none')}</option>
        )}
        {unknown && <option value={text}>{text}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A Y/N flag as a checkbox: checked is Y. */
export function BooleanEditor(props: FieldEditorProps) {
  const { field, id, label, text, onText, writable, error } = props;
  const { t } = useTranslation();
  if (!writable)
    return (
      <ReadOnlyField
        id={id}
        name={field.name}
        label={label}
        display={t(text === 'Y' ? 'forms.values.yes' : 'forms.values.no')}
      />
    );
  // A checkbox always holds Y or N: "required" could only mean "must be ticked", which a flag is not.
  const { 'aria-required': _required, ...state } = controlState(props);
  return (
    <FieldFrame id={id} label={label} error={error} ownLabel={false}>
      <div className={styles.checkboxRow}>
        <input
          {...state}
          type="checkbox"
          checked={text === 'Y'}
          onChange={(event) => onText(event.currentTarget.checked ? 'Y' : 'N')}
          aria-describedby={describedBy(error !== undefined && errorIdOf(id))}
          className={styles.checkbox}
        />
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      </div>
    </FieldFrame>
  );
}
