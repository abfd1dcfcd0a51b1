import { subject } from '@casl/ability';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteStop } from '../../../shared/api/route-calls';
import { formatNumber } from '../../../shared/locale/formatters';
import { bindingById } from '../../keyboard/key-bindings';
import { KeyCombination } from '../../keyboard/key-combination';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useColumnFormat } from '../../reports/use-column-format';
import { useShortcutScope } from '../../resources/shortcut-scope';
import { sessionSignal } from '../../session/session-state';
import { useAppServices } from '../../shell/app-services';
import { announce } from '../../shell/feedback/live-announcer';
import { PaneLink } from '../../shell/pane-link';
import * as buttons from '../../ui/buttons.css';
import { CaptionedTable } from '../../ui/captioned-table';
import * as page from '../../ui/page-table.css';
import { shortcutLabel } from '../../ui/shortcut-label';
import { KeyboardList } from './keyboard-list';
import * as styles from './route-calls.css';
import { routeCallHrefs } from './route-calls-paths';
import { routeCallKeys, routeStopsQuery, routesOutletsQuery, saveRouteStops } from './route-calls-queries';

const outletName = (stop: RouteStop) => stop.CardName ?? stop.CardCode;

/** /routes-outlets: every route the user reads with its outlets in visiting order. */
export function RoutesOutlets() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const id = useId();
  const answer = useQuery(routesOutletsQuery(http));
  const routes = answer.data?.ResponseData.data ?? [];
  const columns = (['RouteCode', 'RouteName', 'Stops'] as const).map((key) => ({
    key,
    label: t(`routeCalls.outlets.columns.${key}`),
  }));
  return (
    <section className={page.page} aria-labelledby={id}>
      <h1 id={id} className={page.heading}>
        {t('routeCalls.outlets.title')}
      </h1>
      {answer.isError && <p role="alert">{t('routeCalls.failed')}</p>}
      {answer.isPending && <p role="status">{t('routeCalls.loading')}</p>}
      {answer.data && routes.length === 0 && <p>{t('routeCalls.outlets.empty')}</p>}
      {routes.length > 0 && (
        <CaptionedTable caption={t('routeCalls.outlets.caption')} columns={columns}>
          {routes.map((route) => (
            <tr key={route.RouteCode}>
              <td className={page.cell}>
                <PaneLink href={routeCallHrefs.routeOutlets(route.RouteCode)}>{route.RouteCode}</PaneLink>
              </td>
              <td className={page.cell}>{route.RouteName}</td>
              <td className={page.cell}>{route.Stops.map(outletName).join(' → ')}</td>
            </tr>
          ))}
        </CaptionedTable>
      )}
    </section>
  );
}

/**
 * /routes-outlets/{id}: one route's outlets in visiting order. Who may update routes moves the
 * chosen stop with Alt+↑ and Alt+↓ and saves the order (Ctrl+S); the list announces each move.
 */
export function RouteOutlets({ RouteCode }: { RouteCode: string }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const { language } = useColumnFormat();
  useSignals();
  const session = sessionSignal.value;
  const queries = useQueryClient();
  const id = useId();
  const container = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const within = { within: useShortcutScope(container, false) };
  const answer = useQuery(routeStopsQuery(http, RouteCode));
  const [order, setOrder] = useState<readonly RouteStop[]>();
  const [active, setActive] = useState(0);
  const [problem, setProblem] = useState<string>();
  const stops = order ?? answer.data?.ResponseData.data ?? [];
  const route: Record<string, unknown> = { RouteCode };
  const editable = session.status === 'signed-in' && session.ability.can('update', subject('Route', route));
  const count = (value: number) => formatNumber(value, language, 0);
  const move = (delta: -1 | 1) => {
    const target = active + delta;
    const stop = stops[active];
    if (!stop || target < 0 || target >= stops.length) return;
    const next = [...stops];
    next.splice(active, 1);
    next.splice(target, 0, stop);
    setOrder(next);
    setActive(target);
    announce(
      t('routeCalls.outlets.moved', {
        outlet: outletName(stop),
        position: count(target + 1),
        count: count(stops.length),
      }),
    );
  };
  const save = async () => {
    if (!order) return;
    setProblem(undefined);
    try {
      await saveRouteStops(http, RouteCode, {
        Stops: order.map(({ CardCode, LineNum }) => ({ CardCode, LineNum })),
      });
      setOrder(undefined);
      announce(t('routeCalls.outlets.saved', { code: RouteCode }));
      await queries.invalidateQueries({ queryKey: routeCallKeys.routes() });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  useKeyBinding('row-move-up', () => move(-1), { within: listRef, enabled: editable });
  useKeyBinding('row-move-down', () => move(1), { within: listRef, enabled: editable });
  useKeyBinding('document-save', () => void save(), { ...within, enabled: editable && order !== undefined });
  const saveKeys = bindingById('document-save').keys;
  const moveKeys = [bindingById('row-move-up').keys, bindingById('row-move-down').keys]
    .map(shortcutLabel)
    .join(' ');
  return (
    <section ref={container} className={page.page} aria-labelledby={id}>
      <h1 id={id} className={page.heading}>
        {t('routeCalls.outlets.routeTitle', { code: RouteCode })}
      </h1>
      {answer.isError && <p role="alert">{t('routeCalls.outlets.notFound')}</p>}
      {answer.isPending && <p role="status">{t('routeCalls.loading')}</p>}
      {answer.data && (
        <div className={styles.side}>
          {editable && <p className={styles.muted}>{t('routeCalls.outlets.reorderHint')}</p>}
          <KeyboardList
            ref={listRef}
            label={t('routeCalls.outlets.stops', { count: stops.length })}
            entries={stops}
            active={active}
            onActiveChange={setActive}
            keyOf={(stop) => `${stop.CardCode}-${stop.LineNum}`}
            empty={t('routeCalls.outlets.noStops')}
            keyShortcuts={editable ? moveKeys : undefined}
            render={(stop, index) =>
              t('routeCalls.outlets.stopText', {
                position: count(index + 1),
                outlet: outletName(stop),
                address: [stop.Address, stop.City].filter(Boolean).join(', '),
              })
            }
          />
          {problem && <p role="alert">{problem}</p>}
          {editable && (
            <p>
              <button
                type="button"
                className={buttons.primaryButton}
                disabled={order === undefined}
                aria-keyshortcuts={shortcutLabel(saveKeys)}
                onClick={() => void save()}
              >
                {t('routeCalls.outlets.save')} <KeyCombination keys={saveKeys} />
              </button>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
