import { beforeAll, describe, expect, it } from 'vitest';
import type { ColumnFilter, FieldModel } from '../../shared/api/resources';
import { languages, setupI18n } from '../i18n/i18n-setup';
import { filterText } from './filter-text';

const field = (name: string, extra: Partial<FieldModel> & Pick<FieldModel, 'kind'>): FieldModel => ({
  name,
  readable: true,
  writable: true,
  ...extra,
});

const fields = new Map([
  ['ItemName', field('ItemName', { kind: 'text' })],
  ['OnHand', field('OnHand', { kind: 'number' })],
  ['Active', field('Active', { kind: 'boolean' })],
  [
    'Priority',
    field('Priority', {
      kind: 'enum',
      options: ['L', 'N', 'H'],
      optionLabels: 'fields.options.alertPriority',
    }),
  ],
]);

const filters: ColumnFilter[] = [
  { field: 'ItemName', op: 'contains', value: 'basmati' },
  { field: 'ItemName', op: 'startsWith', value: 'Atlas' },
  { field: 'OnHand', op: 'between', value: { from: '5', to: '10' } },
  { field: 'OnHand', op: 'between', value: { from: '5' } },
  { field: 'OnHand', op: 'between', value: { to: '10' } },
  { field: 'Active', op: 'equals', value: 'Y' },
  { field: 'Priority', op: 'in', value: ['L', 'H'] },
];

const texts = async (language: 'en' | 'fr' | 'ar') => {
  const t = (await setupI18n('en', languages)).getFixedT(language);
  return filters.map((filter) => filterText(filter, fields.get(filter.field), t));
};

describe('a filter in words', () => {
  beforeAll(() => setupI18n('en', languages));

  it('names column, operator and value, so two filters of one column read differently', async () => {
    expect(await texts('en')).toEqual([
      'Item name contains basmati',
      'Item name starts with Atlas',
      'In stock from 5 to 10',
      'In stock from 5',
      'In stock up to 10',
      'Active equals Yes',
      'Priority any of Low, High',
    ]);
  });

  it('speaks French and Arabic', async () => {
    const french = await texts('fr');
    expect(french[0]).toBe('Désignation contient basmati');
    expect(french[3]).toBe('En stock à partir de 5');
    const arabic = await texts('ar');
    expect(arabic[0]).toBe('اسم الصنف يحتوي على basmati');
    expect(arabic[2]).toBe('المتوفر في المخزون من 5 إلى 10');
    expect(new Set(arabic).size).toBe(filters.length);
  });
});
