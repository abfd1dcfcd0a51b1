import { type UserProfile, userProfileSchema } from '../../shared/api/auth';
import { userDataKey } from './session-storage';

/*
 * Apart from session-storage.ts, which every page reads at start: reading the profile takes its
 * zod schema, which only the document screens need.
 */

/** The signed-in user's profile (branch, own warehouses...), or null when none is stored or it is unreadable. */
export function storedProfile(storage: Pick<Storage, 'getItem'>): UserProfile | null {
  try {
    const parsed = userProfileSchema.safeParse(JSON.parse(storage.getItem(userDataKey) ?? 'null')?.profile);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
