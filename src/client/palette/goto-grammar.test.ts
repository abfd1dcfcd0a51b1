import { describe, expect, it } from 'vitest';
import { catalogues, languages } from '../../shared/i18n/catalogues';
import { createGotoParser, documentNamesFrom } from './goto-grammar';

/** The names the catalogues give, the way the palette reads them from i18next. */
function textAt(tree: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined),
      tree,
    );
}
const parse = createGotoParser(
  documentNamesFrom((nameKey) =>
    languages.flatMap((language) => {
      const name = textAt(catalogues[language], nameKey);
      return typeof name === 'string' ? [name] : [];
    }),
  ),
);

const opened = (query: string) => {
  const found = parse(query);
  return found ? `${found.objectId} ${found.number} ${found.area}` : null;
};

describe('the go-to grammar', () => {
  it('reads an object id and a number separated by a slash or a space', () => {
    // The number is the DocNum people type; document-number.ts finds the DocEntry of its address.
    expect(parse('17/1234')).toEqual({
      objectId: '17',
      number: '1234',
      area: 'sales',
      nameKey: 'documents.salesOrder',
      name: 'Sales Order',
    });
    expect(parse('17/1234')).not.toHaveProperty('href');
    expect(opened('17 1234')).toBe('17 1234 sales');
    expect(opened('1470000113/5')).toBe('1470000113 5 purchasing');
  });

  it('refuses an object id that is not a marketing document type', () => {
    expect(parse('99/1234')).toBeNull();
    expect(parse('4 1234')).toBeNull();
  });

  it('reads the SAP Business One abbreviations with or without a space, in any case', () => {
    const cases: [string, string][] = [
      ['SQ 1', '23'],
      ['SO 1234', '17'],
      ['so1234', '17'],
      ['DN 7', '15'],
      ['RT 7', '16'],
      ['DP 7', '203'],
      ['IN 7', '13'],
      ['inv 7', '13'],
      ['CN 7', '14'],
      ['CM 7', '14'],
      ['PRQ 7', '1470000113'],
      ['PQ 7', '540000006'],
      ['PO 7', '22'],
      ['GRPO 7', '20'],
      ['GR 7', '21'],
      ['PI 7', '18'],
      ['AP 7', '18'],
      ['PC 7', '19'],
      ['PCM 7', '19'],
      ['SO-88', '17'],
      ['SO #88', '17'],
    ];
    for (const [query, objectId] of cases) expect(parse(query)?.objectId, query).toBe(objectId);
    expect(parse('XX 1234')).toBeNull();
  });

  it('tells purchasing documents from sales documents', () => {
    expect(parse('PO 450')).toMatchObject({ area: 'purchasing', objectId: '22', number: '450' });
    expect(parse('GRPO 450')).toMatchObject({ area: 'purchasing', objectId: '20' });
  });

  it('keeps leading zeros, since document numbers are strings', () => {
    expect(parse('SO 000123')?.number).toBe('000123');
    expect(parse('17/0042')?.number).toBe('0042');
  });

  it('reads a document name in English, French or Arabic followed by a number', () => {
    expect(opened('Sales Order 1234')).toBe('17 1234 sales');
    expect(opened('sales order #1234')).toBe('17 1234 sales');
    expect(opened('Commande client 1234')).toBe('17 1234 sales');
    expect(opened('commande fournisseur 9')).toBe('22 9 purchasing');
    expect(opened('Réception de marchandises 12')).toBe('20 12 purchasing');
    expect(opened('reception de marchandises 12')).toBe('20 12 purchasing');
    expect(opened("Demande d'achat 3")).toBe('1470000113 3 purchasing');
    expect(opened('A/R Invoice 55')).toBe('13 55 sales');
    expect(opened('AR invoice 55')).toBe('13 55 sales');
    expect(opened('أمر مبيعات 1234')).toBe('17 1234 sales');
    expect(opened('امر مبيعات 1234')).toBe('17 1234 sales');
  });

  it('prefers the longest name that fits ("Goods Return" is not "Return")', () => {
    expect(parse('Goods Return 8')?.objectId).toBe('21');
    expect(parse('Return 8')?.objectId).toBe('16');
  });

  it('accepts Arabic-Indic and Eastern Arabic-Indic digits and converts them', () => {
    expect(parse('أمر مبيعات ١٢٣٤')?.number).toBe('1234');
    expect(parse('SO ۰۰۷')?.number).toBe('007');
    expect(opened('١٧/٥')).toBe('17 5 sales');
  });

  it('finds nothing in a name without a number, a bare number, or other text', () => {
    for (const query of ['Sales Order', 'Sales Order x12', '1234', 'stock report', '', 'SO', 'SO 12a']) {
      expect(parse(query), query).toBeNull();
    }
  });
});
