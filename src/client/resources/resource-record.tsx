import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { RecordRow } from '../../shared/api/resources';
import { firstWritableControl } from '../forms/first-writable-control';
import { RecordForm } from '../forms/record-form';
import { useKeyBinding } from '../keyboard/use-key-binding';
import { usePendingKeyBinding, usePendingKeyBindings } from '../keyboard/use-pending-key-bindings';
import { sessionSignal } from '../session/session-state';
import { useAppServices } from '../shell/app-services';
import { usePaneOpener } from '../shell/pane-opener';
import { RecordProblem } from '../shell/record-problem';
import { ModalFrame } from '../ui/modal-frame';
import { RecordChildren } from './record-children';
import { RecordHistory } from './record-history';
import { RecordToolbar } from './record-toolbar';
import { useRelatedPageCommands } from './related-page-commands';
import { ResourceLookupProvider } from './resource-lookup-provider';
import { docModelQuery, type RecordAddress, recordQuery } from './resource-queries';
import * as styles from './resource-record.css';
import { type ResourceScreenSet, recordHref, type ScreenKind } from './resource-screen-map';
import { useShortcutScope } from './shortcut-scope';
import { useRecordActions } from './use-record-actions';

interface ResourceRecordProps {
  set: ResourceScreenSet;
  kind: Exclude<ScreenKind, 'list'>;
  params: Readonly<Record<string, string>>;
}

/**
 * One record of a resource, or a new one: the form rendered from the doc model, read-only until
 * Edit (or opened by the edit route), with delete, (de)activation, the record's history and the
 * lists that belong to it (an item's stock and prices).
 */
export function ResourceRecord({ set, kind, params }: ResourceRecordProps) {
  useSignals();
  const { t } = useTranslation();
  const { http } = useAppServices();
  const open = usePaneOpener();
  const container = useRef<HTMLElement>(null);
  const model = useQuery(docModelQuery(http, set.objectId)).data;
  const id = set.single ?? params.id ?? '';
  const address: RecordAddress = set.recordId?.addressOf(id) ?? { key: id };
  const creating = kind === 'create';
  const record = useQuery({ ...recordQuery(http, set.resource, address), enabled: !creating });
  const actions = useRecordActions(http, model, t);
  const [editing, setEditing] = useState(kind === 'edit');
  const [serverError, setServerError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const session = sessionSignal.value;
  const sumDec = session.status === 'signed-in' ? session.user.oadm.SumDec : 2;
  const priceDec = session.status === 'signed-in' ? session.user.oadm.PriceDec : 2;
  const within = { within: useShortcutScope(container, false) };
  useRelatedPageCommands(set.relatedPages ?? [], () => (creating ? undefined : id), within.within);
  const current: RecordRow | undefined = record.data;
  const canEdit = Boolean(model?.can.update && current);
  const canDelete = Boolean(model?.can.delete && current);
  // Edit puts the focus in the first field the user may change, ready to type.
  const startEditing = () => {
    flushSync(() => setEditing(true));
    firstWritableControl(container.current)?.focus();
  };
  // Leaving edit mode replaces every control: the focus stays on the same field, now read-only.
  const stopEditing = () => {
    const focused = document.activeElement;
    const name = container.current?.contains(focused) ? focused?.getAttribute('name') : null;
    flushSync(() => setEditing(false));
    const form = container.current?.querySelector('form');
    const same = name ? form?.elements.namedItem(name) : null;
    (same instanceof HTMLElement ? same : form?.querySelector<HTMLElement>('input, textarea'))?.focus();
  };
  // Edit or Delete pressed before the record and its rights arrive waits for them.
  const rightKeys = usePendingKeyBindings(!creating && (model === undefined || current === undefined));
  usePendingKeyBinding(
    rightKeys,
    'record-edit',
    () => canEdit && startEditing(),
    canEdit && !editing,
    within,
  );
  usePendingKeyBinding(rightKeys, 'record-delete', () => setConfirming(true), canDelete, within);
  useKeyBinding('record-history', () => setShowHistory((shown) => !shown), { ...within, enabled: !creating });

  const title = creating
    ? t(`resources.${set.resource}.create`)
    : set.single
      ? t(`resources.${set.resource}.title`)
      : `${t(`resources.${set.resource}.one`)} ${[address.parentKey, address.key].filter(Boolean).join(' ')}${
          current && model ? ` · ${String(current[model.labelField] ?? '')}` : ''
        }`;

  const submit = async (
    values: Record<string, string | number | null>,
    { changed }: { changed: boolean },
  ) => {
    setServerError(undefined);
    // Saving an unchanged record would only bump its version and add an empty line to its history.
    if (!creating && !changed) {
      stopEditing();
      return null;
    }
    const outcome = creating
      ? await actions.create(values)
      : await actions.save(address, Number(current?.version ?? 0), values);
    if (outcome.saved) {
      if (creating && set.detail && model)
        open(
          recordHref(set.detail, set.recordId?.idOf(outcome.record) ?? String(outcome.record[model.key])),
          'focused',
        );
      else if (creating) open(set.list, 'focused');
      else stopEditing();
      return null;
    }
    setServerError(outcome.message);
    return outcome.fields;
  };

  const toggleActive = async () => {
    if (!model?.activeField || !current) return;
    const next = current[model.activeField] === 'Y' ? 'N' : 'Y';
    const outcome = await actions.save(address, Number(current.version), { [model.activeField]: next });
    if (!outcome.saved) setServerError(outcome.message);
  };

  const remove = async () => {
    if (!current) return;
    const refused = await actions.remove(address, current);
    setConfirming(false);
    if (refused) setServerError(refused);
    else open(set.list, 'focused');
  };

  if (!creating && record.isError)
    return (
      <section className={styles.page} aria-label={title}>
        <RecordProblem
          error={record.error}
          record={title}
          list={
            // A list under another record ($id) is reached from that record, not from here.
            set.single || set.list.includes('$')
              ? undefined
              : { href: set.list, title: t(`resources.${set.resource}.title`) }
          }
          onRetry={() => void record.refetch()}
        />
      </section>
    );

  return (
    <ResourceLookupProvider>
      <section ref={container} className={styles.page} aria-label={title} data-key-scope="pane">
        <RecordToolbar
          title={title}
          model={model}
          record={current}
          editing={editing || creating}
          onEdit={canEdit ? startEditing : undefined}
          onDelete={canDelete ? () => setConfirming(true) : undefined}
          onToggleActive={model?.activeField && canEdit ? () => void toggleActive() : undefined}
          onHistory={creating ? undefined : () => setShowHistory((shown) => !shown)}
        />
        {!model || (!creating && !current) ? (
          <p role="status">{t('resources.common.loading')}</p>
        ) : (
          <RecordForm
            fields={model.fields}
            mode={creating ? 'create' : editing ? 'edit' : 'view'}
            values={
              current ??
              Object.fromEntries(
                model.fields.flatMap((field) =>
                  field.default === undefined ? [] : [[field.name, field.default]],
                ),
              )
            }
            onSubmit={submit}
            onCancel={
              creating && set.list ? () => open(set.list ?? '', 'focused') : editing ? stopEditing : undefined
            }
            serverError={serverError}
            moneyDecimals={sumDec}
            priceDecimals={priceDec}
            label={title}
          />
        )}
        {showHistory && model && !creating && <RecordHistory model={model} address={address} />}
        {model && current && <RecordChildren resource={set.resource} record={current} />}
        {confirming && current && model && (
          <ModalFrame
            title={t('resources.common.delete')}
            onClose={() => setConfirming(false)}
            placement="center"
            size="small"
          >
            <p>
              {t('resources.common.confirmDelete', {
                label: String(current[model.labelField] ?? address.key),
              })}
            </p>
            <div className={styles.header}>
              <button type="button" onClick={() => void remove()}>
                {t('resources.common.confirm')}
              </button>
              <button type="button" onClick={() => setConfirming(false)}>
                {t('resources.common.cancel')}
              </button>
            </div>
          </ModalFrame>
        )}
      </section>
    </ResourceLookupProvider>
  );
}
