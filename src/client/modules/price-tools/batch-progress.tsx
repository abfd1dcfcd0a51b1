import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { batchProgress, type PriceBatch } from '../../../shared/api/price-batches';
import { HttpError } from '../../api/http-errors';
import { refusalText } from '../../api/refusal-text';
import { bindingById } from '../../keyboard/key-bindings';
import { KeyCombination } from '../../keyboard/key-combination';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import * as form from '../../ui/form-controls.css';
import { ariaKeyShortcuts } from '../../ui/shortcut-label';
import { BatchRule } from './batch-rule';
import { batchQuery, priceToolKeys, undoBatch } from './price-tool-queries';
import * as styles from './price-tools.css';

/**
 * A batch as it runs: a progress bar the server's RowsDone (or RowsUndone) moves, polled until the
 * batch is finished, then its counts and the Undo button. An undo over prices edited since asks
 * first (the server answers 409 and says how many).
 */
export function BatchProgress({ batchId }: { batchId: number }) {
  const { http } = useAppServices();
  const loaded = useQuery(batchQuery(http, batchId));
  const { t } = useTranslation();
  if (loaded.isError) return <p role="alert">{refusalText(loaded.error, t)}</p>;
  if (!loaded.data) return <p>{t('priceTools.loading')}</p>;
  return <BatchState batch={loaded.data} />;
}

function BatchState({ batch }: { batch: PriceBatch }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const region = useRef<HTMLElement>(null);
  const [conflict, setConflict] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const undoKeys = bindingById('price-undo').keys;
  const percent = batchProgress(batch);
  const undoable = batch.Status === 'applied' || batch.Status === 'failed';

  const undo = async (confirm: boolean) => {
    setConflict(undefined);
    try {
      const started = await undoBatch(http, batch.BatchId, confirm);
      queryClient.setQueryData(priceToolKeys.batch(batch.BatchId), started);
      await queryClient.invalidateQueries({ queryKey: priceToolKeys.batches(), exact: true });
      setFailed(undefined);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409 && error.body?.code === 'VERSION_CONFLICT')
        setConflict(error.body.message);
      else setFailed(refusalText(error, t));
    }
  };
  useKeyBinding('price-undo', () => void undo(false), { within: region, enabled: undoable });

  const label = t('priceTools.batch.progress', { id: batch.BatchId });
  return (
    <section
      ref={region}
      className={styles.batch}
      aria-label={t('priceTools.batch.heading', { id: batch.BatchId })}
    >
      <BatchRule batch={batch} />
      <div className={styles.progressRow}>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('priceTools.batch.valueText', { percent })}
          className={styles.progressTrack}
        >
          <div className={styles.progressFill} style={{ inlineSize: `${percent}%` }} />
        </div>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <p role="status">
        {t(`priceTools.status.${batch.Status}`, {
          done: batch.RowsDone,
          undone: batch.RowsUndone,
          total: batch.RowsTotal,
          overwrote: batch.UndoOverwrote,
        })}
      </p>
      {undoable && (
        <button
          type="button"
          className={form.submit}
          aria-keyshortcuts={ariaKeyShortcuts(undoKeys)}
          onClick={() => void undo(false)}
        >
          {t('priceTools.batch.undo')} <KeyCombination keys={undoKeys} />
        </button>
      )}
      {failed && (
        <p role="alert" className={form.alert}>
          {failed}
        </p>
      )}
      {conflict && (
        <ConfirmDialog
          title={t('priceTools.batch.confirmTitle')}
          description={conflict}
          confirmLabel={t('priceTools.batch.undoAnyway')}
          cancelLabel={t('priceTools.batch.keep')}
          onConfirm={() => void undo(true)}
          onCancel={() => {
            setConflict(undefined);
            notify({ text: t('priceTools.batch.kept') });
          }}
        />
      )}
    </section>
  );
}
