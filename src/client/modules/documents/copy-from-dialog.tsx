import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentListRow } from '../../../shared/api/marketing-docs';
import { documentValueFormatters } from '../../../shared/documents/document-columns';
import type { DocumentType } from '../../../shared/documents/object-types';
import { Decimal } from '../../../shared/money/decimal';
import { normaliseDecimalText } from '../../forms/decimal-text';
import * as dialogStyles from '../../resources/list-dialogs.css';
import { useAppServices } from '../../shell/app-services';
import { ModalFrame } from '../../ui/modal-frame';
import { documentQuery, openBaseDocumentsQuery } from './document-queries';
import * as styles from './documents.css';
import { copiedLines, type EditorLine } from './line-editing';
import { useDocumentFormat } from './use-document-format';

interface CopyFromDialogProps {
  bases: readonly DocumentType[];
  /** The partner whose open documents are offered; none: every open one (inventory transactions). */
  cardCode: string | undefined;
  onAdd(lines: EditorLine[]): void;
  onClose(): void;
}

interface Chosen {
  type: DocumentType;
  row: DocumentListRow;
}

/**
 * Copy from: the partner's open documents of the types that lead to this one, then the chosen
 * document's open lines, each with a check box and the quantity to copy (its open quantity).
 */
export function CopyFromDialog({ bases, cardCode, onAdd, onClose }: CopyFromDialogProps) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const format = useDocumentFormat();
  const [chosen, setChosen] = useState<Chosen>();
  const lists = useQueries({
    queries: bases.map((type) => openBaseDocumentsQuery(http, type.objectId, cardCode)),
  });
  const loading = lists.some((list) => list.isPending);
  const money = (value: string) => documentValueFormatters.money(value, {}, t, format);

  return (
    <ModalFrame
      title={t('documents.copyFrom.title')}
      closeLabel={t('documents.common.close')}
      onClose={onClose}
      placement="side"
    >
      {chosen ? (
        <BaseLines chosen={chosen} onAdd={onAdd} onBack={() => setChosen(undefined)} />
      ) : (
        <div className={dialogStyles.form}>
          {loading && <p role="status">{t('documents.common.loading')}</p>}
          {!loading && lists.every((list) => (list.data ?? []).length === 0) && (
            <p className={styles.muted}>{t('documents.copyFrom.none')}</p>
          )}
          {bases.map((type, index) => {
            const rows = lists[index]?.data ?? [];
            if (rows.length === 0) return null;
            return (
              <section key={type.objectId} aria-label={t(type.nameKey)} className={dialogStyles.form}>
                <h3 className={styles.subheading}>{t(type.nameKey)}</h3>
                {rows.map((row) => (
                  <button
                    key={row.DocEntry}
                    type="button"
                    className={dialogStyles.secondary}
                    onClick={() => setChosen({ type, row })}
                  >
                    {t('documents.copyFrom.option', {
                      number: row.DocNum,
                      date: documentValueFormatters.date(row.DocDate, {}, t, format),
                      total: money(row.DocTotal),
                    })}
                  </button>
                ))}
              </section>
            );
          })}
        </div>
      )}
    </ModalFrame>
  );
}

function BaseLines({
  chosen,
  onAdd,
  onBack,
}: {
  chosen: Chosen;
  onAdd(lines: EditorLine[]): void;
  onBack(): void;
}) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const format = useDocumentFormat();
  const base = useQuery(documentQuery(http, chosen.type.objectId, chosen.row.DocEntry)).data;
  const open = base ? copiedLines(base) : [];
  const [picked, setPicked] = useState<Record<number, { on: boolean; quantity: string }>>({});
  const stateOf = (line: EditorLine) => picked[line.BaseLine ?? -1] ?? { on: true, quantity: line.Quantity };
  const invalid = (quantity: string, max: string) => {
    const value = normaliseDecimalText(quantity);
    return value === undefined || !Decimal.of(value).isPositive() || Decimal.of(value).compare(max) > 0;
  };
  const add = () => {
    if (!base) return;
    const only = new Map<number, string>();
    for (const line of open) {
      const state = stateOf(line);
      if (state.on && line.BaseLine !== undefined && !invalid(state.quantity, line.Quantity))
        only.set(line.BaseLine, normaliseDecimalText(state.quantity) ?? line.Quantity);
    }
    onAdd(copiedLines(base, only));
  };
  const title = t('documents.document.title', {
    document: t(chosen.type.nameKey),
    number: chosen.row.DocNum,
  });

  return (
    <div className={dialogStyles.form}>
      <h3 className={styles.subheading}>{title}</h3>
      {!base && <p role="status">{t('documents.common.loading')}</p>}
      <table>
        <caption className={styles.muted}>{t('documents.copyFrom.linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('documents.copyFrom.take')}</th>
            <th scope="col">{t('documents.fields.ItemCode')}</th>
            <th scope="col">{t('documents.fields.Dscription')}</th>
            <th scope="col">{t('documents.fields.OpenQty')}</th>
            <th scope="col">{t('documents.fields.Quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {open.map((line) => {
            const state = stateOf(line);
            const set = (next: Partial<{ on: boolean; quantity: string }>) =>
              setPicked((current) => ({ ...current, [line.BaseLine ?? -1]: { ...state, ...next } }));
            const name = `${line.ItemCode} ${line.Dscription}`;
            return (
              <tr key={line.BaseLine}>
                <td>
                  <input
                    type="checkbox"
                    checked={state.on}
                    aria-label={t('documents.copyFrom.takeLine', { line: name })}
                    onChange={(event) => set({ on: event.target.checked })}
                  />
                </td>
                <td dir="ltr">{line.ItemCode}</td>
                <td dir="auto">{line.Dscription}</td>
                <td dir="ltr">{documentValueFormatters.quantity(line.Quantity, {}, t, format)}</td>
                <td>
                  <input
                    type="text"
                    inputMode="decimal"
                    dir="ltr"
                    className={dialogStyles.input}
                    value={state.quantity}
                    disabled={!state.on}
                    aria-label={t('documents.copyFrom.quantityOf', { line: name })}
                    aria-invalid={state.on && invalid(state.quantity, line.Quantity) ? true : undefined}
                    onChange={(event) => set({ quantity: event.target.value })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className={dialogStyles.actions}>
        <button type="button" className={dialogStyles.primary} onClick={add} disabled={!base}>
          {t('documents.copyFrom.add')}
        </button>
        <button type="button" className={dialogStyles.secondary} onClick={onBack}>
          {t('documents.copyFrom.back')}
        </button>
      </div>
    </div>
  );
}
