import { signal } from '@preact/signals-react';
import type { AbilityRule } from '../../shared/access/ability-rule';
import { type AppAbility, buildAbility } from '../../shared/access/app-ability';
import type { SessionUser } from '../../shared/api/auth';

export type SessionState =
  | { status: 'checking' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser; ability: AppAbility };

/** Who is signed in: the one copy of the session in the client (specification section 4). */
export const sessionSignal = signal<SessionState>({ status: 'checking' });

export function setSignedIn(user: SessionUser, rules: AbilityRule[]): void {
  sessionSignal.value = { status: 'signed-in', user, ability: buildAbility(rules) };
}

export function setSignedOut(): void {
  sessionSignal.value = { status: 'signed-out' };
}
