/**
 * Every demo partner's addresses and contact persons (CRD1, OCPR), drawn from its market (GB, FR,
 * AE by its country) and numbered in card code order, so one seed gives the same rows on every run.
 */

/** A customer's people (the first three) and a supplier's, in English-speaking and Gulf markets. */
const englishPositions = [
  'Purchasing Manager',
  'Accounts Payable',
  'Store Manager',
  'Sales Representative',
  'Accounts Receivable',
  'Logistics Coordinator',
] as const;

/** Per market: address names, streets, and for each of its eight cities (market-names.ts) a postcode start. */
export const partnerAddressNames = {
  en: {
    names: ['Head office', 'Warehouse', 'Depot'],
    streets: [
      'High Street',
      'Station Road',
      'Church Lane',
      'Victoria Road',
      'Park Avenue',
      'Mill Lane',
      'King Street',
      'Queen Street',
    ],
    // London, Manchester, Birmingham, Leeds, Glasgow, Bristol, Liverpool, Cardiff.
    postcodes: ['EC1A', 'M1', 'B1', 'LS1', 'G1', 'BS1', 'L1', 'CF10'],
    positions: englishPositions,
  },
  fr: {
    names: ['Siège social', 'Entrepôt', 'Dépôt'],
    streets: [
      'rue de la République',
      'avenue Jean Jaurès',
      'boulevard Victor Hugo',
      'rue Nationale',
      'rue du Moulin',
      'place de la Gare',
      'rue Pasteur',
      'avenue de la Liberté',
    ],
    // Paris, Lyon, Marseille, Toulouse, Lille, Bordeaux, Nantes, Strasbourg.
    postcodes: ['75008', '69002', '13001', '31000', '59000', '33000', '44000', '67000'],
    positions: [
      'Responsable des achats',
      'Comptabilité fournisseurs',
      'Responsable de magasin',
      'Commercial',
      'Comptabilité clients',
      'Coordinateur logistique',
    ],
  },
  ar: {
    names: ['Head Office', 'Warehouse', 'Branch'],
    streets: [
      'Sheikh Zayed Road',
      'King Fahd Road',
      'Al Wasl Road',
      'Corniche Road',
      'Airport Road',
      'Al Rashid Street',
      'Al Olaya Street',
      'Salwa Road',
    ],
    // No postcodes on the Gulf's commercial addresses.
    postcodes: ['', '', '', '', '', '', '', ''],
    positions: englishPositions,
  },
} as const;

/**
 * Each partner, its market (1 GB, 2 FR, 3 AE) and the place (1..8) of its city among the market's
 * cities; a partner without a known city takes one at random. Parameters: $1 countries [3],
 * $2 cities [24] (eight a market, in market order).
 */
const partnerPlacesSql = `
select b.card_code, b.card_type, b.e_mail, b.country, m.market, p.g,
  coalesce(c.n - (m.market - 1) * 8, 1 + pg_temp.rnd(p.g, 74) % 8) as home
from business_partners b
join (select card_code, row_number() over (order by card_code) as g from business_partners) p
  on p.card_code = b.card_code
join unnest($1::text[]) with ordinality as m(country, market) on m.country = b.country
left join unnest($2::text[]) with ordinality as c(city, n)
  on c.city = b.city and (c.n - 1) / 8 + 1 = m.market`;

/**
 * A bill-to and a ship-to address in the partner's city, and for two partners in five a second
 * ship-to in another city of its market. Parameters: $1 countries, $2 cities [24],
 * $3 address names [3][3], $4 streets [3][8], $5 postcode starts [24].
 */
export const seedPartnerAddressesSql = `
insert into partner_addresses (card_code, line_num, address, adres_type, street, city, zip_code, country)
select p.card_code, a.line_num, ($3::text[])[p.market][a.kind], a.adres_type,
  (1 + pg_temp.rnd(p.g, 70 + a.kind) % 180)::text || ' ' || ($4::text[])[p.market][1 + pg_temp.rnd(p.g, 77 + a.kind) % 8],
  ($2::text[])[(p.market - 1) * 8 + s.slot],
  case p.market
    when 1 then ($5::text[])[s.slot] || ' ' || (1 + pg_temp.rnd(p.g, 81 + a.kind) % 9)::text
      || chr(65 + (pg_temp.rnd(p.g, 84 + a.kind) % 26)::int) || chr(65 + (pg_temp.rnd(p.g, 87 + a.kind) % 26)::int)
    when 2 then ($5::text[])[8 + s.slot]
  end,
  p.country
from (${partnerPlacesSql}) p
cross join (values (1, 'B', 1), (2, 'S', 2), (3, 'S', 3)) as a(line_num, adres_type, kind)
cross join lateral (
  select case when a.kind = 3 then 1 + (p.home + pg_temp.rnd(p.g, 76) % 7) % 8 else p.home end as slot
) s
where a.kind < 3 or pg_temp.rnd(p.g, 75) % 5 < 2`;

/**
 * One to three contact persons a partner, the first its default contact (CntctPrsn); CntctCode
 * numbers them all in card code order. Parameters: $1 countries, $2 cities [24], $3 first names,
 * $4 last names, $5 positions [3][6] (three for a customer's people, three for a supplier's).
 */
export const seedContactPersonsSql = `
insert into contact_persons (cntct_code, card_code, name, first_name, last_name, position, tel1, cellolar, e_mail_l, active)
select row_number() over (order by p.card_code, c.n), p.card_code, f.first || ' ' || f.last, f.first, f.last,
  ($5::text[])[p.market][c.n + case when p.card_type = 'S' then 3 else 0 end],
  '+' || (array['44', '33', '971'])[p.market] || ' ' || lpad((pg_temp.rnd(p.g, 90 + c.n) % 100000000)::text, 8, '0'),
  '+' || (array['44 7', '33 6', '971 50'])[p.market] || lpad((pg_temp.rnd(p.g, 93 + c.n) % 10000000)::text, 7, '0'),
  lower(translate(f.first, 'éèÉ', 'eeE')) || '.' || lower(f.last) || '@' || split_part(p.e_mail, '@', 2),
  case when c.n = 3 and pg_temp.rnd(p.g, 96) % 4 = 0 then 'N' else 'Y' end
from (${partnerPlacesSql}) p
cross join generate_series(1, 3) as c(n)
cross join lateral (
  -- 7 steps apart among 20 first names: a partner's contacts never share a name.
  select ($3::text[])[1 + (pg_temp.rnd(p.g, 80) + (c.n - 1) * 7) % cardinality($3::text[])] as first,
    ($4::text[])[1 + pg_temp.rnd(p.g, 82 + c.n) % cardinality($4::text[])] as last
) f
where c.n <= 1 + pg_temp.rnd(p.g, 79) % 3`;

/** Each partner's first contact is its default one. */
export const seedDefaultContactsSql = `
update business_partners b set cntct_prsn = c.name
from (select distinct on (card_code) card_code, name from contact_persons order by card_code, cntct_code) c
where c.card_code = b.card_code`;
