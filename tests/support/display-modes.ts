/** The four ways a screen is shown that axe must find clean (guide, non-negotiable 4). */
export type DisplayModeName = 'light' | 'dark' | 'arabic' | 'accessibility';

export interface DisplayMode {
  name: DisplayModeName;
  colorScheme: 'light' | 'dark';
  language: 'en' | 'ar';
  accessibility: boolean;
}

export const displayModes: readonly DisplayMode[] = [
  { name: 'light', colorScheme: 'light', language: 'en', accessibility: false },
  { name: 'dark', colorScheme: 'dark', language: 'en', accessibility: false },
  { name: 'arabic', colorScheme: 'light', language: 'ar', accessibility: false },
  { name: 'accessibility', colorScheme: 'light', language: 'en', accessibility: true },
];

export const lightMode = displayModes[0] as DisplayMode;

/** Set by the `sweep` project of `npm run test:slow`. */
export const everyDisplayModeVariable = 'ERP_EVERY_DISPLAY_MODE';

/**
 * The modes a screen sweep runs in. `npm test` walks each sweep's screens in the one mode it names,
 * and the representative few (those naming 'every') in all four; `npm run test:slow` walks every
 * sweep in all four, so no check of a mode is lost, only moved out of the inner loop.
 */
export function sweepModes(
  inEveryRun: DisplayModeName | 'every',
  among: readonly DisplayMode[] = displayModes,
): DisplayMode[] {
  if (inEveryRun === 'every' || process.env[everyDisplayModeVariable] === '1') return [...among];
  return among.filter((mode) => mode.name === inEveryRun);
}
