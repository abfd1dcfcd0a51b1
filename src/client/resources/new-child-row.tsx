import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocModel, RecordRow } from '../../shared/api/resources';
import { firstWritableControl } from '../forms/first-writable-control';
import { RecordForm } from '../forms/record-form';
import type { FormPayload } from '../forms/record-form-model';
import { useAppServices } from '../shell/app-services';
import { newChildFields, newChildValues } from './child-rows';
import * as styles from './resource-list.css';
import { useRecordActions } from './use-record-actions';

interface NewChildRowProps {
  model: DocModel;
  /** The parent's key field and value, from the list's fixed filter: written, never asked for. */
  parentField: string;
  parentKey: string;
  moneyDecimals: number;
  priceDecimals: number;
  onSaved(record: RecordRow): void;
  onDiscard(): void;
}

/**
 * A new row of a list under a record (a partner's new address), as a compact form under the
 * grid: the fields the user may write on create, each with its definition's default; Enter or
 * Ctrl+S posts it with the parent's key, Escape drops it, and the server's field messages show
 * on their fields. The grid edits one saved cell at a time, so a row that exists only once all
 * its required fields are typed is entered here rather than in the grid.
 */
export function NewChildRow({
  model,
  parentField,
  parentKey,
  onSaved,
  onDiscard,
  ...decimals
}: NewChildRowProps) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const actions = useRecordActions(http, model, t);
  const container = useRef<HTMLDivElement>(null);
  const [serverError, setServerError] = useState<string>();
  const fields = useMemo(() => newChildFields(model.fields, parentField), [model.fields, parentField]);
  const values = useMemo(
    () => newChildValues(model.fields, parentField, parentKey),
    [model.fields, parentField, parentKey],
  );
  useEffect(() => firstWritableControl(container.current)?.focus(), []);

  const submit = async (payload: FormPayload) => {
    setServerError(undefined);
    const outcome = await actions.create({ ...payload, [parentField]: parentKey });
    if (outcome.saved) {
      onSaved(outcome.record);
      return null;
    }
    setServerError(outcome.message);
    return outcome.fields;
  };

  return (
    <div ref={container} className={styles.newRow}>
      <RecordForm
        fields={fields}
        mode="create"
        values={values}
        onSubmit={submit}
        onCancel={onDiscard}
        escapeDiscards
        serverError={serverError}
        moneyDecimals={decimals.moneyDecimals}
        priceDecimals={decimals.priceDecimals}
        label={t(`resources.${model.resource}.create`)}
        compact
      />
    </div>
  );
}
