/**
 * Whether a target's period ends after it starts; dates are YYYY-MM-DD, so their text order is
 * their calendar order. A missing end is not a period (the caller's schema asks for both).
 */
export const periodRunsForwards = (from: string | null, to: string | null): boolean =>
  from !== null && to !== null && from < to;
