import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChangesPerDay, ListStats } from '../../../shared/api/price-batches';
import { refusalText } from '../../api/refusal-text';
import { bindingById } from '../../keyboard/key-bindings';
import { KeyCombination } from '../../keyboard/key-combination';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import * as reports from '../../reports/reports.css';
import { useAppServices } from '../../shell/app-services';
import { prefersCalmMotion } from '../../shell/feedback/calm-motion';
import { CaptionedTable } from '../../ui/captioned-table';
import * as form from '../../ui/form-controls.css';
import * as table from '../../ui/page-table.css';
import { ariaKeyShortcuts } from '../../ui/shortcut-label';
import { statsQuery } from './price-tool-queries';
import * as styles from './price-tools.css';

const days = 30;

/** Count, lowest, highest and average price per list; the prices changed per day, as a chart and its table. */
export function PriceStats() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const loaded = useQuery(statsQuery(http, days));
  if (loaded.isError) return <p role="alert">{refusalText(loaded.error, t)}</p>;
  if (!loaded.data) return <p>{t('priceTools.loading')}</p>;
  return (
    <div className={styles.stack}>
      <ListFigures lists={loaded.data.lists} />
      <ChangesChart changes={loaded.data.changes} />
    </div>
  );
}

function ListFigures({ lists }: { lists: readonly ListStats[] }) {
  const { t } = useTranslation();
  return (
    <CaptionedTable
      caption={t('priceTools.stats.lists')}
      columns={(['PriceList', 'ListName', 'Count', 'Min', 'Max', 'Average'] as const).map((key) => ({
        key,
        label: t(`priceTools.columns.${key}`),
      }))}
    >
      {lists.map((row) => (
        <tr key={row.PriceList}>
          <td className={table.cell}>{row.PriceList}</td>
          <th scope="row" className={table.cell}>
            <bdi>{row.ListName}</bdi>
          </th>
          <td className={table.cell}>{row.Count}</td>
          <td className={table.cell} dir="ltr">
            {row.Min ?? '—'}
          </td>
          <td className={table.cell} dir="ltr">
            {row.Max ?? '—'}
          </td>
          <td className={table.cell} dir="ltr">
            {row.Average ?? '—'}
          </td>
        </tr>
      ))}
    </CaptionedTable>
  );
}

/**
 * The prices changed each day by batches and by hand, drawn by recharts and named as one image;
 * the same figures as a table one key away (the key, or the button, shows it and moves there).
 */
function ChangesChart({ changes }: { changes: readonly ChangesPerDay[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const region = useRef<HTMLElement>(null);
  const tableRef = useRef<HTMLElement>(null);
  const [showTable, setShowTable] = useState(false);
  const [focusTable, setFocusTable] = useState(false);
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const keys = bindingById('chart-figures').keys;
  const toggle = () => {
    setShowTable((shown) => !shown);
    setFocusTable(true);
  };
  useKeyBinding('chart-figures', toggle, { within: region });
  useEffect(() => {
    if (showTable && focusTable) tableRef.current?.focus();
    setFocusTable(false);
  }, [showTable, focusTable]);
  const animated = !prefersCalmMotion();
  return (
    <section ref={region} aria-labelledby={titleId} className={styles.stack}>
      <h2 id={titleId}>{t('priceTools.stats.changes', { days })}</h2>
      <div className={styles.chart} role="img" aria-label={t('priceTools.stats.chartLabel', { days })}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={[...changes]}
            accessibilityLayer={false}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
          >
            <CartesianGrid vertical={false} />
            <XAxis dataKey="Day" reversed={rtl} tickFormatter={(day: string) => day.slice(5)} />
            <YAxis orientation={rtl ? 'right' : 'left'} allowDecimals={false} width={56} />
            <Tooltip contentStyle={reports.tooltip} isAnimationActive={false} />
            <Bar
              dataKey="Batch"
              stackId="changes"
              name={t('priceTools.stats.batch')}
              className={styles.batchBar}
              isAnimationActive={animated}
            />
            <Bar
              dataKey="Edited"
              stackId="changes"
              name={t('priceTools.stats.edited')}
              className={styles.editedBar}
              isAnimationActive={animated}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <button
        type="button"
        className={form.submit}
        aria-expanded={showTable}
        aria-keyshortcuts={ariaKeyShortcuts(keys)}
        onClick={toggle}
      >
        {t(showTable ? 'priceTools.stats.hideTable' : 'priceTools.stats.showTable')}{' '}
        <KeyCombination keys={keys} />
      </button>
      {showTable && (
        <CaptionedTable
          ref={tableRef}
          caption={t('priceTools.stats.tableCaption', { days })}
          columns={(['Day', 'Batch', 'Edited'] as const).map((key) => ({
            key,
            label: t(`priceTools.columns.${key}`),
          }))}
        >
          {changes.map((row) => (
            <tr key={row.Day}>
              <th scope="row" className={table.cell}>
                {row.Day}
              </th>
              <td className={table.cell}>{row.Batch}</td>
              <td className={table.cell}>{row.Edited}</td>
            </tr>
          ))}
        </CaptionedTable>
      )}
    </section>
  );
}
