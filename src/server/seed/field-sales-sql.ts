/**
 * The demo company's market (issue 25): three channels, three tiers, a distributor in each market,
 * two surveys, about a hundred outlets in each market on its customers' ship-to addresses (placed
 * around their city's centre), and the demo rep's GPS positions of the last five working days, so
 * the logistics hub's setup, outlets, GPS locations and timesheet show something on first start.
 */
export const seedMarketSetupSql = `
insert into channels (channel_code, channel_name) values
  ('MT', 'Modern trade'), ('TT', 'Traditional trade'), ('HOR', 'Hotels, restaurants and cafés');
insert into tiers (tier_code, tier_name, rank) values ('A', 'Key outlets', 1), ('B', 'Regular outlets', 2), ('C', 'Small outlets', 3);
insert into distributors (dist_code, dist_name, phone) values
  ('D-GB', 'Albion Wholesale Distribution', '+44 161 555 0142'),
  ('D-FR', 'Distribution Rhône-Alpes', '+33 4 72 55 01 88'),
  ('D-AE', 'Gulf Trade Distributors', '+971 4 555 0199');
insert into surveys (survey_id, survey_name, channel_code) values
  (1, 'Shelf check', 'MT'), (2, 'Outlet visit', null);
insert into survey_questions (survey_id, line_num, question, answer_kind, choices, required) values
  (1, 1, 'Facings of our brands on the shelf', 'N', null, 'Y'),
  (1, 2, 'Price tags shown on every facing', 'Y', null, 'Y'),
  (1, 3, 'Shelf position', 'C', E'Eye level\\nMiddle\\nBottom', 'N'),
  (1, 4, 'Competitor promotions seen', 'T', null, 'N'),
  (2, 1, 'Owner or manager met', 'Y', null, 'Y'),
  (2, 2, 'Products out of stock', 'T', null, 'N'),
  (2, 3, 'Next order expected', 'C', E'This week\\nNext week\\nLater', 'N');
select setval(pg_get_serial_sequence('surveys', 'survey_id'), 2)`;

/** The centre of each market's eight cities (market-names.ts), in degrees. */
const cityCentres = [
  ['London', 51.5074, -0.1278],
  ['Manchester', 53.4808, -2.2426],
  ['Birmingham', 52.4862, -1.8904],
  ['Leeds', 53.8008, -1.5491],
  ['Glasgow', 55.8642, -4.2518],
  ['Bristol', 51.4545, -2.5879],
  ['Liverpool', 53.4084, -2.9916],
  ['Cardiff', 51.4816, -3.1791],
  ['Paris', 48.8566, 2.3522],
  ['Lyon', 45.764, 4.8357],
  ['Marseille', 43.2965, 5.3698],
  ['Toulouse', 43.6047, 1.4442],
  ['Lille', 50.6292, 3.0573],
  ['Bordeaux', 44.8378, -0.5792],
  ['Nantes', 47.2184, -1.5536],
  ['Strasbourg', 48.5734, 7.7521],
  ['Dubai', 25.2048, 55.2708],
  ['Riyadh', 24.7136, 46.6753],
  ['Jeddah', 21.4858, 39.1925],
  ['Doha', 25.2854, 51.531],
  ['Kuwait City', 29.3759, 47.9774],
  ['Manama', 26.2285, 50.586],
  ['Muscat', 23.588, 58.3829],
  ['Amman', 31.9454, 35.9284],
] as const;

const centresSql = cityCentres.map(([city, lat, lon]) => `('${city}', ${lat}, ${lon})`).join(',\n    ');

/**
 * Up to a hundred outlets a market: its customers' ship-to addresses in card code order, each within
 * about 8 km of its city's centre, with a channel, a tier (fewer A than C), the market's
 * distributor and a visit frequency drawn from the seed.
 */
export const seedOutletsSql = `
insert into outlets (card_code, line_num, latitude, longitude, channel_code, tier_code, dist_code, visit_freq)
select o.card_code, o.line_num,
  round((c.lat + (pg_temp.rnd(o.g, 301) % 1600 - 800) / 10000.0)::numeric, 6),
  round((c.lon + (pg_temp.rnd(o.g, 302) % 2400 - 1200) / 10000.0)::numeric, 6),
  (array['MT', 'TT', 'TT', 'HOR'])[1 + pg_temp.rnd(o.g, 303) % 4],
  (array['A', 'B', 'B', 'C', 'C', 'C'])[1 + pg_temp.rnd(o.g, 304) % 6],
  'D-' || case o.country when 'GB' then 'GB' when 'FR' then 'FR' else 'AE' end,
  (array['W', 'W', 'F', 'M', 'D'])[1 + pg_temp.rnd(o.g, 305) % 5]
from (
  select a.card_code, a.line_num, a.city, b.country,
    row_number() over (order by a.card_code, a.line_num) as g,
    row_number() over (partition by b.country order by a.card_code, a.line_num) as n
  from partner_addresses a
  join business_partners b on b.card_code = a.card_code and b.card_type = 'C'
  where a.adres_type = 'S'
) o
join (values
    ${centresSql}
  ) as c(city, lat, lon) on c.city = o.city
where o.n <= 100`;

/**
 * The demo rep (user "sales") consented, and their client reported a position every 15 minutes
 * from 08:30 to 17:00 UTC on each of the last five weekdays, walking around central London.
 */
export const seedGpsPositionsSql = `
insert into gps_consents (user_id, consent) select user_id, 'Y' from users where user_code = 'sales';
insert into gps_locations (client_id, user_id, emp_id, latitude, longitude, accuracy_m, recorded_at, pos_date, pos_time)
select 'seed-' || d.day || '-' || s.n, u.user_id, se.emp_id,
  round((51.5074 + (pg_temp.rnd(d.day * 100 + s.n, 311) % 400 - 200) / 10000.0)::numeric, 6),
  round((-0.1278 + (pg_temp.rnd(d.day * 100 + s.n, 312) % 600 - 300) / 10000.0)::numeric, 6),
  5 + pg_temp.rnd(d.day * 100 + s.n, 313) % 40,
  p.at, (p.at at time zone 'UTC')::date, to_char(p.at at time zone 'UTC', 'HH24:MI:SS')
from users u
left join sales_employees se on se.slp_code = u.slp_code
cross join (
  select day from generate_series(1, 9) as g(day)
  where extract(isodow from current_date - g.day) < 6
  order by day limit 5
) d
cross join generate_series(0, 34) as s(n)
cross join lateral (
  select ((current_date - d.day)::timestamp + interval '8 hours 30 minutes' + s.n * interval '15 minutes')
    at time zone 'UTC' as at
) p
where u.user_code = 'sales'`;
