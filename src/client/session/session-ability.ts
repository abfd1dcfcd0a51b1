import type { AbilityRule } from '../../shared/access/ability-rule';
import { buildAbility } from '../../shared/access/app-ability';
import type { SessionUser } from '../../shared/api/auth';
import { setSignedInWith } from './session-state';

/**
 * Signed in with the ability the rules give. Apart from session-state.ts, which every page reads
 * at start: the ability's library (CASL) comes with the first session, not with the sign-in page.
 */
export function setSignedIn(user: SessionUser, rules: AbilityRule[]): void {
  setSignedInWith(user, buildAbility(rules));
}
