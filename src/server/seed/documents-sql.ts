import { documentTypes } from '../../shared/documents/object-types';
import { seedAnchorDate, seedHistoryDays } from './seed-sizes';

/**
 * How often each document type occurs in the demo history: orders and invoices dominate, as in
 * a distributor's books.
 */
const typeWeights: Record<string, number> = {
  '23': 3,
  '17': 6,
  '15': 4,
  '16': 1,
  '203': 1,
  '13': 5,
  '14': 1,
  '1470000113': 1,
  '540000006': 1,
  '22': 3,
  '20': 2,
  '21': 1,
  '18': 2,
  '19': 1,
  // The demo history has no inventory transactions: its stock comes from opening balances and
  // the marketing documents, as it did before they existed.
  '59': 0,
  '60': 0,
  '1250000001': 0,
  '67': 0,
  '310000001': 0,
};

export const weightedTypes = documentTypes.flatMap((type) =>
  Array.from({ length: typeWeights[type.objectId] ?? 1 }, () => type.objectId),
);
export const salesTypes = documentTypes.filter((type) => type.area === 'sales').map((type) => type.objectId);

/**
 * Documents are drawn in date order, so DocEntry grows with DocDate. Recent documents are mostly
 * open, old ones mostly closed; a few are cancelled, a few orders wait for approval as drafts.
 * Parameters: $1 document count, $2 weighted types, $3 sales types, $4 customers, $5 suppliers.
 */
export const seedDocumentsSql = `
create temp table seed_docs on commit drop as
with drawn as (
  select g, ($2::text[])[1 + pg_temp.rnd(g, 21) % cardinality($2::text[])] as obj_type,
    (($1::int - g) * ${seedHistoryDays} / $1::int) as age
  from generate_series(1, $1::int) g
)
select d.g, d.obj_type, d.age,
  (row_number() over (partition by d.obj_type order by d.g))::int as doc_entry,
  d.obj_type = any($3::text[]) as is_sales,
  case when d.obj_type = any($3::text[])
    then 'C' || lpad((1 + pg_temp.rnd(d.g, 23) % $4::int)::text, 5, '0')
    else 'S' || lpad((1 + pg_temp.rnd(d.g, 23) % $5::int)::text, 5, '0') end as card_code,
  pg_temp.rnd(d.g, 24) % 100 < 3 as canceled,
  case when d.age < 45 then pg_temp.rnd(d.g, 25) % 100 < 80 else pg_temp.rnd(d.g, 25) % 100 < 8 end as open,
  pg_temp.rnd(d.g, 26) % 100 as chance,
  -- The header discount in percent: one document in ten has one.
  case when pg_temp.rnd(d.g, 26) % 100 < 5 then 5 when pg_temp.rnd(d.g, 26) % 100 < 10 then 2 else 0 end::numeric as disc
from drawn d`;

export const seedLinesSql = `
create temp table seed_lines on commit drop as
with picked as (
  select d.obj_type, d.doc_entry, d.g, l.n - 1 as line_num, d.is_sales,
    d.open and not d.canceled as open,
    'I' || lpad((1 + pg_temp.rnd(d.g * 8 + l.n, 31) % $1::int)::text, greatest(6, length($1::int::text)), '0') as item_code,
    (1 + pg_temp.rnd(d.g * 8 + l.n, 32) % 48)::numeric as quantity,
    case pg_temp.rnd(d.g * 8 + l.n, 33) % 10 when 0 then 10 when 1 then 5 when 2 then 5 else 0 end::numeric as disc,
    (array['WH01','WH02','WH03','WH04'])[1 + pg_temp.rnd(d.g, 34) % 4] as whs_code,
    case when d.is_sales then coalesce(bp.list_num, 1) else $2::int end as list_num
  from seed_docs d
  join business_partners bp on bp.card_code = d.card_code
  cross join lateral generate_series(1, 1 + (pg_temp.rnd(d.g, 30) % 5)::int) l(n)
)
select p.*, i.item_name as dscription, ip.price as price_bef_di,
  case when p.is_sales then i.vat_gourp_sa else i.vat_group_pu end as vat_group,
  tg.rate as vat_prcnt,
  -- The line a credit memo copies (credit-memo-bases-sql.ts): the base's draw number and line.
  null::int as base_g, null::int as base_line
from picked p
join items i on i.item_code = p.item_code
join item_prices ip on ip.item_code = p.item_code and ip.price_list = p.list_num
join tax_groups tg on tg.code = case when p.is_sales then i.vat_gourp_sa else i.vat_group_pu end`;

/**
 * The amounts of every seeded line and header, which document-amounts.ts fills from the shared
 * document arithmetic (the API's own), keyed by the plan's draw number g.
 */
export const createAmountTablesSql = `
create temp table seed_line_amounts (g int, line_num int, price numeric, total_frgn numeric, line_total numeric,
  vat_sum_frgn numeric, vat_sum numeric) on commit drop;
create temp table seed_doc_amounts (g int primary key, disc_sum_fc numeric, disc_sum numeric, vat_sum_fc numeric,
  vat_sum numeric, doc_total_fc numeric, doc_total numeric) on commit drop`;

/** One batch of the plan's lines in document and line order, for the arithmetic. $1, $2: g range. */
export const planLinesSql = `
select l.g, l.line_num, l.quantity::text, l.price_bef_di::text, l.disc::text as line_disc, l.vat_prcnt::text, l.vat_group,
  d.disc::text as doc_disc
from seed_lines l join seed_docs d on d.g = l.g
where l.g between $1::int and $2::int
order by l.g, l.line_num`;

/** Parameters: g, line number and the five amounts of each line, as parallel arrays. */
export const insertLineAmountsSql = `
insert into seed_line_amounts
select * from unnest($1::int[], $2::int[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[])`;

/** Parameters: g and the six header amounts of each document, as parallel arrays. */
export const insertDocAmountsSql = `
insert into seed_doc_amounts
select * from unnest($1::int[], $2::numeric[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[])`;

/**
 * A partner address laid out as plainAddressFormat lays it out (address-layout.ts: street; postcode
 * and city; country; empty parts and lines left out), at most the document column's 254 characters.
 */
const addressTextSql = (a: string) => `left(concat_ws(E'\\n',
  nullif(btrim(${a}.street), ''),
  nullif(concat_ws(' ', nullif(btrim(${a}.zip_code), ''), nullif(btrim(${a}.city), '')), ''),
  nullif(btrim(${a}.country), '')), 254)`;

/**
 * Each partner's default address of a type as a new document takes it (partnerAddressOf: the first
 * by name, compared as JavaScript compares strings, which collation C does for these names).
 * One pass over the addresses, hash-joined to the documents. $type: 'B' or 'S'.
 */
const defaultAddressSql = (type: 'B' | 'S') => `(
  select distinct on (a.card_code) a.card_code, a.address as code, ${addressTextSql('a')} as text
  from partner_addresses a where a.adres_type = '${type}'
  order by a.card_code, a.address collate "C")`;

/**
 * What a seeded document shows as paid, which seedPaymentsSql then pays (payments-sql.ts): a
 * closed invoice in full; an open invoice past its first month, one in three, in part (20 to 79%),
 * so that the aging holds partly paid items of every age. A down payment invoice is paid when
 * closed within its first 60 days, and an older one was closed unpaid: drawing a down payment into
 * its invoice is not built, so a year of paid down payments would sit in the partners' balances as
 * credits no real book keeps that long. A credit memo based on an invoice is settled with that
 * invoice's payment (credit-memo-bases-sql.ts), not here.
 */
const paidToDateSql = `case when d.canceled then 0
    when d.obj_type in ('13', '18') and not d.open then a.doc_total
    when d.obj_type in ('13', '18') and d.age >= 30 and pg_temp.rnd(d.g, 43) % 3 = 0
      then round(a.doc_total * (20 + pg_temp.rnd(d.g, 44) % 60) / 100, 2)
    when d.obj_type = '203' and not d.open and d.age < 60 then a.doc_total
    else 0 end`;

/**
 * Seeded documents are in the local currency at rate 1; their amounts come from seed_doc_amounts.
 * They name their partner's default ship-to, bill-to and contact person, as one made in the
 * editor would (partnerHeaderDefaultsOf).
 */
export const insertDocumentsSql = `
insert into documents (obj_type, doc_entry, doc_num, series, draft, doc_status, canceled, doc_date, doc_due_date,
  tax_date, card_code, card_name, num_at_card, slp_code, bpl_id, doc_cur, doc_rate, disc_prcnt, disc_sum, vat_sum,
  doc_total, disc_sum_fc, vat_sum_fc, doc_total_fc, paid_to_date, comments, group_num, ship_to_code, address2,
  pay_to_code, address, cntct_code, wdd_status, version)
select d.obj_type, d.doc_entry, d.doc_entry, s.series,
  case when d.draft then 'Y' else 'N' end,
  case when d.open and not d.canceled then 'O' else 'C' end,
  case when d.canceled then 'Y' else 'N' end,
  d.doc_date, d.doc_date + coalesce(pt.extra_days, 30), d.doc_date,
  bp.card_code, bp.card_name,
  case when d.is_sales and d.chance < 40 then 'PO-' || (10000 + pg_temp.rnd(d.g, 41) % 90000) end,
  case when d.is_sales then coalesce(bp.slp_code, -1) else -1 end,
  1 + pg_temp.rnd(d.g, 42) % 3, 'USD', 1, d.disc, a.disc_sum, a.vat_sum, a.doc_total,
  a.disc_sum_fc, a.vat_sum_fc, a.doc_total_fc,
  ${paidToDateSql},
  case when d.chance % 17 = 0 then 'Deliver to the loading bay before noon.' when d.chance % 23 = 0 then 'Urgent: customer is out of stock.' end,
  bp.group_num, st.code, st.text, bt.code, bt.text, cp.cntct_code,
  case when d.draft then 'W' when d.chance < 6 and d.obj_type in ('17', '22') then 'Y' else '-' end,
  1
from (
  select sd.*, (date '${seedAnchorDate}' - sd.age) as doc_date,
    (sd.obj_type in ('17', '22') and sd.open and not sd.canceled and sd.chance between 90 and 92) as draft
  from seed_docs sd
) d
join business_partners bp on bp.card_code = d.card_code
left join payment_terms pt on pt.group_num = bp.group_num
left join ${defaultAddressSql('S')} st on st.card_code = bp.card_code
left join ${defaultAddressSql('B')} bt on bt.card_code = bp.card_code
left join contact_persons cp on cp.card_code = bp.card_code and cp.name = bp.cntct_prsn and cp.active = 'Y'
join numbering_series s on s.object_code = d.obj_type and s.is_default = 'Y'
join seed_doc_amounts a on a.g = d.g`;

export const insertLinesSql = `
insert into document_lines (obj_type, doc_entry, line_num, item_code, dscription, quantity, open_qty, price,
  price_bef_di, disc_prcnt, line_total, total_frgn, vat_group, vat_prcnt, vat_sum, vat_sum_frgn, whs_code, uom_entry,
  num_per_msr, line_status, base_type, base_entry, base_line)
select l.obj_type, l.doc_entry, l.line_num, l.item_code, l.dscription, l.quantity,
  case when l.open then l.quantity else 0 end, a.price, l.price_bef_di, l.disc, a.line_total, a.total_frgn,
  l.vat_group, l.vat_prcnt, a.vat_sum, a.vat_sum_frgn, l.whs_code, 1, 1,
  case when l.open then 'O' else 'C' end, b.obj_type, b.doc_entry, l.base_line
from seed_lines l join seed_line_amounts a on a.g = l.g and a.line_num = l.line_num
left join seed_docs b on b.g = l.base_g`;
