import { dispatchObjectType } from '../../shared/api/dispatch';
import { gatePassObjectType, gatePassScanCode } from '../../shared/api/gate-pass';

/**
 * The demo company's gates (issue 24): London Central's main gate lets loads out and its receiving
 * gate takes returns, transfers and visitors in; the other warehouses have one gate each, both ways
 * (Manchester's may not enter backup mode on its own).
 */
export const seedGatesSql = `
insert into gates (gate_code, gate_name, whs_code, direction, allowed_types, active, backup_allowed, backup_max_hours)
values
  ('WH01-OUT', 'London Central main gate', 'WH01', 'O', '{}', 'Y', 'Y', 8),
  ('WH01-IN', 'London Central receiving', 'WH01', 'I', '{return,transfer,visitor}', 'Y', 'Y', 8),
  ('WH02-MAIN', 'Manchester Depot gate', 'WH02', 'B', '{}', 'Y', 'N', 4),
  ('WH03-MAIN', 'Lyon Entrepôt gate', 'WH03', 'B', '{}', 'Y', 'Y', 8),
  ('WH04-MAIN', 'Jebel Ali Store gate', 'WH04', 'B', '{}', 'Y', 'Y', 8);
-- The demo guard stands at London Central's two gates (/gpm/users): assigned, they scan there only.
insert into gate_users (assignment_id, user_code, gate_code, active)
values (1, 'gate', 'WH01-OUT', 'Y'), (2, 'gate', 'WH01-IN', 'Y')`;

/** A seeded pass: from a seeded dispatch note (by its DocEntry) or a visitor's, days from the seed's day. */
interface SeededPass {
  DocEntry: number;
  day: number;
  note: number | null;
  Status: 'O' | 'C' | 'X';
  Movement: 'O' | 'OI';
  carrier: string | null;
}

/**
 * Passes for the seeded loads (dispatch-sql.ts): last week's two completed loads went out (closed
 * passes), today's loaded one waits at the gate (open); a visitor's tools out and back in
 * yesterday (closed), a visitor's samples today (open) and a cancelled one.
 */
const seededPasses: SeededPass[] = [
  { DocEntry: 1, day: -7, note: 1, Status: 'C', Movement: 'O', carrier: null },
  { DocEntry: 2, day: -6, note: 2, Status: 'C', Movement: 'O', carrier: null },
  { DocEntry: 3, day: 0, note: 5, Status: 'O', Movement: 'O', carrier: null },
  { DocEntry: 4, day: -1, note: null, Status: 'C', Movement: 'OI', carrier: 'Harper & Sons Maintenance' },
  { DocEntry: 5, day: 0, note: null, Status: 'O', Movement: 'OI', carrier: 'Northwind Lab Services' },
  { DocEntry: 6, day: -2, note: null, Status: 'X', Movement: 'O', carrier: 'Blue Line Couriers' },
];

const passValues = seededPasses
  .map(
    (pass) =>
      `(${pass.DocEntry}, ${pass.day}, ${pass.note ?? 'null'}, '${pass.Status}', '${pass.Movement}', ${
        pass.carrier ? `'${pass.carrier}'` : 'null'
      }, '${gatePassScanCode(pass.DocEntry)}')`,
  )
  .join(', ');

/**
 * A scan of the demo's history: at a gate (WH01-OUT stands for the main out gate of the pass's
 * warehouse, which a dispatch pass takes from its lines), `minutes` after 08:00 on the pass's day (or `day` for a
 * code that names no pass), with its result, mode and, for a duplicate, the scan it repeats.
 */
const seededScans: [
  id: string,
  gate: string,
  text: string,
  pass: number | null,
  direction: 'O' | 'I',
  result: string,
  duplicateOf: string | null,
  mode: 'online' | 'backup',
  offline: string | null,
  day: number,
  minutes: number,
][] = [
  ['s1', 'WH01-OUT', gatePassScanCode(1), 1, 'O', 'valid', null, 'online', null, -7, 30],
  ['s2', 'WH01-OUT', gatePassScanCode(2), 2, 'O', 'valid', null, 'online', null, -6, 25],
  ['s3', 'WH01-OUT', 'DSP-2', 2, 'O', 'duplicate', 's2', 'online', null, -6, 27],
  ['s4', 'WH01-OUT', gatePassScanCode(4), 4, 'O', 'valid', null, 'online', null, -1, 60],
  ['s5', 'WH01-IN', gatePassScanCode(4), 4, 'I', 'valid', null, 'backup', 'valid', -1, 420],
  ['s6', 'WH01-OUT', 'GP-9999', null, 'O', 'not_existing', null, 'online', null, -1, 95],
  ['s7', 'WH01-IN', 'ABC-1234', null, 'I', 'not_existing', null, 'online', null, -3, 15],
  ['s8', 'WH01-OUT', gatePassScanCode(6), 6, 'O', 'cancelled', null, 'online', null, -2, 200],
  ['s9', 'WH02-MAIN', gatePassScanCode(4), 4, 'O', 'wrong_gate', null, 'online', null, -1, 50],
  ['s10', 'WH01-OUT', gatePassScanCode(4), 4, 'O', 'duplicate', 's4', 'backup', 'valid', -1, 65],
];

/** A fixed UUID per seeded scan, shaped as version 4 (what a gate makes), so the wire's uuid check holds. */
const scanId = (id: string | null) =>
  id === null
    ? 'null'
    : `overlay(overlay(md5('demo-gate-scan-${id}') placing '4' from 13) placing '8' from 17)::uuid`;

const scanValues = seededScans
  .map(
    ([id, gate, text, pass, direction, result, duplicateOf, mode, offline, day, minutes]) =>
      `(${scanId(id)}, '${gate}', '${text}', ${pass ?? 'null'}, '${direction}', '${result}', ${scanId(duplicateOf)},
        '${mode}', ${offline ? `'${offline}'` : 'null'}, ${day}, ${minutes})`,
  )
  .join(',\n');

/**
 * The passes, their lines and the scan history, dated from the day the seed runs as the dispatch
 * notes are. A dispatch pass copies its note's stop lines, plate and driver, as a pass made by
 * POST /gpm/gate-passes does; the warehouse scans under the demo `warehouse` user.
 */
export const seedGatePassesSql = `
create temporary table seed_gate_passes on commit drop as
select p.doc_entry, current_date + p.day as doc_date, p.note, p.status, p.movement, p.carrier, p.scan_code
from (values ${passValues}) as p(doc_entry, day, note, status, movement, carrier, scan_code);

insert into gate_passes (doc_entry, doc_num, series, doc_date, pass_type, movement, status, valid_from, valid_until,
  gate_code, whs_code, source_type, source_entry, source_scan_code, card_code, carrier_name, plate_num, comments,
  scan_code, out_at, in_at, cancelled_at, create_date)
select p.doc_entry, p.doc_entry, s.series, p.doc_date, case when n.doc_entry is null then 'visitor' else 'dispatch' end,
  p.movement, p.status, (p.doc_date + time '06:00') at time zone 'UTC', (p.doc_date + time '23:59') at time zone 'UTC',
  null,
  coalesce((select l.whs_code from dispatch_stops t
    join document_lines l on l.obj_type = t.delivery_type and l.doc_entry = t.delivery_entry
    where t.doc_entry = n.doc_entry and l.whs_code is not null
    group by l.whs_code order by count(*) desc, l.whs_code limit 1), 'WH01'),
  case when n.doc_entry is null then null else '${dispatchObjectType}' end, n.doc_entry, n.scan_code,
  case when n.doc_entry is null then null else (select min(t.card_code) from dispatch_stops t where t.doc_entry = n.doc_entry
    having count(distinct t.card_code) = 1) end,
  coalesce(p.carrier, r.driver_name), v.plate_num,
  case when n.doc_entry is null then 'Visitor goods, checked by security' end,
  p.scan_code, null, null,
  case when p.status = 'X' then (p.doc_date + time '07:00') at time zone 'UTC' end,
  (p.doc_date + time '05:30') at time zone 'UTC'
from seed_gate_passes p
join numbering_series s on s.object_code = '${gatePassObjectType}' and s.is_default = 'Y'
left join dispatch_notes n on n.doc_entry = p.note
left join vehicles v on v.vehicle_code = n.vehicle_code
left join drivers r on r.driver_code = n.driver_code;

insert into gate_pass_lines (doc_entry, line_num, item_code, dscription, quantity, uom_code, base_line)
select p.doc_entry, (row_number() over (partition by p.doc_entry order by t.stop_num, sl.line_num))::int - 1,
  l.item_code, coalesce(l.dscription, l.item_code), sl.quantity, u.uom_code, sl.line_num
from seed_gate_passes p
join dispatch_stops t on t.doc_entry = p.note
join dispatch_stop_lines sl on sl.doc_entry = t.doc_entry and sl.stop_num = t.stop_num
join document_lines l on l.obj_type = t.delivery_type and l.doc_entry = t.delivery_entry and l.line_num = sl.line_num
left join units_of_measure u on u.uom_entry = l.uom_entry;

insert into gate_pass_lines (doc_entry, line_num, item_code, dscription, quantity, uom_code)
select p.doc_entry, v.line_num, null, v.dscription, v.quantity, v.uom
from seed_gate_passes p
join (values (0, 'Toolbox with hand tools', 1, 'EA'), (1, 'Cordless drill', 2, 'EA'), (2, 'Product samples, boxed', 4, 'BOX'))
  as v(line_num, dscription, quantity, uom) on true
where p.note is null;

insert into gate_scans (scan_id, gate_code, scanned_text, pass_entry, direction, result, duplicate_of, mode,
  offline_result, scanned_at, received_at, user_id)
select x.scan_id,
  case when x.gate = 'WH01-OUT' and g.whs_code <> 'WH01' then g.whs_code || '-MAIN' else x.gate end, x.text, x.pass, x.direction, x.result, x.duplicate_of, x.mode, x.offline,
  (current_date + x.day + time '08:00' + x.minutes * interval '1 minute') at time zone 'UTC',
  (current_date + x.day + time '08:00' + x.minutes * interval '1 minute'
    + case when x.mode = 'backup' then interval '40 minutes' else interval '0' end) at time zone 'UTC',
  (select user_id from users where user_code = 'warehouse')
from (values ${scanValues}) as x(scan_id, gate, text, pass, direction, result, duplicate_of, mode, offline, day, minutes)
left join gate_passes g on g.doc_entry = x.pass;

update gate_passes p set
  out_at = (select min(c.scanned_at) from gate_scans c where c.pass_entry = p.doc_entry and c.direction = 'O'
    and c.result = 'valid'),
  in_at = (select min(c.scanned_at) from gate_scans c where c.pass_entry = p.doc_entry and c.direction = 'I'
    and c.result = 'valid');

select setval(pg_get_serial_sequence('gate_passes', 'doc_entry'), (select max(doc_entry) from gate_passes));

update numbering_series s set next_number = (select max(doc_num) + 1 from gate_passes)
where s.object_code = '${gatePassObjectType}' and s.is_default = 'Y'`;
