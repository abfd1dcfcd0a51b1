import { contrastRatio } from './contrast-ratio';

export interface PrimaryPair {
  primary: string;
  darken: string;
}

export const presetIds = ['blue', 'green', 'purple', 'teal', 'crimson', 'amber'] as const;
export type PresetId = (typeof presetIds)[number];

/**
 * A primary colour offered in the customizer, for both themes at once: the light pair carries
 * white text, the dark pair is light enough to read as text on the dark surfaces and carries
 * black text.
 */
export interface PrimaryPreset {
  id: PresetId;
  light: PrimaryPair;
  dark: PrimaryPair;
}

/** Specification section 9. */
export const defaultPrimaryColors = {
  light: { primary: '#2563EB', darken: '#1E40AF' },
  dark: { primary: '#3B82F6', darken: '#2563EB' },
} as const satisfies Record<'light' | 'dark', PrimaryPair>;

export const primaryPresets: readonly PrimaryPreset[] = [
  { id: 'blue', ...defaultPrimaryColors },
  {
    id: 'green',
    light: { primary: '#15803D', darken: '#166534' },
    dark: { primary: '#4ADE80', darken: '#22C55E' },
  },
  {
    id: 'purple',
    light: { primary: '#7C3AED', darken: '#5B21B6' },
    dark: { primary: '#A78BFA', darken: '#8B5CF6' },
  },
  {
    id: 'teal',
    light: { primary: '#0F766E', darken: '#115E59' },
    dark: { primary: '#2DD4BF', darken: '#14B8A6' },
  },
  {
    id: 'crimson',
    light: { primary: '#BE123C', darken: '#881337' },
    dark: { primary: '#FB7185', darken: '#F43F5E' },
  },
  {
    id: 'amber',
    light: { primary: '#B45309', darken: '#92400E' },
    dark: { primary: '#FBBF24', darken: '#F59E0B' },
  },
];

const white = '#FFFFFF';
const black = '#000000';

/**
 * The text colour for a primary background: white or black, whichever contrasts more. Applied with
 * the user's colour, so a stored colour that is valid but unusual still gets readable text.
 */
export function onPrimaryFor(primary: string): typeof white | typeof black {
  return contrastRatio(primary, white) >= contrastRatio(primary, black) ? white : black;
}
