/** WCAG 2.x contrast arithmetic over #RRGGBB colours. */

const hexColour = /^#[0-9a-f]{6}$/i;

export const isHexColour = (value: string): boolean => hexColour.test(value);

function channel(hex: string, start: number): number {
  const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance as WCAG 2.2 defines it (sRGB, 0 for black to 1 for white). */
export function relativeLuminance(hex: string): number {
  if (!isHexColour(hex)) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** The contrast ratio between two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}
