import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-rows';

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n"two\nlines",z')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 3, fields: ['two\nlines', 'z'] },
    ]);
  });

  it('numbers rows by their line, skipping blank lines', () => {
    expect(parseCsv('h1,h2\n\nv1,v2\n').map((row) => row.line)).toEqual([1, 3]);
  });

  it('takes semicolons when the header has no comma', () => {
    expect(parseCsv('user;range\nsales;10.0.0.0/8')[1]?.fields).toEqual(['sales', '10.0.0.0/8']);
  });

  it('keeps empty fields', () => {
    expect(parseCsv(',10.0.0.1,')[0]?.fields).toEqual(['', '10.0.0.1', '']);
  });
});
