import { sql } from 'drizzle-orm';
import { textArray } from '../../../db/array-params';
import { defineCondition, keysOrNothing } from './condition-kind';

/**
 * Customers whose open balance exceeds their credit line (OCRD.CreditLine above zero). The open
 * balance (docs/decisions.md, "Alerts"): the gross value still open on sales orders (17) and
 * deliveries (15), by line OpenQty so a partly copied order counts only what was not copied, plus
 * what A/R invoices (13) still owe (DocTotal - PaidToDate), minus what A/R credit memos (14) still
 * owe; cancelled documents and drafts count nothing. Amounts are in the main currency.
 */
export const creditLineExceeded = defineCondition({
  kind: 'credit-line-exceeded',
  subject: 'partner',
  scopeOf: (change) => keysOrNothing(change.cardCodes),
  occurrences: (cardCodes) => {
    const partners = cardCodes ? sql`and p.card_code = any(${textArray(cardCodes)})` : sql``;
    const documentPartners = cardCodes ? sql`and d.card_code = any(${textArray(cardCodes)})` : sql``;
    return sql`
    with exposure as (
      select d.card_code, sum(
        (l.line_total + l.vat_sum) * (1 - d.disc_prcnt / 100) * l.open_qty / nullif(l.quantity, 0)
      ) as amount
      from documents d join document_lines l on l.obj_type = d.obj_type and l.doc_entry = d.doc_entry
      where d.obj_type in ('17', '15') and d.doc_status = 'O' and d.canceled = 'N' and d.draft = 'N'
        and l.line_status = 'O' ${documentPartners}
      group by d.card_code
      union all
      select d.card_code,
        sum(case when d.obj_type = '14' then -1 else 1 end * (d.doc_total - d.paid_to_date))
      from documents d
      where d.obj_type in ('13', '14') and d.canceled = 'N' and d.draft = 'N' ${documentPartners}
      group by d.card_code
    ),
    balance as (select card_code, sum(amount) as amount from exposure group by card_code)
    select a.alert_code, p.card_code as subject_key,
      jsonb_build_object('CardCode', p.card_code, 'CardName', p.card_name,
        'Balance', round(b.amount, 6)::text, 'CreditLine', p.credit_line::text) as params
    from candidate a
    cross join business_partners p
    join balance b on b.card_code = p.card_code
    where p.card_type = 'C' and p.credit_line > 0 and b.amount > p.credit_line ${partners}`;
  },
});
