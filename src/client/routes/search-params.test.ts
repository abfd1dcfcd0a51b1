import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params';

describe('search parameters', () => {
  it('keeps codes and numbers that look numeric as the strings they are', () => {
    expect(parseSearch('?ItemCode=662E41&DocNum=723421968459640832&page=2&open=true')).toEqual({
      ItemCode: '662E41',
      DocNum: '723421968459640832',
      page: '2',
      open: 'true',
    });
  });

  it('parses structured values and writes them back the same way', () => {
    const search = { filters: { CardCode: 'C001' }, ids: ['1', '2'], redirect: '/sales/doc/17?DocStatus=O' };
    const written = stringifySearch(search);
    expect(parseSearch(written)).toEqual(search);
  });

  it('reads back a string that looks like JSON as that string', () => {
    for (const note of ['[draft]', '[1]', '"quoted"', '{}'])
      expect(parseSearch(stringifySearch({ note })), note).toEqual({ note });
    expect(stringifySearch({ page: 2, missing: undefined })).toBe('?page=2');
    expect(stringifySearch({})).toBe('');
  });

  it('keeps a broken structured value as text instead of failing', () => {
    expect(parseSearch('?filters=%7Bbroken')).toEqual({ filters: '{broken' });
  });
});
