import { describe, expect, it } from 'vitest';
import { announce, announcementsSignal } from './live-announcer';

describe('announce', () => {
  it('is polite unless told otherwise', () => {
    announce('Sales orders');
    expect(announcementsSignal.value.polite?.message).toBe('Sales orders');
  });

  it('keeps the polite and the assertive message apart', () => {
    announce('Sales orders');
    announce('Connection lost', 'assertive');
    expect(announcementsSignal.value.polite?.message).toBe('Sales orders');
    expect(announcementsSignal.value.assertive?.message).toBe('Connection lost');
  });

  it('makes the same words said twice a new announcement', () => {
    announce('Saved');
    const first = announcementsSignal.value.polite;
    announce('Saved');
    const second = announcementsSignal.value.polite;
    expect(second?.message).toBe('Saved');
    expect(second).not.toBe(first);
    expect(second?.sequence).not.toBe(first?.sequence);
  });
});
