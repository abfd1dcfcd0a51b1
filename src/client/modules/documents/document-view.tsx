import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentPdfFileName } from '../../../shared/api/document-pdf';
import type { MarketingDocument } from '../../../shared/api/marketing-docs';
import { displayOf, documentLineViewColumns } from '../../../shared/document-model/definition-columns';
import {
  type DocumentField,
  documentHeaderFields,
  documentLabelKey,
  shownOnType,
} from '../../../shared/document-model/document-definition';
import {
  documentStatusOf,
  documentValueFormatters,
  gridColumnsOf,
} from '../../../shared/documents/document-columns';
import { storedTotalsFC } from '../../../shared/documents/document-totals-view';
import { type DocumentType, findDocumentType } from '../../../shared/documents/object-types';
import { saveFile } from '../../api/save-file';
import type { ColumnFitRule } from '../../grid/column-fit';
import { DataGrid } from '../../grid/data-grid';
import type { DataGridHandle, GridRow } from '../../grid/grid-types';
import { useFittedColumns } from '../../grid/use-fitted-columns';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { usePendingKeyBinding, usePendingKeyBindings } from '../../keyboard/use-pending-key-bindings';
import { accessibilityEnabledSignal } from '../../preferences/accessibility-setting';
import { documentHrefs } from '../../routes/document-hrefs';
import { ActionBar, type BarAction } from '../../shell/action-bar';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import { usePaneOpener } from '../../shell/pane-opener';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ApprovalBanner } from './approval-banner';
import { useCopyToCommands } from './copy-to-commands';
import { CopyToDialog } from './copy-to-dialog';
import { documentActionsFor } from './document-actions';
import { documentRefusal } from './document-errors';
import { documentNumberText } from './document-number-text';
import {
  type DocumentAction,
  documentKeys,
  downloadDocumentPdf,
  runDocumentAction,
} from './document-queries';
import * as styles from './documents.css';
import { LinesHeading } from './lines-heading';
import { printSection } from './print-section';
import { TotalsSummary } from './totals-summary';
import { useDocumentFormat } from './use-document-format';
import { useDocumentRights } from './use-document-rights';
import { useLinesJump } from './use-lines-jump';

/**
 * A stored document's lines in a narrow pane: the description gives way first, then these columns,
 * least needed first; what is still open of each line stays longest after the line total.
 */
const viewLinesFit: ColumnFitRule = {
  flex: 'Dscription',
  flexMin: 140,
  dropOrder: [
    'PriceSource',
    'LineStatus',
    'Price',
    'VatGroup',
    'WhsCode',
    'DiscPrcnt',
    'PriceBefDi',
    'OpenQty',
  ],
};

/** The header fields the view shows (the definition's `view`), in its order. */
const viewFields: readonly DocumentField[] = documentHeaderFields.filter(
  (field: DocumentField) => field.view,
);
interface DocumentViewProps {
  type: DocumentType;
  document: MarketingDocument;
  within: () => Element | null;
  /** Back from editing: the line to put focus on (its row in the lines grid). */
  focusRow?: number;
  onEdit(): void;
}

type Dialog = 'copy-to' | DocumentAction | null;

/** A stored document read-only: its header, lines and totals, and the actions the user has on it. */
export function DocumentView({ type, document, within, focusRow, onEdit }: DocumentViewProps) {
  const { t } = useTranslation();
  const linesGrid = useRef<DataGridHandle>(null);
  const linesBox = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The editor that had focus is gone: its line in the view takes it, so the next key works.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the view replaces the editor.
  useEffect(() => {
    if (focusRow === undefined) return;
    linesGrid.current?.moveToCell(Math.min(focusRow, Math.max(0, document.DocumentLines.length - 1)), 0);
    linesGrid.current?.focus();
  }, []);
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const open = usePaneOpener();
  const format = useDocumentFormat();
  const { rights, canCreate } = useDocumentRights(type);
  const [dialog, setDialog] = useState<Dialog>(null);
  const actions = documentActionsFor(document, type, rights, canCreate);
  const status = documentStatusOf(document);
  const scope = { within };

  const copyTo = (objectId: string) => {
    const target = findDocumentType(objectId);
    setDialog(null);
    if (target) open(documentHrefs.copy(type, document.DocEntry, target), 'focused');
  };
  const startCopy = () => {
    const [only, ...more] = actions.copyTo;
    if (only && more.length === 0) copyTo(only);
    else setDialog('copy-to');
  };
  const downloadPdf = async () => {
    try {
      const pdf = await downloadDocumentPdf(http, type.objectId, document.DocEntry, format.language);
      saveFile(pdf, documentPdfFileName(type.subject, document.DocNum));
    } catch {
      notify({ text: t('documents.actions.downloadPdfFailed'), type: 'error' });
    }
  };
  const duplicate = () => open(`${documentHrefs.create(type)}?duplicate=${document.DocEntry}`, 'focused');
  const showMap = () => open(documentHrefs.relationshipMap(type, document.DocEntry), 'split-right');
  const run = async (action: DocumentAction) => {
    setDialog(null);
    try {
      const answer = await runDocumentAction(
        http,
        type.objectId,
        document.DocEntry,
        action,
        document.version,
      );
      queryClient.setQueryData(documentKeys.document(type.objectId, document.DocEntry), answer);
      void queryClient.invalidateQueries({ queryKey: documentKeys.lists(type.objectId) });
      notify({ text: t(`documents.actions.${action}Done`, { number: document.DocNum }) });
    } catch (error) {
      if (documentRefusal(error, t).conflict)
        void queryClient.invalidateQueries({
          queryKey: documentKeys.document(type.objectId, document.DocEntry),
        });
      notify({ text: documentRefusal(error, t).message ?? t('httpErrors.bad-request'), type: 'error' });
    }
  };

  // A shortcut pressed before the rights arrive (right after a save, on a slow line) waits for them.
  const actionKeys = usePendingKeyBindings(rights === undefined);
  usePendingKeyBinding(actionKeys, 'record-edit', onEdit, actions.edit, scope);
  usePendingKeyBinding(actionKeys, 'document-copy-to', startCopy, actions.copyTo.length > 0, scope);
  usePendingKeyBinding(actionKeys, 'document-close', () => setDialog('close'), actions.close, scope);
  usePendingKeyBinding(actionKeys, 'document-cancel', () => setDialog('cancel'), actions.cancel, scope);
  usePendingKeyBinding(actionKeys, 'document-duplicate', duplicate, actions.duplicate, scope);
  usePendingKeyBinding(actionKeys, 'list-print', () => printSection(within()), actions.print, scope);
  usePendingKeyBinding(actionKeys, 'document-download-pdf', () => void downloadPdf(), actions.print, scope);
  useKeyBinding('document-relationship-map', showMap, scope);
  useCopyToCommands(actions.copyTo, copyTo, within);
  useLinesJump({ within, lines: () => linesBox.current, grid: linesGrid, header: () => heading.current });

  const columns = useMemo(
    () =>
      gridColumnsOf(documentLineViewColumns, t, format, {
        PriceSource: {
          format: (value) => (typeof value === 'string' ? t(`documents.priceSource.${value}`) : ''),
        },
      }),
    [t, format],
  );
  const lines: GridRow[] = document.DocumentLines;
  const fitted = useFittedColumns(linesBox, columns, lines, viewLinesFit);
  const title = t('documents.document.title', {
    document: t(type.nameKey),
    number: documentNumberText(document, t),
  });
  const field = (definition: DocumentField, value: string) => {
    const oneLine = definition.view === 'one-line';
    const shown = oneLine ? value.split('\n').join(', ') : value;
    return (
      <div className={styles.definition} key={definition.name}>
        <dt className={styles.term}>{t(documentLabelKey(definition))}</dt>
        <dd
          className={oneLine ? styles.clampedValue : styles.value}
          dir="auto"
          title={oneLine ? shown : undefined}
        >
          {shown}
        </dd>
      </div>
    );
  };

  const barActions: BarAction[] = [
    ...(actions.edit
      ? [
          {
            id: 'edit',
            label: t('documents.actions.edit'),
            binding: 'record-edit' as const,
            onClick: onEdit,
            primary: true,
          },
        ]
      : []),
    ...(actions.copyTo.length > 0
      ? [
          {
            id: 'copy-to',
            label: t('documents.actions.copyTo'),
            binding: 'document-copy-to' as const,
            onClick: startCopy,
          },
        ]
      : []),
    ...(actions.close
      ? [
          {
            id: 'close',
            label: t('documents.actions.close'),
            binding: 'document-close' as const,
            onClick: () => setDialog('close'),
          },
        ]
      : []),
    ...(actions.cancel
      ? [
          {
            id: 'cancel',
            label: t('documents.actions.cancel'),
            binding: 'document-cancel' as const,
            onClick: () => setDialog('cancel'),
          },
        ]
      : []),
    ...(actions.duplicate
      ? [
          {
            id: 'duplicate',
            label: t('documents.actions.duplicate'),
            binding: 'document-duplicate' as const,
            onClick: duplicate,
          },
        ]
      : []),
    ...(actions.print
      ? [
          {
            id: 'print',
            label: t('documents.actions.print'),
            binding: 'list-print' as const,
            onClick: () => printSection(within()),
          },
          {
            id: 'download-pdf',
            label: t('documents.actions.downloadPdf'),
            binding: 'document-download-pdf' as const,
            onClick: () => void downloadPdf(),
          },
        ]
      : []),
    {
      id: 'relationship-map',
      label: t('documents.actions.relationshipMap'),
      binding: 'document-relationship-map',
      onClick: showMap,
    },
  ];

  return (
    <>
      <div className={styles.actionHeader}>
        <h1 ref={heading} tabIndex={-1} className={styles.rowHeading}>
          {title}
        </h1>
        <span className={styles.badge}>
          {document.Draft === 'Y' ? t('approval.draftBadge') : t(`documents.status.${status}`)}
        </span>
        <ActionBar actions={barActions} />
      </div>
      <ApprovalBanner type={type} document={document} title={title} within={within} />
      <dl className={styles.headerValues}>
        {viewFields.map((definition) => {
          if (!shownOnType(definition, type)) return null;
          const value = documentValueFormatters[displayOf(definition)](
            (document as GridRow)[definition.name],
            document,
            t,
            format,
          );
          return value === '' ? null : field(definition, value);
        })}
      </dl>
      <LinesHeading />
      {/* The pane puts focus here when it opens this document on its own (pane-focus-landing.ts). */}
      <div ref={linesBox} className={styles.linesGrid} data-focus-landing>
        <DataGrid
          ref={linesGrid}
          label={t('documents.document.linesOf', { title })}
          rowCount={lines.length}
          rowAt={(index) => lines[index]}
          columns={fitted}
          rowHeight={accessibilityEnabledSignal.value ? 36 : 32}
          emptyText={t('documents.document.noLines')}
        />
      </div>
      <div className={styles.totalsRow}>
        <TotalsSummary totals={storedTotalsFC(document)} currency={document.DocCur} format={format} />
      </div>
      {dialog === 'copy-to' && (
        <CopyToDialog targets={actions.copyTo} onChoose={copyTo} onClose={() => setDialog(null)} />
      )}
      {(dialog === 'close' || dialog === 'cancel') && (
        <ConfirmDialog
          title={t(`documents.actions.${dialog}Question`, { title })}
          description={t(`documents.actions.${dialog}Cost`)}
          confirmLabel={t(`documents.actions.${dialog}Confirm`)}
          cancelLabel={t('documents.actions.keep')}
          onConfirm={() => void run(dialog)}
          onCancel={() => setDialog(null)}
        />
      )}
    </>
  );
}
