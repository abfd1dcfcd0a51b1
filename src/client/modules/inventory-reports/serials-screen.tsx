import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serialStatuses, serialsReportAnswerSchema } from '../../../shared/api/inventory-reports';
import { findDocumentType } from '../../../shared/documents/object-types';
import type { GridRow } from '../../grid/grid-types';
import { type ColumnFormat, reportColumn, transTypeName } from '../../reports/report-column';
import { ChoiceFilter, ItemWarehouseFilterBar } from '../../reports/report-filters';
import { ReportGrid } from '../../reports/report-grid';
import { useColumnFormat } from '../../reports/use-column-format';
import { useReportFilters } from '../../reports/use-report-filters';
import { documentHrefs } from '../../routes/document-hrefs';
import { usePaneOpener } from '../../shell/pane-opener';

type Move = 'Receipt' | 'Issue';

/** The posting that moved a serial, as "Goods Receipt PO 12": its type's name and its number (or entry). */
const documentText = (row: GridRow, move: Move, t: TFunction): string => {
  const type = row[`${move}Type`];
  if (typeof type !== 'string') return '';
  const number = row[`${move}Num`] ?? row[`${move}Entry`];
  return t('documents.document.title', { document: transTypeName(type, t), number: String(number) });
};

function serialColumns(format: ColumnFormat) {
  const { t } = format;
  return [
    reportColumn('ItemCode', 'code', format),
    reportColumn('ItemName', 'text', format),
    reportColumn('DistNumber', 'code', format),
    reportColumn('status', 'text', format, {
      text: (row) => t(`inventoryReports.serials.${row.status === 'issued' ? 'issued' : 'inStock'}`),
    }),
    reportColumn('WhsCode', 'code', format),
    reportColumn('BinCode', 'code', format),
    reportColumn('ReceiptDate', 'date', format),
    reportColumn('Receipt', 'text', format, { text: (row) => documentText(row, 'Receipt', t) }),
    reportColumn('IssueDate', 'date', format),
    reportColumn('Issue', 'text', format, { text: (row) => documentText(row, 'Issue', t) }),
  ];
}

/** The document a row leads to: its issue once gone, else its receipt; none for a type without screens. */
function serialDocumentHref(row: GridRow): string | undefined {
  const move: Move = row.status === 'issued' ? 'Issue' : 'Receipt';
  const type = findDocumentType(String(row[`${move}Type`] ?? ''));
  const entry = row[`${move}Entry`];
  return type && typeof entry === 'number' ? documentHrefs.document(type, entry) : undefined;
}

/**
 * /inventory/reports/serial-numbers-report: every serial number, where it is or the warehouse it
 * left, with the documents that received and issued it; filtered by item, warehouse and status.
 */
export default function SerialsScreen() {
  const { t } = useTranslation();
  const format = useColumnFormat();
  const open = usePaneOpener();
  const filters = useReportFilters({});
  const columns = useMemo(() => serialColumns(format), [format]);
  const statuses = useMemo(
    () => [
      { value: '', label: t('inventoryReports.serials.anyStatus') },
      ...serialStatuses.map((status) => ({ value: status, label: t(`inventoryReports.serials.${status}`) })),
    ],
    [t],
  );
  return (
    <ReportGrid
      title={t('inventoryReports.serials.heading')}
      hint={t('inventoryReports.serials.hint')}
      path="inventory/reports/serial-numbers"
      schema={serialsReportAnswerSchema}
      filters={filters.applied}
      filterCount={filters.changed}
      columns={columns}
      fileName="serial-numbers"
      grid={{
        onOpenRow: (row, how) => {
          const href = serialDocumentHref(row);
          if (href) open(href, how);
        },
      }}
      filterBar={
        <ItemWarehouseFilterBar
          filters={filters}
          before={
            <ChoiceFilter
              label={t('inventoryReports.serials.status')}
              value={filters.draft.status}
              onChange={filters.set('status')}
              options={statuses}
            />
          }
        />
      }
    />
  );
}
