import type { ReferenceMatch } from './reference-lookup';

/**
 * What a code typed in full comes to, in every lookup (a record form's reference field, the
 * document editor's partner, a line's item): the exact match wins, one match is taken, several
 * are offered to choose from.
 */
export type ReferenceResolution =
  | { kind: 'one'; match: ReferenceMatch }
  | { kind: 'none' }
  | { kind: 'several'; matches: readonly ReferenceMatch[] };

/** Whether a match's key is the typed text; codes are compared without regard to case. */
export const isExactKey = (match: ReferenceMatch, typed: string): boolean =>
  String(match.key).toUpperCase() === typed.trim().toUpperCase();

/** Classifies the matches a search gave for a typed code. */
export function resolutionOf(typed: string, matches: readonly ReferenceMatch[]): ReferenceResolution {
  const exact = matches.find((match) => isExactKey(match, typed));
  if (exact) return { kind: 'one', match: exact };
  const only = matches[0];
  if (matches.length === 1 && only) return { kind: 'one', match: only };
  return matches.length === 0 ? { kind: 'none' } : { kind: 'several', matches };
}

/**
 * The option a list highlights when an answer arrives: the exact key wherever the provider put
 * it, else the first (the server ranks its search best first); -1 for an empty list.
 */
export function bestMatchIndex(typed: string, matches: readonly ReferenceMatch[]): number {
  const exact = matches.findIndex((match) => isExactKey(match, typed));
  return exact >= 0 ? exact : matches.length > 0 ? 0 : -1;
}
