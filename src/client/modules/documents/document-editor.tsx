import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketingDocument } from '../../../shared/api/marketing-docs';
import { type DocumentType, documentTypes, isInventoryType } from '../../../shared/documents/object-types';
import { useDirtyGuard } from '../../forms/use-dirty-guard';
import type { DataGridHandle } from '../../grid/grid-types';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { ActionBar } from '../../shell/action-bar';
import { CopyFromDialog } from './copy-from-dialog';
import type { EditorStart } from './document-editor-ports';
import * as styles from './documents.css';
import { EditorFields } from './editor-fields';
import { editorFieldsFor } from './editor-header';
import { EditorLinesGrid } from './editor-lines-grid';
import { LinesHeading } from './lines-heading';
import { StockPickerDialog } from './stock-picker-dialog';
import { placesOf } from './stock-picks';
import { TotalsSummary } from './totals-summary';
import { useDocumentEditor } from './use-document-editor';
import { useDocumentFormat } from './use-document-format';
import { useLinesJump } from './use-lines-jump';

/** The types a document of this type can be copied from: those whose chain leads to it. */
export const baseTypesOf = (type: DocumentType) =>
  documentTypes.filter((candidate) => (candidate.copiesTo as readonly string[]).includes(type.objectId));

interface DocumentEditorProps {
  type: DocumentType;
  start: EditorStart;
  title: string;
  within: () => Element | null;
  /** `row`: the line the user was on, where the document shown next puts focus. */
  onSaved(document: MarketingDocument, row: number): void;
  onCancel(row: number): void;
}

/**
 * The document editor, keyboard first, laid out as SAP Business One lays out a marketing
 * document: the header in tab order (partner with its lookup, dates with the date picker,
 * reference, series), then the lines grid in edit mode, then the footer (sales employee,
 * currency, rate, discount, remarks) beside the totals, live as the user types. The header is
 * short so that the lines stay in view in a quarter of the screen. Ctrl+S saves.
 */
export function DocumentEditor({ type, start, title, within, onSaved, onCancel }: DocumentEditorProps) {
  useSignals();
  const { t } = useTranslation();
  const format = useDocumentFormat();
  const linesGrid = useRef<DataGridHandle>(null);
  const lineRow = () => Math.max(0, linesGrid.current?.activeCell().row ?? 0);
  const editor = useDocumentEditor(type, start, (saved) => onSaved(saved, lineRow()));
  // A new document starts at its partner; a copy, whose partner is set, and a stored document
  // opened for editing (whose view had the focus), at its lines.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the editor opens.
  useEffect(() => {
    const partner = within()?.querySelector<HTMLElement>('[name="CardCode"]');
    if (!start.document && partner && start.header.CardCode.trim() === '') partner.focus();
    else linesGrid.current?.focus();
  }, []);
  const headerForm = useRef<HTMLFormElement>(null);
  const lastHeaderField = useRef<HTMLElement | null>(null);
  useLinesJump({
    within,
    lines: () => within()?.querySelector('[data-key-scope="lines"]') ?? null,
    grid: linesGrid,
    header: () =>
      (lastHeaderField.current?.isConnected ? lastHeaderField.current : null) ??
      headerForm.current?.querySelector<HTMLElement>('input, select, textarea') ??
      null,
  });
  const [copyFrom, setCopyFrom] = useState(false);
  // The line whose batches, serials and bins are being picked (F4 in the lines).
  const [picking, setPicking] = useState<number>();
  const movesStock = type.stock === 'issue' || type.stock === 'receive' || type.stock === 'transfer';
  const pickable = (row: number) => {
    const line = editor.lines.value[row];
    return line !== undefined && line.ItemCode !== '' && placesOf(type, line, editor.header.value).at !== '';
  };
  const openPicker = () => {
    const row = lineRow();
    if (pickable(row)) setPicking(row);
  };
  const bases = baseTypesOf(type);
  // An inventory transaction copies from documents of no partner: nothing to choose first.
  const needsPartner = !isInventoryType(type);
  const scope = { within };
  const header = editor.header.value;
  const headerErrors = editor.headerErrors.value;
  const lineErrors = editor.lineErrors.value;
  const message = editor.message.value;
  const saving = editor.saving.value;
  useDirtyGuard(editor.dirty.value, 'document-editor');
  useKeyBinding('document-save', () => void editor.save(), scope);
  useKeyBinding('lines-stock-picker', openPicker, {
    within: () => within()?.querySelector('[data-key-scope="lines"]') ?? null,
    enabled: movesStock,
  });
  useKeyBinding('document-copy-from', () => setCopyFrom(true), {
    ...scope,
    enabled: bases.length > 0 && (!needsPartner || header.CardCode.trim() !== ''),
  });

  const fields = { editor, creating: start.document === undefined, sumDec: format.sumDec };
  const totals = editor.totals.value;
  const currency = header.DocCur.trim().toUpperCase();

  return (
    <>
      <div className={styles.actionHeader}>
        <h1 className={styles.rowHeading}>{title}</h1>
        <ActionBar
          actions={[
            {
              id: 'save',
              label: saving ? t('documents.editor.saving') : t('documents.editor.save'),
              binding: 'document-save',
              onClick: () => void editor.save(),
              primary: true,
              disabled: saving,
            },
            ...(bases.length > 0
              ? [
                  {
                    id: 'copy-from',
                    label: t('documents.actions.copyFrom'),
                    binding: 'document-copy-from' as const,
                    onClick: () => setCopyFrom(true),
                    disabled: needsPartner && header.CardCode.trim() === '',
                  },
                ]
              : []),
            ...(movesStock
              ? [
                  {
                    id: 'stock-picker',
                    label: t('documents.stockPicker.action'),
                    binding: 'lines-stock-picker' as const,
                    onClick: openPicker,
                  },
                ]
              : []),
            { id: 'cancel', label: t('documents.editor.cancel'), onClick: () => onCancel(lineRow()) },
          ]}
        />
      </div>
      {message && (
        <p role="alert" className={styles.alert}>
          {message}
        </p>
      )}
      <form
        ref={headerForm}
        className={styles.editorHeader}
        aria-label={t('documents.editor.header')}
        onSubmit={(event) => event.preventDefault()}
        onFocus={(event) => {
          if (event.target instanceof HTMLElement) lastHeaderField.current = event.target;
        }}
        onBlur={(event) => {
          if (event.target.getAttribute('name') === 'CardCode') editor.takePartner();
        }}
      >
        <EditorFields {...fields} names={editorFieldsFor(type, 'header')} />
      </form>
      <LinesHeading />
      <EditorLinesGrid
        gridRef={linesGrid}
        editor={editor}
        totals={totals}
        format={format}
        label={t('documents.document.linesOf', { title })}
      />
      <p className={styles.muted}>{t('documents.editor.linesHint')}</p>
      {lineErrors.length > 0 && (
        <ul className={styles.alert} aria-label={t('documents.editor.lineProblems')}>
          {lineErrors.map((error) => (
            <li key={`${error.line}-${error.column}`}>
              {t('documents.editor.lineProblem', {
                line: error.line + 1,
                column: t(`documents.fields.${error.column}`),
                message: error.message,
              })}
            </li>
          ))}
        </ul>
      )}
      {headerErrors.DocumentLines && (
        <p role="alert" className={styles.alert}>
          {headerErrors.DocumentLines}
        </p>
      )}
      <div className={styles.totalsRow}>
        <form
          className={styles.editorFooter}
          aria-label={t('documents.editor.footer')}
          onSubmit={(event) => event.preventDefault()}
        >
          <EditorFields {...fields} names={editorFieldsFor(type, 'footer')} />
        </form>
        <TotalsSummary totals={totals} currency={currency} format={format} live />
      </div>
      {picking !== undefined && editor.lines.value[picking] && (
        <StockPickerDialog
          type={type}
          line={editor.lines.value[picking]}
          lineNumber={picking + 1}
          places={placesOf(type, editor.lines.value[picking], header)}
          onApply={(allocation) => {
            editor.allocateAt(picking, allocation);
            setPicking(undefined);
          }}
          onClose={() => setPicking(undefined)}
        />
      )}
      {copyFrom && (
        <CopyFromDialog
          bases={bases}
          cardCode={needsPartner ? header.CardCode.trim() : undefined}
          onAdd={(lines) => {
            editor.addLines(lines);
            setCopyFrom(false);
          }}
          onClose={() => setCopyFrom(false)}
        />
      )}
    </>
  );
}
