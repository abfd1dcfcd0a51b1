import { documentObjectIds } from '../../shared/documents/object-types';
import { seededOpeningEntry } from './stock-ledger';

/**
 * Items: brand, variant, product and size drawn from the catalogue; a few codes that look like
 * numbers (including one a JSON parser would read as 6.62e+43) keep every layer honest about
 * codes being text. Parameters: $1 count, $2 brands, $3 English names, $4 French names,
 * $5 group codes, $6 UoM group of each product.
 */
export const seedItemsSql = `
create temp table seed_item_base on commit drop as
select g, 'I' || lpad(g::text, greatest(6, length($1::int::text)), '0') as item_code,
  1 + pg_temp.rnd(g, 1) % cardinality($3::text[]) as product,
  1 + pg_temp.rnd(g, 2) % cardinality($2::text[]) as brand,
  (array['', 'Classic ', 'Organic ', 'Premium ', 'Family ', 'Light '])[1 + pg_temp.rnd(g, 4) % 6] as variant,
  round(0.5 + (pg_temp.rnd(g, 3) % 20000) / 100.0, 2) as base_price
from generate_series(1, $1::int) g
union all
select 0, code, 1, 1, '', price
from (values ('662E41', 12.5), ('000123', 3.2), ('723421968459640832', 99.99)) special(code, price)`;

/**
 * Parameters: $1 brands, $2 English names, $3 French names, $4 group codes, $5 UoM groups,
 * $6 and $7 each product's pack weight (kg) and volume (m³) (item-measures.ts).
 */
/** What an item holds in its n-th warehouse (by code) before documents: one formula for both tables. */
const warehouseOnHandSql = (g: string, n: string) =>
  `(20 + pg_temp.rnd(coalesce(nullif(${g}, 0), 1) * 4 + ${n}, 70) % 480)::numeric`;

/**
 * Items with their on-hand total already summed over the warehouses, so that the roll-up after
 * the documents rewrites only items with something committed or ordered.
 */
export const insertItemsSql = `
insert into items (on_hand, item_code, item_name, frgn_name, firm_code, itms_grp_cod, ugp_entry, sal_unit_msr, buy_unit_msr, invntry_uom,
  man_btch_num, man_ser_num, avg_price, last_pur_prc, min_level, max_level, vat_gourp_sa, vat_group_pu, code_bars,
  s_weight1, s_volume)
select (select sum(${warehouseOnHandSql('b.g', 'n')}) from generate_series(1, (select count(*)::int from warehouses)) n),
  b.item_code,
  ($1::text[])[b.brand] || ' ' || b.variant || ($2::text[])[b.product],
  ($1::text[])[b.brand] || ' ' || ($3::text[])[b.product],
  b.brand,
  ($4::int[])[b.product],
  ($5::int[])[b.product],
  'EA', case when ($5::int[])[b.product] = 1 then 'EA' else 'CS12' end, 'EA',
  -- One in ten of the beverages and snacks is managed by batches (seeded with an opening batch).
  case when ($4::int[])[b.product] in (101, 102) and b.g % 10 = 0 then 'Y' else 'N' end,
  -- No seeded item is serial-managed: its stock would need a serial per unit (hundreds of
  -- millions on the large company) and every issue a named serial; new items may be.
  'N',
  round(b.base_price * 0.62, 2), round(b.base_price * 0.6, 2),
  10 + pg_temp.rnd(b.g, 5) % 40, 200 + pg_temp.rnd(b.g, 6) % 800,
  case when ($4::int[])[b.product] in (101, 102) then 'O0' when ($4::int[])[b.product] = 100 then 'O2' else 'O1' end,
  case when ($4::int[])[b.product] in (101, 102) then 'I0' when ($4::int[])[b.product] = 100 then 'I2' else 'I1' end,
  lpad((5000000000000 + pg_temp.rnd(b.g, 7) * 3 + b.g)::text, 13, '0'),
  ($6::numeric[])[b.product], ($7::numeric[])[b.product]
from seed_item_base b`;

/** Every item in every price list. Parameters: $1 list numbers, $2 multipliers, $3 currencies. */
export const seedItemPricesSql = `
insert into item_prices (item_code, price_list, price, currency, factor)
select b.item_code, pl.list_num, round(b.base_price * pl.multiplier, 2), pl.currency, 1
from seed_item_base b
cross join unnest($1::int[], $2::numeric[], $3::text[]) as pl(list_num, multiplier, currency)`;

/**
 * Customers, suppliers and leads from the three markets' names. Parameters: $1 customers,
 * $2 suppliers, $3 leads, $4 first names [3][16], $5 second words [3][8], $6 suffixes [3][6],
 * $7 cities [3][8], $8 countries [3], $9 Arabic first names, $10 sales employees.
 */
export const seedPartnersSql = `
insert into business_partners (card_code, card_name, card_f_name, card_type, group_code, currency, list_num, group_num,
  slp_code, territory, credit_line, balance, phone1, e_mail, city, country, lic_trad_num)
select p.code,
  ($4::text[])[p.market][p.first] || ' ' || ($5::text[])[p.market][p.second] || ' ' || ($6::text[])[p.market][p.suffix],
  case when p.market = 3 then ($9::text[])[p.first] end,
  p.card_type, p.group_code, 'USD',
  case p.group_code when 100 then 3 when 101 then 2 when 102 then 4 when 103 then 1 else 5 end,
  (array[-1, 1, 2, 2, 3, 4])[1 + pg_temp.rnd(p.g, 52) % 6],
  case when p.card_type = 'C' then 1 + pg_temp.rnd(p.g, 53) % $10::int else -1 end,
  p.market,
  case when p.card_type = 'C' then (5 + pg_temp.rnd(p.g, 54) % 20) * 1000 else 0 end,
  0,
  '+' || (array['44', '33', '971'])[p.market] || ' ' || lpad((pg_temp.rnd(p.g, 55) % 100000000)::text, 8, '0'),
  lower(p.code) || '@' || (array['example.co.uk', 'exemple.fr', 'example.ae'])[p.market],
  ($7::text[])[p.market][1 + pg_temp.rnd(p.g, 56) % 8],
  ($8::text[])[p.market],
  (array['GB', 'FR', 'AE'])[p.market] || lpad((pg_temp.rnd(p.g, 57) % 1000000000)::text, 9, '0')
from (
  select g, card_type, code, group_code,
    1 + pg_temp.rnd(g, 50) % 3 as market,
    1 + pg_temp.rnd(g, 51) % 16 as first,
    1 + pg_temp.rnd(g, 58) % 8 as second,
    1 + pg_temp.rnd(g, 59) % 6 as suffix
  from (
    select g, 'C' as card_type, 'C' || lpad(g::text, 5, '0') as code,
      (array[100, 100, 100, 101, 101, 102, 103])[1 + pg_temp.rnd(g, 60) % 7] as group_code
    from generate_series(1, $1::int) g
    union all
    select 100000 + g, 'S', 'S' || lpad(g::text, 5, '0'), (array[110, 110, 111])[1 + pg_temp.rnd(g, 61) % 3]
    from generate_series(1, $2::int) g
    union all
    select 200000 + g, 'L', 'L' || lpad(g::text, 5, '0'), 100
    from generate_series(1, $3::int) g
  ) kinds
) p`;

/**
 * Stock per item and warehouse. What open orders commit and open purchase orders expect comes
 * from the documents themselves, so the figures agree with the document lists.
 */
export const seedStockSql = `
insert into item_warehouses (item_code, whs_code, on_hand, is_commited, on_order, min_stock, avg_price)
select i.item_code, w.whs_code,
  ${warehouseOnHandSql('b.g', 'w.n')},
  coalesce(c.committed, 0), coalesce(o.ordered, 0), i.min_level, i.avg_price
from items i
join seed_item_base b on b.item_code = i.item_code
cross join (select whs_code, row_number() over (order by whs_code) as n from warehouses) w
left join (
  select l.item_code, l.whs_code, sum(l.open_qty) as committed from document_lines l
  join documents d on d.obj_type = l.obj_type and d.doc_entry = l.doc_entry
  where l.obj_type = '17' and d.doc_status = 'O' and d.draft = 'N' group by 1, 2
) c on c.item_code = i.item_code and c.whs_code = w.whs_code
left join (
  select l.item_code, l.whs_code, sum(l.open_qty) as ordered from document_lines l
  join documents d on d.obj_type = l.obj_type and d.doc_entry = l.doc_entry
  where l.obj_type = '22' and d.doc_status = 'O' and d.draft = 'N' group by 1, 2
) o on o.item_code = i.item_code and o.whs_code = w.whs_code`;

/**
 * Items' totals are the sum of their warehouses. Only rows that differ are written: rewriting
 * every item of the large company (1,000,000 rows and their indexes) took a minute, while most
 * items already carry their on-hand total and have nothing committed or ordered.
 */
export const rollUpStockSql = `
update items i set on_hand = s.on_hand, is_commited = s.is_commited, on_order = s.on_order
from (
  select item_code, sum(on_hand) as on_hand, sum(is_commited) as is_commited, sum(on_order) as on_order
  from item_warehouses group by item_code
) s
where s.item_code = i.item_code
  and (i.on_hand, i.is_commited, i.on_order) is distinct from (s.on_hand, s.is_commited, s.on_order)`;

/** After the documents: each series and counter continues after the last number used. */
export const advanceCountersSql = `
update numbering_series s set next_number = coalesce(m.last + 1, s.initial_num)
from (select series, max(doc_num) as last from documents group by series) m
where m.series = s.series`;

/**
 * Each type's DocEntry sequence (migration 0007) continues after its last seeded document; the
 * opening balances' after the seeded opening balance's entry (stock-ledger.ts).
 */
export const seedCountersSql = `
select setval(format('document_entry_%s', t.obj_type)::regclass,
  greatest(coalesce((select max(d.doc_entry) from documents d where d.obj_type = t.obj_type), 0),
    case when t.obj_type = '310000001' then ${seededOpeningEntry} else 0 end) + 1, false)
from unnest(array[${documentObjectIds.map((id) => `'${id}'`).join(', ')}]) as t(obj_type)`;
