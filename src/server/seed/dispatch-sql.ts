import { type DispatchStatus, dispatchObjectType, dispatchScanCode } from '../../shared/api/dispatch';

/**
 * Which open delivery a seeded stop takes: the n-th longest waiting (oldest due date first) or
 * the n-th most recently due. No delivery is taken twice.
 */
type Pick = ['oldest' | 'newest', number];

interface SeededNote {
  DocEntry: number;
  /** Days from the day the seed runs: the dashboard's today and this week. */
  day: number;
  Status: DispatchStatus;
  VehicleCode: string;
  DriverCode: number;
  stops: Pick[];
}

/**
 * The demo company's dispatch desk (issue 23), so the dashboard and the lists show something on
 * the first start: last week, a completed load of the longest waiting deliveries (handed over
 * after their due dates: late) and one of the most recently due (on time); yesterday a cancelled
 * load, whose delivery is an open item again; today a planned and a loaded load; tomorrow a
 * planned one. Vehicles and drivers as setup-data.ts pairs them, never two loads a day.
 */
const seededNotes: SeededNote[] = [
  {
    DocEntry: 1,
    day: -7,
    Status: 'C',
    VehicleCode: 'VAN01',
    DriverCode: 1,
    stops: [
      ['oldest', 1],
      ['oldest', 2],
      ['oldest', 3],
    ],
  },
  {
    DocEntry: 2,
    day: -6,
    Status: 'C',
    VehicleCode: 'VAN02',
    DriverCode: 2,
    stops: [
      ['newest', 1],
      ['newest', 2],
      ['newest', 3],
    ],
  },
  { DocEntry: 3, day: -1, Status: 'X', VehicleCode: 'VAN03', DriverCode: 3, stops: [['oldest', 4]] },
  {
    DocEntry: 4,
    day: 0,
    Status: 'P',
    VehicleCode: 'TRK01',
    DriverCode: 1,
    stops: [
      ['oldest', 5],
      ['oldest', 6],
      ['oldest', 7],
    ],
  },
  {
    DocEntry: 5,
    day: 0,
    Status: 'L',
    VehicleCode: 'VAN02',
    DriverCode: 2,
    stops: [
      ['oldest', 8],
      ['oldest', 9],
    ],
  },
  {
    DocEntry: 6,
    day: 1,
    Status: 'P',
    VehicleCode: 'TRK02',
    DriverCode: 4,
    stops: [
      ['oldest', 10],
      ['oldest', 11],
    ],
  },
];

const noteValues = seededNotes
  .map(
    (note) =>
      `(${note.DocEntry}, ${note.day}, '${note.Status}', '${note.VehicleCode}', ${note.DriverCode}, '${dispatchScanCode(note.DocEntry)}')`,
  )
  .join(', ');

const stopValues = seededNotes
  .flatMap((note) =>
    note.stops.map(([pick, rank], index) => `(${note.DocEntry}, ${index + 1}, '${pick}', ${rank})`),
  )
  .join(', ');

/**
 * Dated from the day the seed runs (current_date), as the seeded batches' dates are, so that a
 * first start shows today's loads; everything else about them follows from the seed. A stop's
 * weight and volume are its delivery lines' Quantity × NumPerMsr × the item's SWeight1 and
 * SVolume, as dispatch-measures.ts computes them. Several statements, run as one script.
 */
export const seedDispatchSql = `
create temporary table seed_dispatch_notes on commit drop as
select n.doc_entry, current_date + n.day as doc_date, n.status, n.vehicle, n.driver, n.scan_code
from (values ${noteValues}) as n(doc_entry, day, status, vehicle, driver, scan_code);

create temporary table seed_dispatch_stops on commit drop as
with open as (
  select d.doc_entry, d.card_code,
    row_number() over (order by d.doc_due_date, d.doc_entry) as oldest,
    row_number() over (order by d.doc_due_date desc, d.doc_entry desc) as newest
  from documents d where d.obj_type = '15' and d.draft = 'N' and d.doc_status = 'O' and d.canceled = 'N'
)
select p.doc_entry, p.stop_num, o.doc_entry as delivery_entry, o.card_code,
  (select coalesce(sum(round(l.quantity * l.num_per_msr * i.s_weight1, 6)), 0) from document_lines l
    join items i on i.item_code = l.item_code where l.obj_type = '15' and l.doc_entry = o.doc_entry) as weight,
  (select coalesce(sum(round(l.quantity * l.num_per_msr * i.s_volume, 6)), 0) from document_lines l
    join items i on i.item_code = l.item_code where l.obj_type = '15' and l.doc_entry = o.doc_entry) as volume
from (values ${stopValues}) as p(doc_entry, stop_num, pick, rank)
join open o on case p.pick when 'oldest' then o.oldest else o.newest end = p.rank;

insert into dispatch_notes (doc_entry, doc_num, series, doc_date, status, vehicle_code, driver_code, weight, volume,
  scan_code, loaded_at, departed_at, completed_at, cancelled_at, create_date)
select n.doc_entry, n.doc_entry, s.series, n.doc_date, n.status, n.vehicle, n.driver,
  (select coalesce(sum(weight), 0) from seed_dispatch_stops t where t.doc_entry = n.doc_entry),
  (select coalesce(sum(volume), 0) from seed_dispatch_stops t where t.doc_entry = n.doc_entry),
  n.scan_code,
  case when n.status in ('L', 'C') then (n.doc_date + time '07:00') at time zone 'UTC' end,
  case when n.status = 'C' then (n.doc_date + time '07:30') at time zone 'UTC' end,
  case when n.status = 'C' then (n.doc_date + time '16:00') at time zone 'UTC' end,
  case when n.status = 'X' then (n.doc_date + time '06:00') at time zone 'UTC' end,
  ((n.doc_date - 1) + time '15:00') at time zone 'UTC'
from seed_dispatch_notes n
join numbering_series s on s.object_code = '${dispatchObjectType}' and s.is_default = 'Y';

insert into dispatch_stops (doc_entry, stop_num, delivery_entry, card_code, active, weight, volume, outcome,
  receiver_name, delivered_at)
select t.doc_entry, t.stop_num, t.delivery_entry, t.card_code, case when n.status = 'X' then 'N' else 'Y' end,
  t.weight, t.volume, case when n.status = 'C' then 'delivered' else 'pending' end,
  case when n.status = 'C' then 'Goods-in desk' end,
  case when n.status = 'C' then (n.doc_date + time '08:30' + t.stop_num * interval '1 hour') at time zone 'UTC' end
from seed_dispatch_stops t join seed_dispatch_notes n on n.doc_entry = t.doc_entry;

insert into dispatch_stop_lines (doc_entry, stop_num, line_num, quantity, delivered_qty)
select t.doc_entry, t.stop_num, l.line_num, l.quantity, case when n.status = 'C' then l.quantity end
from seed_dispatch_stops t join seed_dispatch_notes n on n.doc_entry = t.doc_entry
join document_lines l on l.obj_type = '15' and l.doc_entry = t.delivery_entry;

select setval(pg_get_serial_sequence('dispatch_notes', 'doc_entry'), (select max(doc_entry) from dispatch_notes));

update numbering_series s set next_number = (select max(doc_num) + 1 from dispatch_notes)
where s.object_code = '${dispatchObjectType}' and s.is_default = 'Y'`;

/** How many open sales orders the demo marks ready to dispatch. */
const readyOrderCount = 8;

/**
 * A handful of open sales orders marked ready to dispatch (issue 23), so the open items show
 * orders beside deliveries on a first start: the first untouched ones by DocEntry whose every open
 * line a delivery can take at once (stock on hand in its warehouse, no serials to name, no batch
 * or bin to choose), due today and in the next three days, as a dispatcher's week looks.
 */
export const seedReadyOrdersSql = `
with candidates as (
  select d.doc_entry, row_number() over (order by d.doc_entry) as n
  from documents d
  where d.obj_type = '17' and d.draft = 'N' and d.doc_status = 'O' and d.canceled = 'N'
    and exists (select 1 from document_lines l where l.obj_type = '17' and l.doc_entry = d.doc_entry)
    and not exists (
      select 1 from document_lines l
      join items i on i.item_code = l.item_code
      join warehouses h on h.whs_code = l.whs_code
      left join item_warehouses w on w.item_code = l.item_code and w.whs_code = l.whs_code
      where l.obj_type = '17' and l.doc_entry = d.doc_entry
        and (l.line_status <> 'O' or l.open_qty < l.quantity or i.man_ser_num = 'Y' or i.man_btch_num = 'Y'
          or h.bin_activat = 'Y' or coalesce(w.on_hand, 0) < l.open_qty * l.num_per_msr))
)
update documents set u_ready_to_dispatch = 'Y', doc_due_date = greatest(doc_date, current_date + (c.n % 4)::int)
from candidates c
where c.n <= ${readyOrderCount} and documents.obj_type = '17' and documents.doc_entry = c.doc_entry`;
