import { Link } from '@tanstack/react-router';
import { type FormEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
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
import { KeyQueue } from '../../keyboard/key-queue';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { ToolButton } from '../../resources/list-toolbar';
import { useShortcutScope } from '../../resources/shortcut-scope';
import { useAppServices } from '../../shell/app-services';
import * as buttons from '../../ui/buttons.css';
import { CaptionedTable } from '../../ui/captioned-table';
import * as controls from '../../ui/form-controls.css';
import * as page from '../../ui/page-table.css';
import {
  type CountEntries,
  cellOrder,
  countedLines,
  movedItems,
  noEntries,
  replayKeys,
} from './count-entries';
import { CountItemRows } from './count-item-rows';
import { useFoundFields } from './use-found-fields';

const columns = ['place', 'system', 'counted', 'difference'] as const;

/** The counted cells and the found serial or batch fields, which Enter goes down in the order shown. */
const cellSelector = 'input[data-count-cell], input[data-found]';

type Outcome =
  | { kind: 'failed' | 'nothingCounted' | 'invalid' | 'nothingToPost' }
  | { kind: 'moved'; items: string }
  | { kind: 'duplicateSerial'; serial: string; item: string }
  | { kind: 'posted'; answer: CountAnswer };

/**
 * /inventory/reports/opening-balances/createFromInventory: a counting sheet. The warehouse's
 * system quantities are read as of one ledger row, per place: an item as a whole, or per bin,
 * per batch (and bin) and serial by serial. The user types counted quantities down the sheet
 * (Enter goes to the next place; a serial is 1, present, or 0, missing; serials found are typed or
 * scanned under their item) and posts the differences ($mod+S, the editor's save) as a goods
 * receipt and a goods issue. Keys typed while the sheet is read are held and land in its first
 * counted cell. A stock that moved meanwhile is named and read again.
 */
export default function CountSheetScreen() {
  const { t, i18n } = useTranslation();
  const { http } = useAppServices();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const [whsCode, setWhsCode] = useState('');
  const [group, setGroup] = useState('');
  const [sheet, setSheet] = useState<CountSheet>();
  const [entries, setEntries] = useState<CountEntries>(noEntries);
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  // Counted once per start: the keys typed meanwhile are applied and the focus goes to the cell they end in.
  const [started, setStarted] = useState(0);
  const [focusCell, setFocusCell] = useState<{ key: string; n: number }>();
  const container = useRef<HTMLElement>(null);
  const scope = useShortcutScope(container, false);
  // Keys typed between Start count and the sheet's arrival (line-entry-model.ts holds keys the same way).
  const typedAhead = useRef(new KeyQueue());
  const holding = useRef(false);

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
    typedAhead.current.clear();
    holding.current = true;
    if (await readSheet(whsCode)) setStarted((count) => count + 1);
    else {
      holding.current = false;
      typedAhead.current.clear();
    }
  };
  // A key typed while the sheet is read would go to the Start button (Enter starting again): held instead.
  const holdTypedAhead = (event: KeyboardEvent) => {
    if (!holding.current || !typedAhead.current.hold(event)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per start, on the sheet just read.
  useLayoutEffect(() => {
    if (started === 0 || !sheet) return;
    holding.current = false;
    const order = cellOrder(sheet, noEntries);
    const typed = replayKeys(order, noEntries, typedAhead.current);
    setEntries(typed.entries);
    found.reset();
    const key = order[typed.at];
    if (key !== undefined) setFocusCell({ key, n: started });
  }, [started]);
  useLayoutEffect(() => {
    if (!focusCell) return;
    const cell = [
      ...(container.current?.querySelectorAll<HTMLInputElement>('input[data-count-cell]') ?? []),
    ].find((input) => input.dataset.countCell === focusCell.key);
    cell?.focus();
    cell?.setSelectionRange(cell.value.length, cell.value.length);
  }, [focusCell]);

  const post = async () => {
    if (!sheet) return;
    const lines = countedLines(sheet, entries);
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
      setEntries(noEntries);
    } catch (error) {
      const moved = error instanceof HttpError ? movedItems(error.body) : undefined;
      if (moved) {
        await readSheet(sheet.WhsCode);
        setOutcome({ kind: 'moved', items: moved });
      } else setOutcome({ kind: 'failed' });
    }
  };
  useKeyBinding('document-save', () => void post(), { within: scope });

  // Enter in a counted cell goes to the next place's, as a count goes down the sheet.
  const moveDown = (from: HTMLInputElement) => {
    const cells = [...(container.current?.querySelectorAll<HTMLInputElement>(cellSelector) ?? [])];
    cells[cells.indexOf(from) + 1]?.focus();
  };
  const nextOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    moveDown(event.currentTarget);
  };
  const found = useFoundFields({
    sheet,
    entries,
    setEntries,
    moveDown,
    focusCell: (key) => setFocusCell((current) => ({ key, n: (current?.n ?? 0) + 1 })),
    refuse: (refusal) => {
      if (refusal) setOutcome({ kind: 'duplicateSerial', ...refusal });
      else setOutcome((current) => (current?.kind === 'duplicateSerial' ? undefined : current));
    },
  });

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
      onKeyDownCapture={holdTypedAhead}
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
          ) : outcome.kind === 'duplicateSerial' ? (
            <p>{t('inventoryCounts.duplicateSerial', { serial: outcome.serial, item: outcome.item })}</p>
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
            grouped
          >
            {sheet.Items.map((item) => (
              <CountItemRows
                key={item.ItemCode}
                sheet={sheet}
                item={item}
                entries={entries}
                columnCount={columns.length}
                onCount={(key, text) =>
                  setEntries({ ...entries, counted: { ...entries.counted, [key]: text } })
                }
                onExpiry={(key, date) =>
                  setEntries({ ...entries, expiry: { ...entries.expiry, [key]: date } })
                }
                onCellKey={nextOnEnter}
                {...found.fieldsOf(item)}
              />
            ))}
          </CaptionedTable>
        </>
      )}
    </section>
  );
}
