import { Link } from '@tanstack/react-router';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CountAnswer,
  type CountSheet,
  countAnswerSchema,
  countSheetAnswerSchema,
  countSheetMax,
} from '../../../shared/api/inventory-counts';
import { findDocumentType } from '../../../shared/documents/object-types';
import { formatNumber } from '../../../shared/locale/formatters';
import { openingBalancesPath } from '../../../shared/screens/document-object-type';
import { HttpError } from '../../api/http-errors';
import { WarehouseOptions } from '../../forms/warehouse-options';
import { defaultLanguage, isLanguage } from '../../i18n/i18n-setup';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { ToolButton } from '../../resources/list-toolbar';
import { useShortcutScope } from '../../resources/shortcut-scope';
import { useAppServices } from '../../shell/app-services';
import * as buttons from '../../ui/buttons.css';
import { CaptionedTable } from '../../ui/captioned-table';
import * as controls from '../../ui/form-controls.css';
import * as page from '../../ui/page-table.css';
import { countDifference, countedLines, movedItems } from './count-entries';

const columns = ['item', 'name', 'system', 'counted', 'difference'] as const;

type Outcome =
  | { kind: 'failed' | 'nothingCounted' | 'invalid' | 'nothingToPost' }
  | { kind: 'moved'; items: string }
  | { kind: 'posted'; answer: CountAnswer };

/**
 * /inventory/reports/opening-balances/createFromInventory: a counting sheet. The warehouse's
 * system quantities are read as of one ledger row; the user types counted quantities down the
 * sheet (Enter goes to the next item) and posts the differences ($mod+S, the editor's save) as a
 * goods receipt and a goods issue. A stock that moved meanwhile is named and read again.
 */
export default function CountSheetScreen() {
  const { t, i18n } = useTranslation();
  const { http } = useAppServices();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const [whsCode, setWhsCode] = useState('');
  const [group, setGroup] = useState('');
  const [sheet, setSheet] = useState<CountSheet>();
  const [counted, setCounted] = useState<Record<string, string>>({});
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  // Counted once per start: the first counted cell takes the focus, so the count is typed at once.
  const [started, setStarted] = useState(0);
  const container = useRef<HTMLElement>(null);
  const scope = useShortcutScope(container, false);

  const readSheet = async (code: string) => {
    setLoading(true);
    try {
      const query = { WhsCode: code, ...(group.trim() ? { ItmsGrpCod: group.trim() } : {}) };
      const answer = await http.get('inventory/counts/sheet', { schema: countSheetAnswerSchema, query });
      setSheet(answer.ResponseData);
      return answer.ResponseData;
    } catch {
      setOutcome({ kind: 'failed' });
      return undefined;
    } finally {
      setLoading(false);
    }
  };

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (!whsCode) return;
    setOutcome(undefined);
    setCounted({});
    if (await readSheet(whsCode)) setStarted((count) => count + 1);
  };
  useEffect(() => {
    if (started > 0) container.current?.querySelector<HTMLInputElement>('tbody input')?.focus();
  }, [started]);

  const post = async () => {
    if (!sheet) return;
    const lines = countedLines(sheet, counted);
    if (lines === 'invalid' || lines.length === 0) {
      setOutcome({ kind: lines === 'invalid' ? 'invalid' : 'nothingCounted' });
      return;
    }
    try {
      const answer = await http.post('inventory/counts', {
        schema: countAnswerSchema,
        body: { WhsCode: sheet.WhsCode, AsOf: sheet.AsOf, Lines: lines },
      });
      const posted = answer.ResponseData;
      setOutcome(
        posted.Receipt || posted.Issue ? { kind: 'posted', answer: posted } : { kind: 'nothingToPost' },
      );
      await readSheet(sheet.WhsCode);
    } catch (error) {
      const moved = error instanceof HttpError ? movedItems(error.body) : undefined;
      if (moved) {
        await readSheet(sheet.WhsCode);
        setOutcome({ kind: 'moved', items: moved });
      } else setOutcome({ kind: 'failed' });
    }
  };
  useKeyBinding('document-save', () => void post(), { within: scope });

  // Enter in a counted cell goes to the next item's, as a count goes down the sheet.
  const nextOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const row = event.currentTarget.closest('tr')?.nextElementSibling;
    row?.querySelector<HTMLInputElement>('input')?.focus();
  };

  const documentLink = (posted: CountAnswer['Receipt']) => {
    const type = posted && findDocumentType(posted.ObjType);
    if (!posted || !type) return null;
    return (
      <Link to={`${openingBalancesPath}/${type.objectId}/${posted.DocEntry}`}>
        {t('inventoryCounts.openDocument', { name: t(type.nameKey), number: posted.DocNum })}
      </Link>
    );
  };

  return (
    <section
      ref={container}
      className={page.page}
      aria-labelledby="count-sheet-heading"
      data-key-scope="pane"
    >
      <h1 id="count-sheet-heading" className={page.heading}>
        {t('inventoryCounts.heading')}
      </h1>
      <p className={page.intro}>{t('inventoryCounts.intro')}</p>
      <form className={controls.form} onSubmit={(event) => void start(event)}>
        <label className={controls.field}>
          <span className={controls.label}>{t('inventoryCounts.warehouse')}</span>
          <select
            className={controls.input}
            value={whsCode}
            required
            onChange={(event) => setWhsCode(event.target.value)}
          >
            <option value="">{t('inventoryCounts.chooseWarehouse')}</option>
            <WarehouseOptions />
          </select>
        </label>
        <label className={controls.field}>
          <span className={controls.label}>{t('inventoryCounts.itemGroup')}</span>
          <input
            className={controls.input}
            inputMode="numeric"
            value={group}
            onChange={(event) => setGroup(event.target.value)}
          />
        </label>
        <div>
          <button type="submit" className={buttons.primaryButton}>
            {t('inventoryCounts.start')}
          </button>
        </div>
      </form>
      {loading && <p role="status">{t('inventoryCounts.loading')}</p>}
      {outcome && (
        <div role={outcome.kind === 'posted' || outcome.kind === 'nothingToPost' ? 'status' : 'alert'}>
          {outcome.kind === 'moved' ? (
            <p>{t('inventoryCounts.moved', { items: outcome.items })}</p>
          ) : outcome.kind === 'posted' ? (
            <p>
              {t('inventoryCounts.posted')} {documentLink(outcome.answer.Receipt)}{' '}
              {documentLink(outcome.answer.Issue)}
            </p>
          ) : (
            <p>{t(`inventoryCounts.${outcome.kind}`)}</p>
          )}
        </div>
      )}
      {sheet && (
        <>
          {sheet.Truncated && (
            <p>{t('inventoryCounts.truncated', { number: formatNumber(countSheetMax, language) })}</p>
          )}
          <div>
            <ToolButton
              label={t('inventoryCounts.post')}
              binding="document-save"
              onClick={() => void post()}
              primary
            />
          </div>
          <CaptionedTable
            caption={t('inventoryCounts.caption')}
            columns={columns.map((key) => ({ key, label: t(`inventoryCounts.columns.${key}`) }))}
          >
            {sheet.Lines.map((line) => {
              const difference = countDifference(line.OnHand, counted[line.ItemCode]);
              return (
                <tr key={line.ItemCode}>
                  <th scope="row" className={page.cell}>
                    <span className={page.code}>{line.ItemCode}</span>
                  </th>
                  <td className={page.cell}>{line.ItemName}</td>
                  <td className={page.cell}>{formatNumber(line.OnHand, language)}</td>
                  <td className={page.cell}>
                    <input
                      className={controls.input}
                      inputMode="decimal"
                      aria-label={t('inventoryCounts.countedOf', { item: line.ItemCode })}
                      value={counted[line.ItemCode] ?? ''}
                      onKeyDown={nextOnEnter}
                      onChange={(event) => setCounted({ ...counted, [line.ItemCode]: event.target.value })}
                    />
                  </td>
                  <td className={page.cell}>
                    {difference === undefined ? '' : formatNumber(difference, language)}
                  </td>
                </tr>
              );
            })}
          </CaptionedTable>
        </>
      )}
    </section>
  );
}
