import { useTranslation } from 'react-i18next';
import type { DispatchStop } from '../../../shared/api/dispatch';
import { findDocumentType } from '../../../shared/documents/object-types';
import { formatDateTime } from '../../../shared/locale/formatters';
import { useColumnFormat } from '../../reports/use-column-format';
import { documentHrefs } from '../../routes/document-hrefs';
import { PaneLink } from '../../shell/pane-link';
import { CaptionedTable } from '../../ui/captioned-table';
import * as table from '../../ui/page-table.css';
import { LineItemHeader, LineQuantityCell } from './line-cells';
import * as styles from './notes.css';
import { amountText } from './notes-columns';
import { outcomeKey } from './notes-model';
import type { DispatchHrefs } from './notes-paths';

const delivery = findDocumentType('15');

/** The link to a stop's delivery, opened in the pane. */
export function DeliveryLink({ entry, number }: { entry: number; number: number }) {
  const { t } = useTranslation();
  const name = t('dispatchNotes.stop.delivery', { number });
  return delivery ? (
    <PaneLink href={documentHrefs.document(delivery, entry)} className={styles.link}>
      {name}
    </PaneLink>
  ) : (
    name
  );
}

/**
 * One stop of a note: where it goes, its delivery (a link), its outcome once recorded and its
 * lines with what was loaded, delivered and comes back.
 */
export function StopCard({ stop, hrefs }: { stop: DispatchStop; hrefs: DispatchHrefs }) {
  const { t } = useTranslation();
  const { language } = useColumnFormat();
  const amount = amountText(language);
  const heading = t('dispatchNotes.stop.heading', { number: stop.StopNum, customer: stop.CardName });
  return (
    <article className={styles.stop} aria-label={heading}>
      <div className={styles.header}>
        <h3 className={styles.subheading}>{heading}</h3>
        <span className={styles.badge}>{t(outcomeKey(stop.Outcome))}</span>
      </div>
      <p className={styles.value}>
        <DeliveryLink entry={stop.DeliveryEntry} number={stop.DeliveryNum} />
        {stop.ReturnEntry !== null && (
          <>
            {' · '}
            <PaneLink href={hrefs.return(stop.ReturnEntry)} className={styles.link}>
              {t('dispatchNotes.stop.return', { number: stop.ReturnEntry })}
            </PaneLink>
          </>
        )}
      </p>
      {stop.Address2 && (
        <p className={styles.value} dir="auto">
          {stop.Address2}
        </p>
      )}
      {stop.Outcome !== 'pending' && (
        // Each part isolated: a Latin name beside an Arabic label and a date keeps its own order.
        <p className={styles.muted}>
          {[
            stop.ReceiverName && t('dispatchNotes.stop.receiver', { name: stop.ReceiverName }),
            stop.DeliveredAt && formatDateTime(stop.DeliveredAt, language),
            stop.PodNote,
          ]
            .filter((part): part is string => Boolean(part))
            .map((part, index) => (
              <span key={part}>
                {index > 0 && ' · '}
                <bdi>{part}</bdi>
              </span>
            ))}
        </p>
      )}
      <CaptionedTable
        caption={t('dispatchNotes.stop.linesOf', { heading })}
        columns={[
          { key: 'item', label: t('dispatchNotes.columns.Item') },
          { key: 'whs', label: t('dispatchNotes.columns.WhsCode') },
          { key: 'qty', label: t('dispatchNotes.columns.Quantity') },
          { key: 'delivered', label: t('dispatchNotes.columns.DeliveredQty') },
          { key: 'return', label: t('dispatchNotes.columns.ReturnQty') },
          { key: 'weight', label: t('dispatchNotes.columns.Weight') },
        ]}
      >
        {stop.Lines.map((line) => (
          <tr key={line.LineNum}>
            <LineItemHeader line={line} />
            <td className={table.cell}>{line.WhsCode}</td>
            <LineQuantityCell line={line} amount={amount} />
            <td className={`${table.cell} ${styles.number}`}>
              {line.DeliveredQty === null ? '' : amount(line.DeliveredQty)}
            </td>
            <td className={`${table.cell} ${styles.number}`}>
              {Number(line.ReturnQty) > 0 ? amount(line.ReturnQty) : ''}
            </td>
            <td className={`${table.cell} ${styles.number}`}>{amount(line.Weight)}</td>
          </tr>
        ))}
      </CaptionedTable>
    </article>
  );
}
