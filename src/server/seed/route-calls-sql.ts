/**
 * The demo company's routes and calls (issue 25), over whatever outlets it has when this step runs
 * (none: no routes and no calls, only the call subjects). Dates are counted from the day the seed
 * runs, so the rep's day and the activity status show today on the first start.
 *
 * The outlets, in code order, are dealt to six routes of up to eight stops. The demo sales user
 * (SlpCode 1) holds R01 (Monday, Wednesday, Friday) and R02 (the other four days), so every day has
 * a route; sales employees 2 and 3 hold R03 (weekdays) and R04 (Monday to Friday, fortnightly).
 * R05 and R06 are set up without a rep. Calls are planned from three weeks ago to a week ahead;
 * those before today are logged with an outcome, and today's of employees 2 and 3 partly.
 */

const subjects = `
insert into call_subjects (subject_code, subject_name) values
  ('ORDER', 'Order taking'), ('MERCH', 'Merchandising'), ('COLLECT', 'Collection')`;

const actions = `
insert into call_actions (subject_code, action_code, action_name) values
  ('ORDER', 'TAKEN', 'Order taken'), ('ORDER', 'NOORDER', 'No order: stock sufficient'),
  ('MERCH', 'SHELF', 'Shelf arranged'), ('MERCH', 'POSM', 'Display material placed'),
  ('COLLECT', 'PAID', 'Payment collected'), ('COLLECT', 'PROMISED', 'Payment promised')`;

const routeRows = `
with numbered as (
  select card_code, line_num, row_number() over (order by card_code, line_num) - 1 as n
  from outlets where active = 'Y'
),
week as (select (date_trunc('week', current_date)::date - 21) as monday)
insert into routes (route_code, route_name, on_mon, on_tue, on_wed, on_thu, on_fri, on_sat, on_sun, every_weeks, start_date)
select r.code, r.name, r.mon, r.tue, r.wed, r.thu, r.fri, r.sat, r.sun, r.every, (select monday from week)
from (values
  ('R01', 'Centre: Monday, Wednesday, Friday', 'Y', 'N', 'Y', 'N', 'Y', 'N', 'N', 1, 0),
  ('R02', 'Centre: Tuesday, Thursday, weekend', 'N', 'Y', 'N', 'Y', 'N', 'Y', 'Y', 1, 1),
  ('R03', 'North: weekdays', 'Y', 'Y', 'Y', 'Y', 'Y', 'N', 'N', 1, 2),
  ('R04', 'South: fortnightly', 'Y', 'Y', 'Y', 'Y', 'Y', 'N', 'N', 2, 3),
  ('R05', 'East: Tuesdays', 'N', 'Y', 'N', 'N', 'N', 'N', 'N', 1, 4),
  ('R06', 'West: Thursdays', 'N', 'N', 'N', 'Y', 'N', 'N', 'N', 1, 5)
) as r(code, name, mon, tue, wed, thu, fri, sat, sun, every, slot)
where exists (select 1 from numbered where n / 8 = r.slot)`;

const stops = `
insert into route_stops (route_code, position, card_code, line_num)
select 'R0' || (n / 8 + 1), n % 8 + 1, card_code, line_num
from (
  select card_code, line_num, row_number() over (order by card_code, line_num) - 1 as n
  from outlets where active = 'Y'
) numbered
where n < 48`;

const assignments = `
insert into route_assignments (assign_id, route_code, slp_code, from_date, to_date)
select row_number() over (order by a.route), a.route, a.slp, r.start_date, r.start_date + 7 * 12
from (values ('R01', 1), ('R02', 1), ('R03', 2), ('R04', 3)) as a(route, slp)
join routes r on r.route_code = a.route
join sales_employees s on s.slp_code = a.slp`;

/** The route pattern of route_pattern.ts in SQL: the weekday's flag, every n weeks from the start week. */
const plannedCalls = `
with days as (
  select d::date as day from generate_series(current_date - 21, current_date + 7, interval '1 day') as d
),
due as (
  select a.slp_code, r.route_code, s.position, s.card_code, s.line_num, days.day
  from route_assignments a
  join routes r on r.route_code = a.route_code
  join route_stops s on s.route_code = r.route_code
  join days on days.day between greatest(a.from_date, r.start_date) and a.to_date
  where (array[r.on_mon, r.on_tue, r.on_wed, r.on_thu, r.on_fri, r.on_sat, r.on_sun])[extract(isodow from days.day)::int] = 'Y'
    and ((date_trunc('week', days.day)::date - date_trunc('week', r.start_date)::date) / 7) % r.every_weeks = 0
),
numbered as (
  select due.*, row_number() over (order by day, slp_code, route_code, position) as id from due
)
insert into calls (call_id, slp_code, card_code, line_num, route_code, position, plan_date,
  call_status, outcome, subject_code, notes, logged_at)
select id, slp_code, card_code, line_num, route_code, position, day,
  case when logged then 'D' else 'P' end,
  case when not logged then null when id % 10 = 0 then 'N' when id % 10 = 5 then 'C'
       when id % 3 = 0 then 'O' else 'V' end,
  case when not logged then null when id % 3 = 0 then 'ORDER' when id % 3 = 1 then 'MERCH' else 'COLLECT' end,
  null,
  case when logged then day + time '09:00' + position * interval '25 minutes' end
from (
  select numbered.*,
    day < current_date or (day = current_date and slp_code <> 1 and position <= 2) as logged
  from numbered
) planned`;

const callActions = `
insert into call_action_lines (call_id, subject_code, action_code)
select call_id, subject_code,
  case subject_code when 'ORDER' then case when outcome = 'O' then 'TAKEN' else 'NOORDER' end
    when 'MERCH' then 'SHELF' else 'PROMISED' end
from calls where call_status = 'D' and outcome in ('V', 'O')`;

/** The demo company's call subjects, routes, assignments and calls, statement by statement. */
export const seedRouteCallsSql: readonly string[] = [
  subjects,
  actions,
  routeRows,
  stops,
  assignments,
  plannedCalls,
  callActions,
];
