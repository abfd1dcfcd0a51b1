import { describe, expect, it } from 'vitest';
import { PdfPage } from './pdf-canvas';
import { drawQrCode, qrRuns } from './qr-code';

describe('QR codes on a page', () => {
  it('draws the three finder patterns of the symbol the encoder chose', () => {
    const { size, runs } = qrRuns('DSP-1042');
    expect(size).toBe(21);
    const row = (index: number) => runs.filter((run) => run.row === index);
    // A finder's top edge: seven dark modules at each top corner; its middle: 1, gap, 3, gap, 1.
    expect(row(0)).toEqual(
      expect.arrayContaining([
        { row: 0, start: 0, length: 7 },
        { row: 0, start: 14, length: 7 },
      ]),
    );
    expect(row(3).slice(0, 2)).toEqual([
      { row: 3, start: 0, length: 1 },
      { row: 3, start: 2, length: 3 },
    ]);
    expect(row(20)[0]).toEqual({ row: 20, start: 0, length: 7 });
  });

  it('fills one black rectangle per run inside its box with a quiet zone', () => {
    const page = new PdfPage();
    drawQrCode(page, 'DSP-7', { left: 100, top: 50, width: 87 });
    const fills = page.content().split('\n');
    expect(fills.length).toBe(qrRuns('DSP-7').runs.length);
    // 21 modules + 8 of quiet zone in 87 points: 3 points a module, the first one 12 points in.
    expect(fills[0]).toBe(`0 g 112 ${(841.89 - 62 - 3).toFixed(2)} 21 3 re f`);
  });
});
