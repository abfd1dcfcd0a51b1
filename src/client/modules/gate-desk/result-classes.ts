import type { GateScanResult } from '../../../shared/api/gate-pass';

/**
 * The three things a guard must tell apart without reading: let it pass, it was already let
 * through (look), stop it. Colour, icon, sound and how urgently a screen reader speaks all follow
 * the class; the text names the exact result.
 */
export type ResultClass = 'pass' | 'repeat' | 'refuse';

export const resultClassOf: Record<GateScanResult, ResultClass> = {
  valid: 'pass',
  duplicate: 'repeat',
  conflict: 'repeat',
  not_existing: 'refuse',
  expired: 'refuse',
  cancelled: 'refuse',
  wrong_gate: 'refuse',
};

/** One tone of a result's sound: its pitch (Hz), waveform, start and length (s). */
export interface Tone {
  frequency: number;
  wave: OscillatorType;
  at: number;
  length: number;
}

/**
 * The sounds, all under half a second so a scanner's next burst is not drowned: a rising two-note
 * chime to let through, two equal mid beeps to look again, a low buzz to stop. Distinct by pitch,
 * rhythm and timbre, so they are told apart with a hearing loss in either range too.
 */
export const resultSounds: Record<ResultClass, readonly Tone[]> = {
  pass: [
    { frequency: 880, wave: 'sine', at: 0, length: 0.12 },
    { frequency: 1320, wave: 'sine', at: 0.13, length: 0.16 },
  ],
  repeat: [
    { frequency: 620, wave: 'triangle', at: 0, length: 0.12 },
    { frequency: 620, wave: 'triangle', at: 0.2, length: 0.12 },
  ],
  refuse: [{ frequency: 180, wave: 'sawtooth', at: 0, length: 0.45 }],
};
