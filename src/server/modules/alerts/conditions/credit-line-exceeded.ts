import { sql } from 'drizzle-orm';
import { textArray } from '../../../db/array-params';
import { creditExposure } from '../../../finance/credit-exposure';
import { defineCondition, keysOrNothing } from './condition-kind';

/**
 * Customers whose credit figure exceeds their credit line (OCRD.CreditLine above zero): the figure
 * the credit check reads, defined once (finance/credit-exposure.ts: balance plus what open sales
 * orders and deliveries still hold).
 */
export const creditLineExceeded = defineCondition({
  kind: 'credit-line-exceeded',
  subject: 'partner',
  scopeOf: (change) => keysOrNothing(change.cardCodes),
  occurrences: (cardCodes) => {
    const partners = cardCodes ? sql`and p.card_code = any(${textArray(cardCodes)})` : sql``;
    return sql`
    with balance as (${creditExposure(cardCodes ?? null)})
    select a.alert_code, p.card_code as subject_key,
      jsonb_build_object('CardCode', p.card_code, 'CardName', p.card_name,
        'Balance', round(b.exposure, 6)::text, 'CreditLine', p.credit_line::text) as params
    from candidate a
    cross join business_partners p
    join balance b on b.card_code = p.card_code
    where p.card_type = 'C' and p.credit_line > 0 and b.exposure > p.credit_line ${partners}`;
  },
});
