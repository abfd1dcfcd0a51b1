import { describe, expect, it } from 'vitest';
import type { ReferenceMatch } from './reference-lookup';
import { bestMatchIndex, resolutionOf } from './reference-resolution';

const matches: ReferenceMatch[] = [
  { key: 'C00070', label: 'Green Gardens' },
  { key: 'C00007', label: 'Evergreen Foods' },
  { key: 'C00071', label: 'Greenline' },
];

describe('resolutionOf', () => {
  it('takes the exact code wherever it stands, ignoring case', () => {
    expect(resolutionOf('c00007', matches)).toEqual({ kind: 'one', match: matches[1] });
  });

  it('takes a single match, offers several, and finds none in an empty answer', () => {
    expect(resolutionOf('line', matches.slice(2))).toEqual({ kind: 'one', match: matches[2] });
    expect(resolutionOf('green', matches)).toEqual({ kind: 'several', matches });
    expect(resolutionOf('zzz', [])).toEqual({ kind: 'none' });
  });
});

describe('bestMatchIndex', () => {
  it('highlights the exact code, else the first match, else nothing', () => {
    expect(bestMatchIndex(' C00007 ', matches)).toBe(1);
    expect(bestMatchIndex('green', matches)).toBe(0);
    expect(bestMatchIndex('green', [])).toBe(-1);
  });
});
