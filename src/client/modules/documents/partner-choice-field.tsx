import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordRow } from '../../../shared/api/resources';
import type { ChoiceFieldName } from '../../../shared/document-model/document-definition';
import { isolate } from '../../../shared/locale/bidi-isolate';
import { resourceNamed } from '../../../shared/resources/resource-registry';
import { controlState, describedBy, errorIdOf } from '../../forms/field-editor-props';
import { FieldFrame } from '../../forms/field-frame';
import * as formStyles from '../../forms/record-form.css';
import { lookupDetailsOf } from '../../resources/lookup-details';
import { headerFieldModels } from './editor-header';
import * as styles from './partner-choice-field.css';
import { type ChoiceList, choiceResourceOf, optionValueOf } from './partner-choices';
import { recordText } from './partner-header-defaults';
import { useDocumentFormat } from './use-document-format';

interface PartnerChoiceFieldProps {
  name: ChoiceFieldName;
  value: string;
  list: ChoiceList;
  /** The chosen address laid out, for a field that has one (undefined: a contact). */
  text?: string;
  onText(value: string): void;
  error?: string;
}

const waitingLabel = {
  'no-partner': 'documents.editor.choicesNeedPartner',
  loading: 'documents.editor.choicesLoading',
  unavailable: 'documents.editor.choicesUnavailable',
} as const;

/**
 * A header field chosen among the partner's own records (ship-to, bill-to, contact person), from
 * the definition's `choices`: a native select, which every keyboard and screen reader knows
 * (arrows, type-ahead, Alt+ArrowDown). Each option says what tells the records apart (the
 * resource's lookup details: street and city, phone and e-mail); a chosen address shows its text
 * under the select, which the select names as its description. Disabled until the partner's
 * records are read, and for a user the server does not let read them.
 */
export function PartnerChoiceField({ name, value, list, text, onText, error }: PartnerChoiceFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const textId = `${id}-text`;
  const format = useDocumentFormat();
  const field = headerFieldModels[name];
  const definition = resourceNamed(choiceResourceOf(name));
  const optionText = (row: RecordRow) => {
    const label = recordText(definition ? row[definition.labelField] : undefined) || optionValueOf(name, row);
    const details = definition ? lookupDetailsOf(definition, row, { ...format, t }) : [];
    if (details.length === 0) return label;
    // The details isolated: in an Arabic screen a Latin name still comes first (rightmost), so a
    // narrow select cuts the details, not the name; the name itself is not wrapped, as a select's
    // type-ahead matches the option's first characters.
    return t('documents.editor.choiceOption', {
      label,
      details: isolate(details.map((detail) => detail.text).join(', ')),
    });
  };
  const rows = list.status === 'ready' ? list.rows : [];
  // A value the partner no longer offers (an inactive contact a stored document names) stays visible.
  const unknown = value !== '' && !rows.some((row) => optionValueOf(name, row) === value);
  return (
    <FieldFrame id={id} label={t(`documents.fields.${field.label ?? field.name}`)} error={error}>
      <select
        {...controlState({ id, error, field })}
        value={list.status === 'ready' ? value : ''}
        disabled={list.status !== 'ready'}
        onChange={(event) => onText(event.currentTarget.value)}
        aria-describedby={describedBy(text !== undefined && textId, error !== undefined && errorIdOf(id))}
        className={formStyles.control}
      >
        {list.status === 'ready' ? (
          <>
            <option value="">{t('forms.values.none')}</option>
            {unknown && <option value={value}>{value}</option>}
            {rows.map((row) => (
              <option key={optionValueOf(name, row)} value={optionValueOf(name, row)}>
                {optionText(row)}
              </option>
            ))}
          </>
        ) : (
          <option value="">{t(waitingLabel[list.status])}</option>
        )}
      </select>
      {text !== undefined && (
        // dir auto: an English address in an Arabic screen reads left to right.
        <p id={textId} dir="auto" className={styles.choiceText}>
          {text}
        </p>
      )}
    </FieldFrame>
  );
}
