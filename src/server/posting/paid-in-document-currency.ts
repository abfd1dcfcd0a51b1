import { sql } from 'drizzle-orm';

/**
 * What payments (not cancelled) and credit memo reconciliations (not cancelled) took of a document
 * in its own currency: SQL over the documents row `alias` (d unless said), for every reader of a
 * foreign-currency document's open amount (DocTotalFC less this). A local-currency document's is
 * its PaidToDate.
 */
export const paidInDocumentCurrencySql = (alias = 'd') =>
  sql.raw(`(
  coalesce((select sum(i.applied_fc) from payment_invoices i join payments p on p.doc_entry = i.doc_entry
    where i.inv_type = ${alias}.obj_type and i.inv_entry = ${alias}.doc_entry and p.canceled = 'N'), 0)
  + coalesce((select sum(rl.recon_sum_fc) from reconciliation_lines rl
    join reconciliations r on r.recon_num = rl.recon_num
    where rl.src_obj_typ = ${alias}.obj_type and rl.src_obj_abs = ${alias}.doc_entry and r.canceled = 'N'), 0))`);
