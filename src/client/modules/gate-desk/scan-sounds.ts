import { type ResultClass, resultSounds } from './result-classes';

let context: AudioContext | undefined;

/**
 * Plays a result's sound with the Web Audio API: oscillators, no sound files to load or cache.
 * The context is made at the first scan (a key press, which browsers count as the gesture that
 * lets a page make sound). A browser without Web Audio stays silent; the screen still says it.
 */
export function playResultSound(resultClass: ResultClass): void {
  try {
    context ??= new AudioContext();
    const audio = context;
    if (audio.state === 'suspended') void audio.resume();
    const start = audio.currentTime + 0.01;
    for (const tone of resultSounds[resultClass]) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = tone.wave;
      oscillator.frequency.value = tone.frequency;
      // A short ramp in and out: no click at either end.
      gain.gain.setValueAtTime(0.0001, start + tone.at);
      gain.gain.exponentialRampToValueAtTime(0.25, start + tone.at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.at + tone.length);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + tone.at);
      oscillator.stop(start + tone.at + tone.length + 0.02);
    }
  } catch {
    // No audio device or no Web Audio: the panel and the announcement carry the result.
  }
}
