import { describe, expect, it } from 'vitest';
import type { GridColumn } from '../grid/grid-types';
import { reportCsv } from './report-csv';

const column = (id: string, header: string): GridColumn => ({
  id,
  header,
  width: 100,
  align: 'start',
  editable: false,
  sortable: false,
  format: (value) => `formatted ${String(value)}`,
});

describe('a report exported as CSV', () => {
  it('heads the file with the column titles and keeps the values as the server sent them', () => {
    const csv = reportCsv(
      [column('ItemCode', 'Item code'), column('InQty', 'In')],
      [
        { ItemCode: '000123', InQty: '1081.000000' },
        { ItemCode: '=cmd', InQty: null },
      ],
    );
    expect(csv).toBe("Item code,In\r\n000123,1081.000000\r\n'=cmd,\r\n");
  });
});
