import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DispatchNote } from '../../../shared/api/dispatch';
import { formatNumber } from '../../../shared/locale/formatters';
import { todayIso } from '../../forms/date-picker/calendar-dates';
import { useDirtyGuard } from '../../forms/use-dirty-guard';
import type { DataGridHandle } from '../../grid/grid-types';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useColumnFormat } from '../../reports/use-column-format';
import { ToolButton } from '../../resources/list-toolbar';
import { useAppServices } from '../../shell/app-services';
import { announce } from '../../shell/feedback/live-announcer';
import { notify } from '../../shell/feedback/notifications';
import { usePaneOpener } from '../../shell/pane-opener';
import * as buttons from '../../ui/buttons.css';
import * as controls from '../../ui/form-controls.css';
import { BuilderOpenItems } from './builder-open-items';
import { CapacityMeters } from './capacity-meters';
import { LoadFields } from './load-fields';
import {
  addStops,
  emptyLoad,
  type LoadDraft,
  loadCapacity,
  loadChanged,
  loadOfNote,
  moveStop,
  releasedStops,
  removeStop,
  stopOfOpenItem,
} from './load-model';
import { LoadProblemAlert } from './load-problem-alert';
import { type LoadProblem, loadProblemOf } from './load-problems';
import { createBody, updateBody } from './load-save-body';
import {
  findOpenItems,
  keepListed,
  type OpenItemKey,
  openItemKey,
  openItemRows,
  selectedInOrder,
} from './open-items-model';
import { OverrideDialog } from './override-dialog';
import * as styles from './planning.css';
import { formatKg } from './planning-columns';
import { type PlanningBase, planningHrefs } from './planning-paths';
import {
  activeChoicesQuery,
  createLoad,
  markLoaded,
  openItemsQuery,
  planningKeys,
  updateLoad,
} from './planning-queries';
import { StopList } from './stop-list';

interface LoadBuilderProps {
  base: PlanningBase;
  /** The saved note (a planned or loaded load), or none for a new one. */
  note?: DispatchNote;
  /** Deliveries chosen on the open items, made the new load's first stops. */
  initialDeliveries?: readonly number[];
  /** Reads the saved note again (after another dispatcher changed it). */
  onReload?(): void;
}

/**
 * The load builder (/dispatch/assignments/create and /$id): a date, a vehicle and a driver, the
 * open items on one side and the load's stops on the other. Space selects open items and Alt+Shift+
 * Enter puts them on the load; the stops reorder with Alt+↑/↓ and leave with Delete; the meters
 * follow the load against the vehicle's capacities. Save (Ctrl+S) past a capacity asks why first;
 * a refusal keeps everything typed and says what was refused.
 */
export function LoadBuilder({ base, note, initialDeliveries = [], onReload }: LoadBuilderProps) {
  const { t } = useTranslation();
  const { language } = useColumnFormat();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const open = usePaneOpener();
  const hrefs = planningHrefs(base);
  const container = useRef<HTMLElement>(null);
  const gridRef = useRef<DataGridHandle>(null);
  const saved = useMemo(() => (note ? loadOfNote(note) : emptyLoad(todayIso())), [note]);
  const [draft, setDraft] = useState<LoadDraft>(saved);
  const [selection, setSelection] = useState<ReadonlySet<OpenItemKey>>(new Set());
  const [activeStop, setActiveStop] = useState(0);
  const [problem, setProblem] = useState<LoadProblem>();
  const [overriding, setOverriding] = useState<{ figures: string; then?: 'load' }>();
  const [busy, setBusy] = useState(false);
  const readOnly = note !== undefined && note.Status !== 'P';
  const ids = useId();

  // A load's stops are deliveries: the orders among the open items get theirs first.
  const openItems = useQuery({ ...openItemsQuery(http, { Documents: 'deliveries' }), enabled: !readOnly });
  const vehicles = useQuery(activeChoicesQuery(http, 'vehicles')).data ?? [];
  const drivers = useQuery(activeChoicesQuery(http, 'drivers')).data ?? [];
  const onLoad = new Set(draft.stops.map((stop) => stop.DeliveryEntry));
  const [find, setFind] = useState('');
  const listed = findOpenItems(
    [
      ...releasedStops(note, draft.stops),
      ...(openItems.data?.ResponseData.data ?? []).filter((item) => !onLoad.has(item.DocEntry)),
    ],
    find,
  );
  const rows = useMemo(() => openItemRows(listed, 'none'), [listed]);
  const selected = keepListed(selection, listed);
  const vehicle = vehicles.find((row) => String(row.VehicleCode) === draft.VehicleCode);
  const capacity = loadCapacity(draft.stops, {
    CapacityKg: vehicle ? String(vehicle.CapacityKg ?? '0') : note?.CapacityKg,
    CapacityM3: vehicle ? String(vehicle.CapacityM3 ?? '0') : note?.CapacityM3,
  });
  // What was last saved from this screen: a new load is not "changed" once saved, while its route moves to its number.
  const [savedDraft, setSavedDraft] = useState<LoadDraft>();
  const [created, setCreated] = useState<number>();
  const changed = loadChanged(draft, savedDraft ?? saved);
  useDirtyGuard(changed && !readOnly, 'load-builder');
  // The saved load opens at its own address once the guard has heard it is saved, not in the same tick.
  const opened = useRef(false);
  useEffect(() => {
    if (created === undefined || opened.current) return;
    opened.current = true;
    open(planningHrefs(base).assignment(created), 'focused');
  }, [created, open, base]);

  // The deliveries chosen on the open items become the first stops, once they are read.
  const seeded = useRef(false);
  useEffect(() => {
    const items = openItems.data?.ResponseData.data;
    if (seeded.current || !items || initialDeliveries.length === 0) return;
    seeded.current = true;
    const byEntry = new Map(items.map((item) => [item.DocEntry, item]));
    const chosen = initialDeliveries.flatMap((entry) => {
      const item = byEntry.get(entry);
      return item ? [stopOfOpenItem(item)] : [];
    });
    setDraft((now) => ({ ...now, stops: addStops(now.stops, chosen).stops }));
    if (chosen.length < initialDeliveries.length)
      notify({ type: 'warning', text: t('dispatchPlanning.builder.someTaken') });
  }, [openItems.data, initialDeliveries, t]);

  const assign = () => {
    let chosen = selectedInOrder(rows, selected);
    if (chosen.length === 0 && gridRef.current && document.activeElement?.closest('[role="grid"]')) {
      const row = rows[gridRef.current.activeCell().row];
      if (row?.rowKind === 'item') chosen = selectedInOrder([row], new Set([openItemKey(row)]));
    }
    if (chosen.length === 0) {
      notify({ type: 'warning', text: t('dispatchPlanning.openItems.assignNone') });
      return;
    }
    const next = addStops(draft.stops, chosen.map(stopOfOpenItem));
    setDraft({ ...draft, stops: next.stops });
    setSelection(new Set());
    const weight = loadCapacity(next.stops, undefined).weight.total;
    announce(
      t('dispatchPlanning.builder.added', {
        count: next.added,
        number: formatNumber(next.added, language, 0),
        stops: formatNumber(next.stops.length, language, 0),
        weight: formatKg(weight, language),
      }),
    );
  };

  const afterSave = (answer: DispatchNote, isNew: boolean) => {
    queryClient.setQueryData(planningKeys.note(answer.DocEntry), { ResultCode: 1200, ResponseData: answer });
    void queryClient.invalidateQueries({ queryKey: planningKeys.all });
    setProblem(undefined);
    setSavedDraft(draft);
    if (isNew) setCreated(answer.DocEntry);
  };
  /** Saves the draft; the saved note, or undefined when it was refused (the reason shown). */
  const save = async (reason?: string, then?: 'load'): Promise<DispatchNote | undefined> => {
    if (draft.VehicleCode === '' || draft.DriverCode === '') {
      setProblem({ kind: 'invalid', message: t('dispatchPlanning.problems.required'), fields: [] });
      return undefined;
    }
    if (capacity.over && reason === undefined) {
      setOverriding({ figures: overFigures(), ...(then ? { then } : {}) });
      return undefined;
    }
    setBusy(true);
    try {
      const answer = note
        ? await updateLoad(http, note.DocEntry, updateBody(draft, note.version, reason))
        : await createLoad(http, createBody(draft, reason));
      notify({ text: t('dispatchPlanning.builder.saved', { number: answer.ResponseData.DocNum }) });
      afterSave(answer.ResponseData, note === undefined && then === undefined);
      return answer.ResponseData;
    } catch (error) {
      const refused = loadProblemOf(error);
      if (refused.kind === 'capacity') setOverriding({ figures: overFigures(), ...(then ? { then } : {}) });
      else setProblem(refused);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  const overFigures = () =>
    [capacity.weight.over && 'weight', capacity.volume.over && 'volume']
      .filter(Boolean)
      .map((measure) => t(`dispatchPlanning.capacity.${measure}`))
      .join(', ');
  const load = async (reason?: string) => {
    const current = changed || note === undefined ? await save(reason, 'load') : note;
    if (!current) return;
    setBusy(true);
    try {
      const answer = await markLoaded(http, current.DocEntry, current.version);
      notify({ text: t('dispatchPlanning.builder.loaded', { number: answer.ResponseData.DocNum }) });
      afterSave(answer.ResponseData, note === undefined);
    } catch (error) {
      setProblem(loadProblemOf(error));
    } finally {
      setBusy(false);
    }
  };

  const within = { within: container };
  useKeyBinding('document-save', () => void save(), { ...within, enabled: !readOnly && !busy });
  useKeyBinding('dispatch-assign', assign, { ...within, enabled: !readOnly });
  useKeyBinding('dispatch-load', () => void load(), { ...within, enabled: !readOnly && !busy });
  const title = note
    ? t('dispatchPlanning.builder.titleOf', {
        number: note.DocNum,
        status: t(`dispatchPlanning.status.${note.Status}`),
      })
    : t('dispatchPlanning.builder.titleNew');

  return (
    <section ref={container} className={styles.builder} aria-label={title} data-key-scope="pane">
      <div className={styles.headerRow}>
        <h1 className={styles.heading}>{title}</h1>
        {!readOnly && (
          <>
            <ToolButton
              label={t('dispatchPlanning.builder.save')}
              binding="document-save"
              onClick={() => void save()}
            />
            <ToolButton
              label={t('dispatchPlanning.builder.load')}
              binding="dispatch-load"
              onClick={() => void load()}
            />
          </>
        )}
        <button type="button" className={buttons.button} onClick={() => open(hrefs.assignments, 'focused')}>
          {t('dispatchPlanning.builder.backToList')}
        </button>
      </div>
      {readOnly && <p className={styles.hint}>{t('dispatchPlanning.builder.readOnly')}</p>}
      <LoadProblemAlert problem={problem} onReload={onReload} />
      <LoadFields
        draft={draft}
        vehicles={vehicles}
        drivers={drivers}
        readOnly={readOnly}
        onChange={(change) => setDraft((now) => ({ ...now, ...change }))}
      />
      <div className={styles.sides}>
        {!readOnly && (
          <section className={styles.side} aria-labelledby={`${ids}-items`}>
            <div className={styles.headerRow}>
              <h2 id={`${ids}-items`} className={styles.sideHeading}>
                {t('dispatchPlanning.builder.openItems')}
              </h2>
              <ToolButton
                label={t('dispatchPlanning.builder.assign')}
                binding="dispatch-assign"
                onClick={assign}
              />
            </div>
            <p className={styles.hint}>{t('dispatchPlanning.builder.itemsHint')}</p>
            <label className={styles.field}>
              <span className={controls.label}>{t('dispatchPlanning.builder.find')}</span>
              <input
                type="search"
                className={controls.input}
                value={find}
                dir="auto"
                onChange={(event) => setFind(event.target.value)}
              />
            </label>
            <BuilderOpenItems
              gridRef={gridRef}
              rows={rows}
              selected={selected}
              onSelect={setSelection}
              loading={openItems.isPending}
              label={t('dispatchPlanning.builder.openItems')}
            />
          </section>
        )}
        <section className={styles.stopsSide} aria-labelledby={`${ids}-stops`}>
          <h2 id={`${ids}-stops`} className={styles.sideHeading}>
            {t('dispatchPlanning.builder.stops')}
          </h2>
          <CapacityMeters weight={capacity.weight} volume={capacity.volume} />
          {!readOnly && <p className={styles.hint}>{t('dispatchPlanning.builder.stopsHint')}</p>}
          <StopList
            stops={draft.stops}
            active={activeStop}
            readOnly={readOnly}
            onActiveChange={setActiveStop}
            onMove={(index, delta) => {
              const next = moveStop(draft.stops, index, delta);
              setDraft({ ...draft, stops: next.stops });
              setActiveStop(next.index);
            }}
            onRemove={(index) => {
              const next = removeStop(draft.stops, index);
              setDraft({ ...draft, stops: next.stops });
              setActiveStop(Math.max(0, next.index));
            }}
          />
        </section>
      </div>
      {overriding && (
        <OverrideDialog
          figures={overriding.figures}
          onCancel={() => setOverriding(undefined)}
          onConfirm={(reason) => {
            const then = overriding.then;
            setOverriding(undefined);
            void (then === 'load' ? load(reason) : save(reason));
          }}
        />
      )}
    </section>
  );
}
