import { describe, expect, it } from 'vitest';
import { CELL_CHROME, contentWidth, fitColumns, HEADER_CHROME, HEADER_MENU } from './column-fit';
import type { GridColumn } from './grid-types';

const column = (id: string, header = id, width = 100): GridColumn => ({
  id,
  header,
  width,
  align: 'start',
  editable: false,
  sortable: false,
  format: (value) => (typeof value === 'string' ? value : ''),
});
/** Ten pixels a character, a bold one twelve. */
const measure = (text: string, bold: boolean) => text.length * (bold ? 12 : 10);

describe('contentWidth', () => {
  it('fits the header in full when it is wider than the values', () => {
    expect(contentWidth(column('Quantity'), [{ Quantity: '30' }], measure)).toBe(8 * 12 + HEADER_CHROME);
  });

  it('leaves room for the column menu button in a grid that shows it', () => {
    expect(contentWidth(column('Quantity'), [], measure, true)).toBe(8 * 12 + HEADER_CHROME + HEADER_MENU);
  });

  it('fits the widest formatted value when it is wider than the header', () => {
    const rows = [{ Item: 'I000949' }, { Item: 'I000949-LONG-CODE' }];
    expect(contentWidth(column('Item'), rows, measure)).toBe(17 * 10 + CELL_CHROME);
  });
});

describe('contentWidth with tabular figures', () => {
  it('measures each digit and separator as a 0, as tabular figures draw them', () => {
    const seen: string[] = [];
    const recording = (text: string, bold: boolean) => {
      if (!bold) seen.push(text);
      return measure(text, bold);
    };
    contentWidth(column('TotalFrgn'), [{ TotalFrgn: '2,068.22' }], recording);
    expect(seen).toEqual(['00000000']);
  });
});

describe('fitColumns', () => {
  const columns = ['LineNum', 'ItemCode', 'Dscription', 'Quantity', 'PriceSource', 'LineStatus'].map((id) =>
    column(id),
  );
  const widths = new Map([
    ['LineNum', 60],
    ['ItemCode', 90],
    ['Dscription', 300],
    ['Quantity', 100],
    ['PriceSource', 120],
    ['LineStatus', 110],
  ]);
  const rule = { flex: 'Dscription', flexMin: 160, dropOrder: ['PriceSource', 'LineStatus'] };
  const shown = (fitted: readonly GridColumn[]) => fitted.map((entry) => [entry.id, entry.width]);

  it('keeps every column and gives the room left to the flex column when all fit', () => {
    expect(shown(fitColumns(columns, widths, 1000, rule))).toEqual([
      ['LineNum', 60],
      ['ItemCode', 90],
      ['Dscription', 520],
      ['Quantity', 100],
      ['PriceSource', 120],
      ['LineStatus', 110],
    ]);
  });

  it('leaves out the least needed columns first, only as many as it must', () => {
    expect(shown(fitColumns(columns, widths, 560, rule))).toEqual([
      ['LineNum', 60],
      ['ItemCode', 90],
      ['Dscription', 200],
      ['Quantity', 100],
      ['LineStatus', 110],
    ]);
    expect(fitColumns(columns, widths, 420, rule).map((entry) => entry.id)).toEqual([
      'LineNum',
      'ItemCode',
      'Dscription',
      'Quantity',
    ]);
  });

  it('never narrows the flex column below its minimum, nor leaves out a column not listed', () => {
    expect(shown(fitColumns(columns, widths, 300, rule))).toEqual([
      ['LineNum', 60],
      ['ItemCode', 90],
      ['Dscription', 160],
      ['Quantity', 100],
    ]);
  });

  it('keeps every column at its content width while the grid has no width yet', () => {
    expect(fitColumns(columns, widths, 0, rule).map((entry) => entry.width)).toEqual([
      60, 90, 300, 100, 120, 110,
    ]);
  });
});
