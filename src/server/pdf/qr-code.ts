import { create } from 'qrcode';
import type { PdfPage } from './pdf-canvas';

/** Modules of white space a reader needs around the symbol (ISO/IEC 18004's quiet zone). */
const quietZone = 4;

/**
 * A QR code's modules as rows of dark runs: the `qrcode` package (a maintained encoder, see
 * docs/decisions.md) computes the matrix, version and mask; drawing it is ours. Runs rather than
 * single modules keep a page's content stream short.
 */
export function qrRuns(text: string): {
  size: number;
  runs: { row: number; start: number; length: number }[];
} {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const runs: { row: number; start: number; length: number }[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1;
    for (let column = 0; column <= modules.size; column += 1) {
      const dark = column < modules.size && modules.get(row, column) === 1;
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push({ row, start, length: column - start });
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}

/**
 * Draws `text` as a QR code in black filled squares, `width` points wide with its quiet zone, the
 * box's top-left corner at (`left`, `top`) from the page's top-left. Mirroring for right-to-left
 * is the caller's choice of `left`: a symbol itself is never mirrored.
 */
export function drawQrCode(page: PdfPage, text: string, box: { left: number; top: number; width: number }) {
  const { size, runs } = qrRuns(text);
  const module = box.width / (size + 2 * quietZone);
  for (const run of runs)
    page.fill(
      box.left + (quietZone + run.start) * module,
      box.top + (quietZone + run.row) * module,
      run.length * module,
      module,
      0,
    );
}
