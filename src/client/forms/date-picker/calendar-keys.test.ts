import { describe, expect, it } from 'vitest';
import { targetOfGridKey } from './calendar-keys';

describe('targetOfGridKey', () => {
  const ltr = { rtl: false, weekStart: 0, range: {} };
  const key = (name: string, shiftKey = false) => ({ key: name, shiftKey });

  it('moves by day, week, month and year', () => {
    expect(targetOfGridKey('2026-11-23', key('ArrowRight'), ltr)).toBe('2026-11-24');
    expect(targetOfGridKey('2026-11-23', key('ArrowUp'), ltr)).toBe('2026-11-16');
    expect(targetOfGridKey('2026-11-23', key('PageDown'), ltr)).toBe('2026-12-23');
    expect(targetOfGridKey('2026-11-23', key('PageUp', true), ltr)).toBe('2025-11-23');
    expect(targetOfGridKey('2026-11-23', key('Home'), ltr)).toBe('2026-11-22');
    expect(targetOfGridKey('2026-11-23', key('End'), ltr)).toBe('2026-11-28');
  });

  it('follows the reading direction with Left and Right in right-to-left', () => {
    const rtl = { ...ltr, rtl: true };
    expect(targetOfGridKey('2026-11-23', key('ArrowLeft'), rtl)).toBe('2026-11-24');
    expect(targetOfGridKey('2026-11-23', key('ArrowRight'), rtl)).toBe('2026-11-22');
  });

  it('stops at the range limits and ignores other keys', () => {
    const bounded = { ...ltr, range: { min: '2026-11-20', max: '2026-11-25' } };
    expect(targetOfGridKey('2026-11-23', key('ArrowDown'), bounded)).toBe('2026-11-25');
    expect(targetOfGridKey('2026-11-23', key('PageUp'), bounded)).toBe('2026-11-20');
    expect(targetOfGridKey('2026-11-23', key('a'), bounded)).toBeUndefined();
  });
});
