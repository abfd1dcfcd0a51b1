import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallView } from '../../../shared/api/route-calls';
import { formatNumber } from '../../../shared/locale/formatters';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useColumnFormat } from '../../reports/use-column-format';
import { useShortcutScope } from '../../resources/shortcut-scope';
import { ActionBar, type BarAction } from '../../shell/action-bar';
import { useAppServices } from '../../shell/app-services';
import { announce } from '../../shell/feedback/live-announcer';
import { usePaneOpener } from '../../shell/pane-opener';
import * as page from '../../ui/page-table.css';
import { CallLogForm } from './call-log-form';
import { DayField } from './day-field';
import { KeyboardList } from './keyboard-list';
import * as styles from './route-calls.css';
import { routeCallHrefs } from './route-calls-paths';
import { dayQuery, localToday, routeCallKeys, subjectsQuery } from './route-calls-queries';

/**
 * A rep's day (issue 25): the calls of a date in route order with their state, the chosen one
 * logged in the form beside the list, and a sales order started for its outlet in a pane beside.
 * The arrows choose a call, Enter (or Alt+Shift+0 V) goes to its form; once logged, the list
 * comes back with the next call chosen. Without `SlpCode`, the signed-in user's own day.
 */
export function RepDay({ SlpCode }: { SlpCode?: number }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const { language } = useColumnFormat();
  const queries = useQueryClient();
  const open = usePaneOpener();
  const dateId = useId();
  const [date, setDate] = useState(localToday);
  const [active, setActive] = useState(0);
  const container = useRef<HTMLElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const firstField = useRef<HTMLSelectElement>(null);
  const within = { within: useShortcutScope(container, false) };
  const answer = useQuery(dayQuery(http, date, SlpCode));
  const subjects = useQuery(subjectsQuery(http));
  const calls = answer.data?.ResponseData.calls ?? [];
  const current = calls[Math.min(active, calls.length - 1)];
  const outletOf = (call: CallView) => call.CardName ?? call.CardCode;

  const startOrder = () => {
    if (current) open(routeCallHrefs.newOrder(current.CardCode, current.Address), 'split-right');
  };
  useKeyBinding('call-log', () => firstField.current?.focus(), { ...within, enabled: current !== undefined });
  useKeyBinding('call-start-order', startOrder, { ...within, enabled: current !== undefined });

  const logged = (call: CallView) => {
    announce(t('routeCalls.day.logged', { outlet: outletOf(call) }));
    const index = calls.findIndex((entry) => entry.CallId === call.CallId);
    const next = calls.findIndex((entry, at) => at > index && entry.CallStatus === 'P');
    setActive(next >= 0 ? next : index);
    void queries.invalidateQueries({ queryKey: routeCallKeys.all });
    list.current?.focus();
  };

  const stateOf = (call: CallView) =>
    call.CallStatus === 'D' && call.Outcome
      ? t(`fields.options.callOutcome.${call.Outcome}`)
      : t(call.CallStatus === 'X' ? 'routeCalls.day.cancelled' : 'routeCalls.day.planned');
  const actions: BarAction[] = current
    ? [
        {
          id: 'log',
          label: t('keyboard.commands.callLog'),
          binding: 'call-log',
          onClick: () => firstField.current?.focus(),
        },
        {
          id: 'order',
          label: t('routeCalls.day.startOrder'),
          binding: 'call-start-order',
          onClick: startOrder,
          primary: true,
        },
      ]
    : [];
  const title =
    SlpCode === undefined
      ? t('routeCalls.day.title')
      : t('routeCalls.day.titleOf', { name: String(SlpCode) });

  return (
    <section ref={container} className={page.page} aria-labelledby={`${dateId}-title`}>
      <h1 id={`${dateId}-title`} className={page.heading}>
        {title}
      </h1>
      <div className={styles.toolbar}>
        <DayField
          value={date}
          onChange={(day) => {
            setDate(day);
            setActive(0);
          }}
        />
        <ActionBar actions={actions} />
      </div>
      {answer.isError && <p role="alert">{t('routeCalls.failed')}</p>}
      {answer.isPending && <p role="status">{t('routeCalls.loading')}</p>}
      {answer.data && answer.data.ResponseData.SlpCode === null && (
        <p role="status">{t('routeCalls.day.noRep')}</p>
      )}
      {answer.data && (
        <div className={styles.layout}>
          <div className={styles.side}>
            <KeyboardList
              ref={list}
              label={t('routeCalls.day.calls', { count: calls.length })}
              entries={calls}
              active={active}
              onActiveChange={setActive}
              onChoose={() => firstField.current?.focus()}
              keyOf={(call) => call.CallId}
              empty={t('routeCalls.day.empty')}
              render={(call, index) =>
                t('routeCalls.day.callText', {
                  position: formatNumber(call.Position ?? index + 1, language, 0),
                  outlet: outletOf(call),
                  address: [call.Address, call.City].filter(Boolean).join(', '),
                  state: stateOf(call),
                })
              }
            />
          </div>
          <div className={styles.side}>
            {current && (
              <CallLogForm
                key={`${current.CallId}-${current.LoggedAt ?? ''}`}
                call={current}
                subjects={subjects.data ?? []}
                onLogged={logged}
                firstField={firstField}
              />
            )}
          </div>
        </div>
      )}
    </section>
  );
}
