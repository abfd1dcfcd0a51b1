import { describe, expect, it } from 'vitest';
import { darkAccessibleTokens, lightAccessibleTokens } from './accessibility-tokens';
import { vars } from './contract.css';
import { contrastRatio } from './contrast-ratio';
import { darkTokens } from './dark-tokens';
import { lightTokens } from './light-tokens';
import { defaultPrimaryColors, onPrimaryFor, primaryPresets } from './primary-colors';
import { darkStatusPalette, lightStatusPalette } from './status-palette';
import { type ThemeTokens, tokenEntries } from './theme-tokens';

/** Values that point at another variable (`var(--…)`) are read through the same token set. */
function colours(tokens: ThemeTokens) {
  const byVariable = new Map(tokenEntries(vars, tokens));
  const resolve = (value: string): string => byVariable.get(value) ?? value;
  return {
    color: (key: keyof ThemeTokens['color']) => resolve(tokens.color[key]),
    nav: (key: keyof ThemeTokens['nav']) => resolve(tokens.nav[key]),
  };
}

const surfaces = ['background', 'surface', 'surfaceRaised'] as const;
const messageColours = [
  ['danger', 'onDanger'],
  ['success', 'onSuccess'],
  ['warning', 'onWarning'],
  ['info', 'onInfo'],
] as const;

/** Every text-like colour of a theme checked against every surface, with a readable label. */
function textPairs(tokens: ThemeTokens) {
  const { color, nav } = colours(tokens);
  const onSurfaces = (
    ['text', 'textMuted', 'primary', ...messageColours.map(([name]) => name)] as const
  ).flatMap((ink) =>
    surfaces.map((surface) => [`${ink} on ${surface}`, color(ink), color(surface)] as const),
  );
  return [
    ...onSurfaces,
    ['text on surfaceHover', color('text'), color('surfaceHover')] as const,
    ['onPrimary on primary', color('onPrimary'), color('primary')] as const,
    ...messageColours.map(([name, on]) => [`${on} on ${name}`, color(on), color(name)] as const),
    ['nav text on nav background', nav('text'), nav('background')] as const,
    ['nav textMuted on nav background', nav('textMuted'), nav('background')] as const,
    ['nav text on nav hoverBackground', nav('text'), nav('hoverBackground')] as const,
    ['nav activeText on nav activeBackground', nav('activeText'), nav('activeBackground')] as const,
  ];
}

function failures(pairs: ReturnType<typeof textPairs>, minimum: number): string[] {
  return pairs
    .filter(([, ink, paper]) => contrastRatio(ink, paper) < minimum)
    .map(([label, ink, paper]) => `${label}: ${contrastRatio(ink, paper).toFixed(2)}`);
}

const themes = { light: lightTokens, dark: darkTokens } as const;
const accessibleThemes = { light: lightAccessibleTokens, dark: darkAccessibleTokens } as const;

describe('WCAG contrast of the theme values', () => {
  it('computes the reference ratios of WCAG (21:1 black on white, 1:1 for equal colours)', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2563EB', '#2563EB')).toBe(1);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  for (const [name, tokens] of Object.entries(themes)) {
    it(`keeps every text colour of the ${name} theme at AA (4.5:1) on its surfaces`, () => {
      expect(failures(textPairs(tokens), 4.5)).toEqual([]);
    });

    it(`makes the ${name} focus ring and strong borders stand out at 3:1 from the background`, () => {
      const { color, nav } = colours(tokens);
      expect(contrastRatio(color('focus'), nav('background'))).toBeGreaterThanOrEqual(3);
      for (const surface of surfaces) {
        expect(contrastRatio(color('focus'), color(surface)), surface).toBeGreaterThanOrEqual(3);
        expect(contrastRatio(color('borderStrong'), color(surface)), surface).toBeGreaterThanOrEqual(3);
      }
    });
  }

  it('keeps the light focus ring and the active item readable inside the semi-dark navigation', () => {
    const semiDark: ThemeTokens = { ...lightTokens, nav: darkTokens.nav };
    const { color, nav } = colours(semiDark);
    expect(failures(textPairs(semiDark), 4.5)).toEqual([]);
    expect(contrastRatio(color('focus'), nav('background'))).toBeGreaterThanOrEqual(3);
  });

  for (const [name, tokens] of Object.entries(accessibleThemes)) {
    it(`reaches AAA (7:1) for every text colour of the ${name} theme in accessibility mode`, () => {
      expect(failures(textPairs(tokens), 7)).toEqual([]);
      expect(contrastRatio(colours(tokens).color('focus'), tokens.color.background)).toBeGreaterThanOrEqual(
        3,
      );
    });

    it(`thickens focus to 4px or more and enlarges targets to 44px in the ${name} accessibility mode`, () => {
      expect(Number.parseFloat(tokens.size.focusWidth)).toBeGreaterThanOrEqual(4);
      expect(tokens.size.hitTarget).toBe('44px');
      expect(themes.light.size.hitTarget).toBe('32px');
    });
  }

  it('reaches AAA in the semi-dark navigation in accessibility mode', () => {
    const semiDark: ThemeTokens = { ...lightAccessibleTokens, nav: darkAccessibleTokens.nav };
    expect(failures(textPairs(semiDark), 7)).toEqual([]);
    expect(contrastRatio(semiDark.color.focus, semiDark.nav.background)).toBeGreaterThanOrEqual(3);
  });
});

describe('the status palettes', () => {
  it('are the light colours of the specification', () => {
    expect(lightStatusPalette).toEqual({
      draft: '#94A3B8',
      pending: '#F59E0B',
      approved: '#16A34A',
      rejected: '#DC2626',
      processing: '#3B82F6',
      completed: '#059669',
    });
    expect(lightTokens.status).toEqual(lightStatusPalette);
  });

  it('are the dark colours of the specification, the others unchanged from light', () => {
    expect(darkStatusPalette).toEqual({
      draft: '#64748B',
      pending: '#F59E0B',
      approved: '#10B981',
      rejected: '#EF4444',
      processing: '#3B82F6',
      completed: '#059669',
    });
    expect(darkTokens.status).toEqual(darkStatusPalette);
  });
});

describe('the primary colours', () => {
  it('default to the specification values in both themes', () => {
    expect(defaultPrimaryColors).toEqual({
      light: { primary: '#2563EB', darken: '#1E40AF' },
      dark: { primary: '#3B82F6', darken: '#2563EB' },
    });
    expect([lightTokens.color.primary, lightTokens.color.primaryDarken]).toEqual(['#2563EB', '#1E40AF']);
    expect([darkTokens.color.primary, darkTokens.color.primaryDarken]).toEqual(['#3B82F6', '#2563EB']);
  });

  it('offer the default plus four to six presets with distinct names', () => {
    const extra = primaryPresets.filter((preset) => preset.id !== 'blue');
    expect(extra.length).toBeGreaterThanOrEqual(4);
    expect(extra.length).toBeLessThanOrEqual(6);
    expect(new Set(primaryPresets.map((preset) => preset.id)).size).toBe(primaryPresets.length);
    expect(primaryPresets.find((preset) => preset.id === 'blue')).toMatchObject(defaultPrimaryColors);
  });

  it('carry white text at 4.5:1 on every light preset and its darken pair', () => {
    for (const { id, light } of primaryPresets) {
      expect(contrastRatio('#FFFFFF', light.primary), id).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio('#FFFFFF', light.darken), id).toBeGreaterThanOrEqual(4.5);
      expect(onPrimaryFor(light.primary), id).toBe('#FFFFFF');
    }
  });

  it('read as text at 4.5:1 on the surfaces of their theme, with readable text on them', () => {
    for (const { id, light, dark } of primaryPresets) {
      for (const surface of surfaces) {
        expect(
          contrastRatio(light.primary, lightTokens.color[surface]),
          `${id} ${surface}`,
        ).toBeGreaterThanOrEqual(4.5);
        expect(
          contrastRatio(dark.primary, darkTokens.color[surface]),
          `${id} ${surface}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrastRatio(onPrimaryFor(dark.primary), dark.primary), id).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('pick the same text colour on the default primaries as the themes declare', () => {
    expect(onPrimaryFor(lightTokens.color.primary)).toBe(lightTokens.color.onPrimary);
    expect(onPrimaryFor(darkTokens.color.primary)).toBe(darkTokens.color.onPrimary);
  });

  it('always find a text colour of at least 4.5:1, whatever colour is stored', () => {
    for (const colour of ['#777777', '#808080', '#FF0000', '#00FF00', '#0000FF', '#FFFF00', '#767676']) {
      expect(contrastRatio(onPrimaryFor(colour), colour), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});
