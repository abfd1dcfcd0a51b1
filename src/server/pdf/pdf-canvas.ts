import type { EmbeddedFont, Glyph } from './pdf-font';
import { flateStream, PdfFile, type PdfRef, pdfName, pdfNumber } from './pdf-objects';

/**
 * Pages drawn with y measured down from the top edge, as a layout thinks; the content streams
 * turn it into PDF's upward y. A4 in points.
 */
export const a4 = { width: 595.28, height: 841.89 };

export interface TextStyle {
  font: EmbeddedFont;
  size: number;
}

/** A grey from 0 (black) to 1 (white): documents print in black and greys only. */
export type Grey = number;

export class PdfPage {
  private readonly operations: string[] = [];

  constructor(
    readonly width = a4.width,
    readonly height = a4.height,
  ) {}

  /** Glyphs already in visual order, their baseline at `baseline` from the top. */
  text(x: number, baseline: number, glyphs: readonly Glyph[], style: TextStyle, grey: Grey = 0): void {
    if (glyphs.length === 0) return;
    const y = pdfNumber(this.height - baseline);
    this.operations.push(
      `BT /${style.font.resourceName} ${pdfNumber(style.size)} Tf ${pdfNumber(grey)} g ${pdfNumber(x)} ${y} Td ${style.font.show(glyphs)} Tj ET`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, width: number, grey: Grey = 0): void {
    this.operations.push(
      `${pdfNumber(width)} w ${pdfNumber(grey)} G ${pdfNumber(x1)} ${pdfNumber(this.height - y1)} m ${pdfNumber(x2)} ${pdfNumber(this.height - y2)} l S`,
    );
  }

  fill(x: number, top: number, width: number, height: number, grey: Grey): void {
    this.operations.push(
      `${pdfNumber(grey)} g ${pdfNumber(x)} ${pdfNumber(this.height - top - height)} ${pdfNumber(width)} ${pdfNumber(height)} re f`,
    );
  }

  content(): string {
    return this.operations.join('\n');
  }
}

export interface PdfInfo {
  title: string;
  language: string;
}

/** Pages and the fonts they use, written as one PDF file. */
export function writePdf(pages: readonly PdfPage[], fonts: readonly EmbeddedFont[], info: PdfInfo): Buffer {
  const file = new PdfFile();
  const catalog = file.reserve();
  const pageTree = file.reserve();
  const contents = pages.map((page) => file.add(flateStream(page.content())));
  const fontRefs: Record<string, PdfRef> = {};
  for (const font of fonts) fontRefs[font.resourceName] = font.write(file);
  const resources = file.add({ Font: fontRefs });
  const kids = pages.map((page, index) =>
    file.add({
      Type: pdfName('Page'),
      Parent: pageTree,
      MediaBox: [0, 0, page.width, page.height],
      Resources: resources,
      Contents: contents[index],
    }),
  );
  file.set(pageTree, { Type: pdfName('Pages'), Kids: kids, Count: kids.length });
  file.set(catalog, {
    Type: pdfName('Catalog'),
    Pages: pageTree,
    Lang: info.language,
    ViewerPreferences: { DisplayDocTitle: true },
  });
  return file.toBuffer(catalog, { Title: info.title, Producer: 'Meridian ERP' });
}
