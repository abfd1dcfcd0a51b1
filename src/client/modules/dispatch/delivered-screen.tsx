import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DispatchNote } from '../../../shared/api/dispatch';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useShortcutScope } from '../../resources/shortcut-scope';
import { ActionBar } from '../../shell/action-bar';
import { useAppServices } from '../../shell/app-services';
import { PaneLink } from '../../shell/pane-link';
import * as styles from './notes.css';
import { allStopsRecorded, outcomeKey } from './notes-model';
import type { DispatchHrefs } from './notes-paths';
import { noteQuery, notesOnTheRoadQuery } from './notes-queries';
import { PodForm } from './pod-form';
import { mayManageDispatch } from './use-dispatch-base';
import { useNoteActions } from './use-note-action';

/**
 * Delivered (issue 23): the notes on the road and their stops; the chosen stop's proof of
 * delivery is recorded by keyboard, recorded stops show their outcome, and a note whose stops are
 * all recorded is completed here (Alt+Shift+0 C).
 */
export function DeliveredScreen({
  hrefs,
  initialNote,
}: {
  hrefs: DispatchHrefs;
  initialNote: string | undefined;
}) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const container = useRef<HTMLElement>(null);
  const onRoad = useQuery(notesOnTheRoadQuery(http));
  const notes = onRoad.data?.ResponseData.data ?? [];
  const [chosen, setChosen] = useState<number | undefined>(initialNote ? Number(initialNote) : undefined);
  const noteEntry = chosen ?? notes[0]?.DocEntry;
  const title = t('dispatchNotes.titles.delivered');
  return (
    <section ref={container} className={styles.page} aria-label={title} data-key-scope="pane">
      <div className={styles.header}>
        <h1 className={styles.heading}>{title}</h1>
      </div>
      {onRoad.isError && (
        <p role="alert" className={styles.alert}>
          {t('httpErrors.bad-response')}
        </p>
      )}
      {onRoad.isSuccess && notes.length === 0 && chosen === undefined ? (
        <p className={styles.muted}>
          {t('dispatchNotes.delivered.none')}{' '}
          <PaneLink href={hrefs.notesWith({ Status: 'L' })} className={styles.link}>
            {t('dispatchNotes.delivered.loaded')}
          </PaneLink>
        </p>
      ) : (
        <div className={styles.split}>
          <nav aria-label={t('dispatchNotes.delivered.onRoad')}>
            <h2 className={styles.subheading}>{t('dispatchNotes.delivered.onRoad')}</h2>
            <ul className={styles.picker}>
              {notes.map((note) => (
                <li key={note.DocEntry}>
                  <button
                    type="button"
                    className={styles.pick}
                    aria-current={note.DocEntry === noteEntry}
                    onClick={() => setChosen(note.DocEntry)}
                  >
                    {t('dispatchNotes.delivered.noteLine', {
                      number: note.DocNum,
                      vehicle: note.VehicleName,
                      driver: note.DriverName,
                      stops: note.StopCount,
                    })}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {noteEntry !== undefined && (
            <NoteDeliveries key={noteEntry} docEntry={noteEntry} hrefs={hrefs} container={container} />
          )}
        </div>
      )}
    </section>
  );
}

function NoteDeliveries({
  docEntry,
  hrefs,
  container,
}: {
  docEntry: number;
  hrefs: DispatchHrefs;
  container: React.RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const answer = useQuery(noteQuery(http, docEntry));
  const note = answer.data?.ResponseData;
  if (answer.isError)
    return (
      <p role="alert" className={styles.alert}>
        {t('dispatchNotes.note.notFound')}
      </p>
    );
  if (!note) return <p className={styles.muted}>{t('dispatchNotes.loading')}</p>;
  return <NoteStops note={note} hrefs={hrefs} container={container} />;
}

function NoteStops({
  note,
  hrefs,
  container,
}: {
  note: DispatchNote;
  hrefs: DispatchHrefs;
  container: React.RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const within = useShortcutScope(container, false);
  const firstPending = note.Stops.find((stop) => stop.Outcome === 'pending')?.StopNum;
  const [stopNum, setStopNum] = useState(firstPending ?? note.Stops[0]?.StopNum);
  const stop = note.Stops.find((one) => one.StopNum === stopNum);
  const onRoad = note.Status === 'R';
  const actions = useNoteActions(note);
  // Recording a stop is an update of the note (the warehouse staff read the loads, not record them).
  const mayRecord = mayManageDispatch('update', note);
  const mayComplete = onRoad && allStopsRecorded(note) && actions.allowed.includes('complete');
  const complete = () => void actions.run('complete');
  useKeyBinding('dispatch-complete', complete, { within, enabled: mayComplete && !actions.busy });
  // After a stop is recorded the keyboard goes on: to the next pending stop's first quantity, or,
  // when none is left, to the note's heading, where Alt+Shift+0 C completes it.
  const heading = useRef<HTMLHeadingElement>(null);
  const [afterSave, setAfterSave] = useState<'next' | 'done'>();
  const nextPending = () => {
    const next = note.Stops.find((one) => one.Outcome === 'pending' && one.StopNum !== stopNum);
    if (next) setStopNum(next.StopNum);
    setAfterSave(next ? 'next' : 'done');
  };
  useEffect(() => {
    if (afterSave === 'done' && note.version >= 0) heading.current?.focus();
  }, [afterSave, note.version]);
  const title = t('dispatchNotes.note.title', { number: note.DocNum });
  const recorded = note.Stops.filter((one) => one.Outcome !== 'pending');
  const recordedId = useId();
  return (
    <div className={styles.form}>
      <div className={styles.header}>
        <h2 ref={heading} tabIndex={-1} className={styles.subheading}>
          <PaneLink href={hrefs.note(note.DocEntry)} className={styles.link}>
            {title}
          </PaneLink>
        </h2>
        {mayComplete && (
          <ActionBar
            actions={[
              {
                id: 'complete',
                label: t('dispatchNotes.actions.complete'),
                binding: 'dispatch-complete',
                onClick: complete,
                primary: true,
                disabled: actions.busy,
              },
            ]}
          />
        )}
      </div>
      {!onRoad && (
        <p className={styles.notice}>{t(`dispatchNotes.delivered.status${note.Status}`, { title })}</p>
      )}
      <ol className={styles.picker} aria-label={t('dispatchNotes.note.stopsOf', { title })}>
        {note.Stops.map((one) => (
          <li key={one.StopNum}>
            <button
              type="button"
              className={styles.pick}
              aria-current={one.StopNum === stopNum}
              onClick={() => setStopNum(one.StopNum)}
            >
              {t('dispatchNotes.delivered.stopLine', {
                number: one.StopNum,
                customer: one.CardName,
                outcome: t(outcomeKey(one.Outcome)),
              })}
            </button>
          </li>
        ))}
      </ol>
      {stop && onRoad && mayRecord && (
        <PodForm
          key={`${stop.StopNum}-${note.version}`}
          note={note}
          stop={stop}
          within={within}
          autoFocus={afterSave === 'next'}
          onSaved={nextPending}
        />
      )}
      {recorded.length > 0 && (
        <section aria-labelledby={recordedId}>
          <h3 id={recordedId} className={styles.subheading}>
            {t('dispatchNotes.delivered.recorded')}
          </h3>
          <ul className={styles.recorded}>
            {recorded.map((one) => (
              <li key={one.StopNum}>
                {t('dispatchNotes.delivered.stopLine', {
                  number: one.StopNum,
                  customer: one.CardName,
                  outcome: t(outcomeKey(one.Outcome)),
                })}
                {one.ReturnEntry !== null && (
                  <>
                    {' · '}
                    <PaneLink href={hrefs.return(one.ReturnEntry)} className={styles.link}>
                      {t('dispatchNotes.stop.return', { number: one.ReturnEntry })}
                    </PaneLink>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
