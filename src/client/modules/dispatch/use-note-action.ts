import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DispatchAction, DispatchNote } from '../../../shared/api/dispatch';
import { refusalText } from '../../api/refusal-text';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import { allowedActions, pendingStops } from './notes-model';
import { notesKeys, runNoteAction } from './notes-queries';
import { mayManageDispatch } from './use-dispatch-base';

/**
 * A note's moves (load, depart, complete…): which its status and the user's rights allow, and
 * running one with the note's version, saying what happened; the lists and dashboard follow.
 */
export function useNoteActions(note: DispatchNote) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const allowed = mayManageDispatch('update', note) ? allowedActions(note.Status) : [];
  const run = async (action: DispatchAction) => {
    const pending = pendingStops(note);
    if (action === 'complete' && pending.length > 0) {
      notify({ type: 'warning', text: t('dispatchNotes.note.pending', { stops: pending.join(', ') }) });
      return;
    }
    setBusy(true);
    try {
      const answer = await runNoteAction(http, note.DocEntry, action, note.version);
      queryClient.setQueryData(notesKeys.note(note.DocEntry), answer);
      notify({ text: t(`dispatchNotes.done.${action}`, { number: note.DocNum }) });
    } catch (error) {
      notify({ type: 'error', text: refusalText(error, t) });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: notesKeys.all });
    }
  };
  return { allowed, busy, run };
}
