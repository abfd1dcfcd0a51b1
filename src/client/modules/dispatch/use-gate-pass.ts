import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DispatchNote } from '../../../shared/api/dispatch';
import { gatePassAnswerSchema, gatePassListAnswerSchema } from '../../../shared/api/gate-pass';
import { HttpError } from '../../api/http-errors';
import { refusalText } from '../../api/refusal-text';
import { sessionSignal } from '../../session/session-state';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import { usePaneOpener } from '../../shell/pane-opener';

/** Where a gate pass opens (the gate pass documents' record screen, issue 24). */
const passHref = (docEntry: number) => `/gpm/gpm-documents/${docEntry}`;

/**
 * A loaded note's gate pass (issue 24): offered on a note loaded or on the road to who may make
 * passes; makes it from the note and opens it beside the note. A note that has its pass already
 * (the server's 409) opens that one instead.
 */
export function useGatePass(note: DispatchNote) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const open = usePaneOpener();
  const [busy, setBusy] = useState(false);
  const session = sessionSignal.value;
  const offered =
    (note.Status === 'L' || note.Status === 'R') &&
    session.status === 'signed-in' &&
    // The pass's warehouse comes from the note's lines, which the server reads: it decides the rest.
    session.ability.can('create', 'GatePass');
  const run = async () => {
    setBusy(true);
    try {
      const answer = await http.post('gpm/gate-passes', {
        schema: gatePassAnswerSchema,
        body: { SourceType: 'ODSP', SourceEntry: note.DocEntry },
      });
      const pass = answer.ResponseData;
      notify({ text: t('gatePasses.create.fromNoteDone', { number: pass.DocNum, note: note.DocNum }) });
      open(passHref(pass.DocEntry), 'split-right');
    } catch (error) {
      if (error instanceof HttpError && error.status === 409 && error.body?.code === 'ALREADY_EXISTS') {
        const live = await http
          .get('gpm/gate-passes', {
            schema: gatePassListAnswerSchema,
            query: { SourceType: 'ODSP', SourceEntry: note.DocEntry, Status: 'O,C', Top: 1 },
          })
          .catch(() => undefined);
        const existing = live?.ResponseData.data[0];
        notify({ type: 'info', text: refusalText(error, t) });
        if (existing) open(passHref(existing.DocEntry), 'split-right');
      } else notify({ type: 'error', text: refusalText(error, t) });
    } finally {
      setBusy(false);
    }
  };
  return { offered, busy, run };
}
