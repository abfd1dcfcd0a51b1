import { describe, expect, it } from 'vitest';
import { documentListColumns } from '../../../shared/document-model/definition-columns';
import { catalogues } from '../../../shared/i18n/catalogues';
import { operatorsFor } from '../../resources/filter-model';
import { documentFilterFields, filterColumnOf } from './document-filter-fields';

const field = (name: string) => documentFilterFields.find((candidate) => candidate.name === name);

describe('the document list filter fields', () => {
  it('filter text with contains first, dates and totals with a range, references with equals', () => {
    const defaults = Object.fromEntries(
      documentFilterFields.map((candidate) => [candidate.name, operatorsFor(candidate)[0]]),
    );
    expect(defaults).toMatchObject({
      CardName: 'contains',
      NumAtCard: 'contains',
      DocDate: 'between',
      DocTotal: 'between',
      CardCode: 'equals',
      SlpCode: 'equals',
    });
  });

  it('are named in English, French and Arabic by the keys the grid heads its columns with', () => {
    for (const language of ['en', 'fr', 'ar'] as const) {
      const names = catalogues[language].documents.fields as Record<string, string>;
      const unnamed = documentFilterFields.filter(
        (candidate) => !names[candidate.label?.split('.').pop() ?? ''],
      );
      expect(
        unnamed.map((candidate) => candidate.name),
        language,
      ).toEqual([]);
      expect(
        documentFilterFields.every((candidate) => candidate.label === `documents.fields.${candidate.name}`),
      ).toBe(true);
    }
  });

  it('cover every column of the list but the status, which the list chooses apart; the sales employee by its code', () => {
    const uncovered = documentListColumns
      .map((column) => filterColumnOf(column.id) ?? column.id)
      .filter((name) => !field(name));
    expect(uncovered).toEqual(['DocStatus']);
    expect(field('SlpCode')?.valueType).toBe('integer');
  });
});
