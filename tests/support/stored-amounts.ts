import { documentTotals } from '../../src/shared/documents/document-totals';
import { Decimal } from '../../src/shared/money/decimal';

/** A document's stored header amounts and, in line order, its lines' inputs and amounts. */
export interface StoredDocument {
  obj_type: string;
  doc_entry: number;
  disc_prcnt: string;
  doc_rate: string;
  amounts: Record<string, string>;
  lines: { inputs: Record<string, string | null>; amounts: Record<string, string> }[];
}

/** Every document with its lines, in one statement; amounts named as the shared arithmetic names them. */
export const storedDocumentsSql = `
select d.obj_type, d.doc_entry, d.disc_prcnt::text, d.doc_rate::text,
  json_build_object('DiscSum', d.disc_sum::text, 'DiscSumFC', d.disc_sum_fc::text, 'VatSum', d.vat_sum::text,
    'VatSumFC', d.vat_sum_fc::text, 'DocTotal', d.doc_total::text, 'DocTotalFC', d.doc_total_fc::text) as amounts,
  (select json_agg(json_build_object(
      'inputs', json_build_object('Quantity', l.quantity::text, 'PriceBefDi', l.price_bef_di::text,
        'DiscPrcnt', l.disc_prcnt::text, 'VatPrcnt', l.vat_prcnt::text, 'VatGroup', l.vat_group),
      'amounts', json_build_object('PriceBefDi', l.price_bef_di::text, 'Price', l.price::text, 'TotalFrgn', l.total_frgn::text,
        'LineTotal', l.line_total::text, 'VatSumFrgn', l.vat_sum_frgn::text, 'VatSum', l.vat_sum::text))
    order by l.line_num)
   from document_lines l where l.obj_type = d.obj_type and l.doc_entry = d.doc_entry) as lines
from documents d
order by d.obj_type, d.doc_entry`;

const text = (value: string | null | undefined) => value ?? '0';

/**
 * Where a stored document's amounts differ from what the shared document arithmetic (the API's
 * own) gives from its lines: 'VatSum 20.01 <> 20.00', one entry per differing amount.
 */
export function amountDifferences(
  document: StoredDocument,
  decimals: { dbSumDec: number; priceDec: number },
): string[] {
  const lines = document.lines ?? [];
  const expected = documentTotals({
    lines: lines.map(({ inputs }) => ({
      Quantity: text(inputs.Quantity),
      PriceBefDi: text(inputs.PriceBefDi),
      DiscPrcnt: text(inputs.DiscPrcnt),
      VatPrcnt: text(inputs.VatPrcnt),
      VatGroup: inputs.VatGroup ?? null,
    })),
    DiscPrcnt: document.disc_prcnt,
    DocRate: document.doc_rate,
    ...decimals,
  });
  const differ = (name: string, stored: string | undefined, computed: string) =>
    stored !== undefined && Decimal.of(stored).equals(computed) ? [] : [`${name} ${stored} <> ${computed}`];
  const header = (['DiscSum', 'DiscSumFC', 'VatSum', 'VatSumFC', 'DocTotal', 'DocTotalFC'] as const).flatMap(
    (name) => differ(name, document.amounts[name], expected[name]),
  );
  const lineAmounts = lines.flatMap((line, index) => {
    const computed = expected.lines[index];
    if (!computed) return [`line ${index} missing`];
    return (['PriceBefDi', 'Price', 'TotalFrgn', 'LineTotal', 'VatSumFrgn', 'VatSum'] as const).flatMap(
      (name) => differ(`line ${index} ${name}`, line.amounts[name], computed[name]),
    );
  });
  return [...header, ...lineAmounts];
}
