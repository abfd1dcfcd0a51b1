import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalReportRow } from '../../../../shared/api/approval';
import { findDocumentType } from '../../../../shared/documents/object-types';
import { formatDate, formatDateTime, formatMoney } from '../../../../shared/locale/formatters';
import { defaultLanguage, isLanguage } from '../../../i18n/i18n-setup';
import { documentHrefs } from '../../../routes/document-hrefs';
import { usePaneOpener } from '../../../shell/pane-opener';
import { CaptionedTable } from '../../../ui/captioned-table';
import * as page from '../../../ui/page-table.css';

export type ReportColumn =
  | 'document'
  | 'partner'
  | 'total'
  | 'date'
  | 'originator'
  | 'template'
  | 'stage'
  | 'status'
  | 'authorizer'
  | 'decision'
  | 'remarks'
  | 'decidedAt'
  | 'actions';

interface ReportTableProps {
  caption: string;
  columns: readonly ReportColumn[];
  rows: readonly ApprovalReportRow[];
  /** The buttons of a row (decision report, pending tab). */
  actionsOf?: (row: ApprovalReportRow) => ReactNode;
}

/** The document a row names: "Sales order 1042", or "Sales order Draft 12" before it is posted. */
export function useRowDocumentName() {
  const { t } = useTranslation();
  return (row: ApprovalReportRow) => {
    const type = findDocumentType(row.ObjType);
    const number =
      row.Status === 'P' ? String(row.DocNum) : t('approval.draftNumber', { entry: row.DocEntry });
    return t('approval.documentLabel', { type: type ? t(type.nameKey) : row.ObjType, number });
  };
}

/** Up and Down move between the rows' document links, so a report reads like a list. */
function moveBetweenRows(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-document-link]')];
  const at = links.findIndex((link) => link.closest('tr')?.contains(document.activeElement));
  if (at < 0) return;
  const next = links[event.key === 'ArrowDown' ? at + 1 : at - 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * A report's rows: the document (a link; Enter opens it), the figures of the request and, where
 * the report has them, the decision and the row's actions.
 */
export function ReportTable({ caption, columns, rows, actionsOf }: ReportTableProps) {
  const { t, i18n } = useTranslation();
  const open = usePaneOpener();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const nameOf = useRowDocumentName();
  const follow = (event: MouseEvent, href: string) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    open(href, 'focused');
  };
  const cell = (row: ApprovalReportRow, column: ReportColumn): ReactNode => {
    switch (column) {
      case 'document': {
        const type = findDocumentType(row.ObjType);
        const href = type ? documentHrefs.document(type, row.DocEntry) : '#';
        return (
          <a href={href} data-document-link="" onClick={(event) => follow(event, href)}>
            {nameOf(row)}
          </a>
        );
      }
      case 'partner':
        return <bdi>{`${row.CardCode} — ${row.CardName}`}</bdi>;
      case 'total':
        return formatMoney(row.DocTotal, { currency: row.DocCur, language });
      case 'date':
        return formatDate(row.DocDate, 'short', language);
      case 'originator':
        return <bdi>{row.OwnerCode}</bdi>;
      case 'template':
        return <bdi>{row.TemplateName}</bdi>;
      case 'stage':
        return row.Status === 'W' ? <bdi>{row.StageName ?? ''}</bdi> : '';
      case 'status':
        return t(`approval.status.${row.Status}`);
      case 'authorizer':
        return <bdi>{row.AuthorizerCode ?? ''}</bdi>;
      case 'decision':
        return row.DecisionStatus ? t(`approval.status.${row.DecisionStatus}`) : '';
      case 'remarks':
        return <bdi>{row.Remarks ?? ''}</bdi>;
      case 'decidedAt':
        return row.DecidedAt ? formatDateTime(row.DecidedAt, language) : '';
      case 'actions':
        return actionsOf?.(row) ?? null;
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the arrows only move focus between the rows' links
    <div onKeyDown={moveBetweenRows}>
      <CaptionedTable
        caption={caption}
        columns={columns.map((column) => ({ key: column, label: t(`approval.columns.${column}`) }))}
      >
        {rows.map((row) => (
          <tr
            key={`${row.WddCode}-${row.AuthorizerCode ?? ''}-${row.DecidedAt ?? ''}`}
            data-wdd={row.WddCode}
          >
            {columns.map((column, index) =>
              index === 0 ? (
                <th key={column} scope="row" className={page.cell}>
                  {cell(row, column)}
                </th>
              ) : (
                <td key={column} className={page.cell}>
                  {cell(row, column)}
                </td>
              ),
            )}
          </tr>
        ))}
      </CaptionedTable>
    </div>
  );
}
