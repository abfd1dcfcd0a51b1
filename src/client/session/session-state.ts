import { signal } from '@preact/signals-react';
import type { AppAbility } from '../../shared/access/app-ability';
import type { SessionUser } from '../../shared/api/auth';

export type SessionState =
  | { status: 'checking' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser; ability: AppAbility };

/** Who is signed in: the one copy of the session in the client (specification section 4). */
export const sessionSignal = signal<SessionState>({ status: 'checking' });

/** Signed in with the ability built (session-ability.ts builds it from the rules). */
export function setSignedInWith(user: SessionUser, ability: AppAbility): void {
  sessionSignal.value = { status: 'signed-in', user, ability };
}

export function setSignedOut(): void {
  sessionSignal.value = { status: 'signed-out' };
}
