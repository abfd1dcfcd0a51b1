import { useSignals } from '@preact/signals-react/runtime';
import { journalSubject } from '../../../shared/api/journal';
import { sessionSignal } from '../../session/session-state';

/**
 * Whether the user reads the journal: the aging is open to a sales user for their customers, the
 * account statement it leads to is not (docs/decisions.md), so Enter opens it only for those who may.
 */
export function useJournalAccess(): boolean {
  useSignals();
  const session = sessionSignal.value;
  return session.status === 'signed-in' && session.ability.can('read', journalSubject);
}
