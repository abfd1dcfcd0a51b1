import type { Database } from '../../src/server/db/database';

/** A fingerprint of the generated business data (timestamps of the load itself left out). */
export async function fingerprint(database: Database): Promise<string> {
  const { rows } = await database.pool.query<{ digest: string }>(`
    select md5(
      (select string_agg(concat_ws(',', obj_type, doc_entry, doc_num, card_code, doc_date, doc_status, canceled, draft,
        disc_sum, vat_sum, doc_total, paid_to_date), '|' order by obj_type, doc_entry) from documents) ||
      (select string_agg(concat_ws(',', obj_type, doc_entry, line_num, item_code, quantity, price, line_total, vat_sum),
        '|' order by obj_type, doc_entry, line_num) from document_lines) ||
      (select string_agg(concat_ws(',', price_list, item_code, price), '|' order by price_list, item_code) from item_prices) ||
      (select string_agg(concat_ws(',', card_code, card_name, slp_code, list_num), '|' order by card_code) from business_partners)
    ) as digest`);
  return rows[0]?.digest ?? '';
}
