import { type SQL, sql } from 'drizzle-orm';
import { textArray } from '../db/array-params';

/**
 * The one definition of a partner's credit figure, which the credit check of a sales order and
 * the credit-line alert both read: its balance (OCRD.Balance, moved by the journal's control lines
 * of its invoices and credit memos, journal.ts) plus the gross value still open on its sales
 * orders (17) and deliveries (15), by line OpenQty so that a partly copied order counts only what
 * was not copied; cancelled documents and drafts count nothing. Local currency. Answers one row
 * (card_code, exposure) per partner named (every partner when `cardCodes` is null); `excluding`
 * leaves out one document (the order being changed, whose new figures the check adds itself).
 */
export function creditExposure(
  cardCodes: readonly string[] | null,
  excluding?: { ObjType: string; DocEntry: number },
): SQL {
  const partners = cardCodes ? sql`and p.card_code = any(${textArray(cardCodes)})` : sql``;
  const documentPartners = cardCodes ? sql`and d.card_code = any(${textArray(cardCodes)})` : sql``;
  const other = excluding
    ? sql`and not (d.obj_type = ${excluding.ObjType} and d.doc_entry = ${excluding.DocEntry}::int)`
    : sql``;
  return sql`
    select p.card_code, p.balance + coalesce(o.amount, 0) as exposure
    from business_partners p
    left join (
      select d.card_code, sum(
        (l.line_total + l.vat_sum) * (1 - d.disc_prcnt / 100) * l.open_qty / nullif(l.quantity, 0)
      ) as amount
      from documents d join document_lines l on l.obj_type = d.obj_type and l.doc_entry = d.doc_entry
      where d.obj_type in ('17', '15') and d.doc_status = 'O' and d.canceled = 'N' and d.draft = 'N'
        and l.line_status = 'O' ${documentPartners} ${other}
      group by d.card_code
    ) o on o.card_code = p.card_code
    where true ${partners}`;
}
