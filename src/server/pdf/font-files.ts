import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTrueType, type TrueTypeFont } from './truetype-font';

/**
 * DejaVu Sans (Latin, French accents, Arabic with its presentation forms) beside this module in the
 * source tree (src/server/pdf/fonts) and beside the bundle in the built server (dist/server/fonts,
 * copied by the server build, as the migrations are).
 */
export const fontFiles = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
export type FontWeight = keyof typeof fontFiles;

export function fontsFolder(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts');
}

const parsed = new Map<FontWeight, TrueTypeFont>();

/** Parsed once per process: a font is read-only, and parsing the cmap costs a few milliseconds. */
export function loadFont(weight: FontWeight): TrueTypeFont {
  let font = parsed.get(weight);
  if (!font) {
    font = parseTrueType(readFileSync(path.join(fontsFolder(), fontFiles[weight])));
    parsed.set(weight, font);
  }
  return font;
}
