import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { newLoadEntries } from './planning-palette';

const t = ((key: string) => key) as unknown as TFunction;

describe('the palette entry New load', () => {
  it('opens an empty load builder for a user who may plan loads', () => {
    expect(newLoadEntries(true, t)).toEqual([
      expect.objectContaining({ kind: 'command', href: '/dispatch/assignments/create' }),
    ]);
  });

  it('is not offered to a user who may not', () => {
    expect(newLoadEntries(false, t)).toEqual([]);
  });
});
