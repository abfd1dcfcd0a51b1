import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike, startsWithPattern } from './like-pattern';

describe('LIKE patterns of typed text', () => {
  it('makes percent, underscore and backslash literal', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
  });

  it('leaves ordinary text, including accents and Arabic, as it is', () => {
    expect(escapeLike('Lefèvre & Sons نور')).toBe('Lefèvre & Sons نور');
  });

  it('anchors a prefix at the start and a fragment nowhere', () => {
    expect(startsWithPattern('I0_')).toBe('I0\\_%');
    expect(containsPattern('a%')).toBe('%a\\%%');
  });
});
