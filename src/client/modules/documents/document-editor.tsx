import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketingDocument } from '../../../shared/api/marketing-docs';
import { type DocumentType, documentTypes } from '../../../shared/documents/object-types';
import { useDirtyGuard } from '../../forms/use-dirty-guard';
import type { DataGridHandle } from '../../grid/grid-types';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { ActionBar } from '../../shell/action-bar';
import { CopyFromDialog } from './copy-from-dialog';
import type { EditorStart } from './document-editor-ports';
import { DocumentFieldEditor } from './document-field';
import * as styles from './documents.css';
import { headerFieldModels, headerFieldOrder } from './editor-header';
import { EditorLinesGrid } from './editor-lines-grid';
import { LinesHeading } from './lines-heading';
import { PartnerChoiceField } from './partner-choice-field';
import { choiceTextOf, isChoiceField } from './partner-choices';
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
 * The document editor, keyboard first: the header in tab order (partner with its lookup, dates
 * with the date picker, reference, sales employee, currency, rate, discount, remarks), then the
 * lines grid in edit mode and the totals, live as the user types. Ctrl+S saves.
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
  const bases = baseTypesOf(type);
  const scope = { within };
  const header = editor.header.value;
  const headerErrors = editor.headerErrors.value;
  const lineErrors = editor.lineErrors.value;
  const message = editor.message.value;
  const choices = editor.choices.value;
  const saving = editor.saving.value;
  useDirtyGuard(editor.dirty.value, 'document-editor');
  useKeyBinding('document-save', () => void editor.save(), scope);
  useKeyBinding('document-copy-from', () => setCopyFrom(true), {
    ...scope,
    enabled: bases.length > 0 && header.CardCode.trim() !== '',
  });

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
                    disabled: header.CardCode.trim() === '',
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
        className={styles.headerFields}
        aria-label={t('documents.editor.header')}
        onSubmit={(event) => event.preventDefault()}
        onFocus={(event) => {
          if (event.target instanceof HTMLElement) lastHeaderField.current = event.target;
        }}
        onBlur={(event) => {
          if (event.target.getAttribute('name') === 'CardCode') editor.takePartner();
        }}
      >
        {headerFieldOrder
          .filter((name) => name !== 'Comments')
          .map((name) =>
            isChoiceField(name) ? (
              <PartnerChoiceField
                key={name}
                name={name}
                value={header[name]}
                list={choices[name]}
                text={choiceTextOf(name, header)}
                onText={(value) => editor.setHeaderField(name, value)}
                error={headerErrors[name]}
              />
            ) : (
              <DocumentFieldEditor
                key={name}
                field={headerFieldModels[name]}
                text={header[name]}
                onText={(value) => editor.setHeaderField(name, value)}
                writable={headerFieldModels[name].editable !== 'create' || start.document === undefined}
                error={headerErrors[name]}
                sumDec={format.sumDec}
              />
            ),
          )}
      </form>
      <LinesHeading />
      <p className={styles.muted}>{t('documents.editor.linesHint')}</p>
      <EditorLinesGrid
        gridRef={linesGrid}
        editor={editor}
        totals={totals}
        format={format}
        label={t('documents.document.linesOf', { title })}
      />
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
        <div className={styles.remarks}>
          <DocumentFieldEditor
            field={headerFieldModels.Comments}
            text={header.Comments}
            onText={(value) => editor.setHeaderField('Comments', value)}
            writable
            error={headerErrors.Comments}
            sumDec={format.sumDec}
          />
        </div>
        <TotalsSummary totals={totals} currency={currency} format={format} live />
      </div>
      {copyFrom && (
        <CopyFromDialog
          bases={bases}
          cardCode={header.CardCode.trim()}
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
