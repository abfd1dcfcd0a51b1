import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { freightCharges } from '../db/schema/finance';
import { shippingTypes } from '../db/schema/inventory';
import {
  binAttributeCodes,
  binFieldSettings,
  binLocations,
  binSublevelCodes,
  itemDefaults,
} from '../db/schema/inventory-setup';
import { drivers, territories, vehicles } from '../db/schema/organisation';
import { userDefaults } from '../db/schema/user-defaults';
import { employeeAssignments, timeSheets } from '../db/schema/workforce';
import { employeesFor } from './reference-data';
import type { SeedVolume } from './seed-sizes';

/**
 * The demo company's general and inventory setup: a territory tree whose countries are the
 * partners' markets (OCRD.Territory 1 to 3), drivers and vans, freight, shipping types, bins and
 * a few time sheets and assignments. Every size of company gets the same rows.
 */
export const warehouseTypes = [
  { Code: 'MAIN', Name: 'Main warehouse', Descr: 'Receives imports and supplies the depots' },
  { Code: 'DEPOT', Name: 'Regional depot', Descr: 'Serves the customers of one region' },
  { Code: 'VAN', Name: 'Van stock', Descr: 'Stock carried on a delivery van' },
  { Code: 'TRANSIT', Name: 'Goods in transit', Descr: null },
  { Code: 'RETURNS', Name: 'Returns and quarantine', Descr: 'Returned goods waiting for inspection' },
];

/** Which type each demo warehouse is (reference-data.ts warehouses). */
export const warehouseTypeOf: Record<string, string> = {
  WH01: 'MAIN',
  WH02: 'DEPOT',
  WH03: 'DEPOT',
  WH04: 'MAIN',
};

export const territoryTree = [
  { territryID: 1, descript: 'United Kingdom', parent: 4 },
  { territryID: 2, descript: 'France', parent: 4 },
  { territryID: 3, descript: 'United Arab Emirates', parent: 5 },
  { territryID: 4, descript: 'Europe', parent: null },
  { territryID: 5, descript: 'Middle East', parent: null },
  { territryID: 6, descript: 'London', parent: 1 },
  { territryID: 7, descript: 'Manchester', parent: 1 },
  { territryID: 8, descript: 'Paris', parent: 2 },
  { territryID: 9, descript: 'Lyon', parent: 2 },
  { territryID: 10, descript: 'Dubai', parent: 3 },
  { territryID: 11, descript: 'Abu Dhabi', parent: 3 },
  { territryID: 12, descript: 'Saudi Arabia', parent: 5 },
];

const shipping = [
  { TrnspCode: 1, TrnspName: 'Own fleet', WebSite: null },
  { TrnspCode: 2, TrnspName: 'Road freight', WebSite: 'https://www.dhl.com' },
  { TrnspCode: 3, TrnspName: 'Express courier', WebSite: 'https://www.fedex.com' },
  { TrnspCode: 4, TrnspName: 'Sea freight', WebSite: 'https://www.maersk.com' },
  { TrnspCode: 5, TrnspName: 'Customer collection', WebSite: null },
];

const freight = [
  {
    ExpnsCode: 1,
    ExpnsName: 'Freight',
    RevAcct: '4300',
    ExpnsAcct: '6300',
    VatGroupO: 'O1',
    VatGroupI: 'I1',
  },
  {
    ExpnsCode: 2,
    ExpnsName: 'Insurance',
    RevAcct: '4300',
    ExpnsAcct: '6300',
    VatGroupO: 'O0',
    VatGroupI: 'I0',
    DistrbMthd: 'E' as const,
  },
  {
    ExpnsCode: 3,
    ExpnsName: 'Handling',
    RevAcct: '4300',
    ExpnsAcct: '6300',
    VatGroupO: 'O1',
    VatGroupI: 'I1',
    DistrbMthd: 'Q' as const,
    FixAmount: '25',
  },
  {
    ExpnsCode: 4,
    ExpnsName: 'Customs duties',
    RevAcct: null,
    ExpnsAcct: '5100',
    VatGroupO: null,
    VatGroupI: 'I0',
    DistrbMthd: 'V' as const,
  },
];

/** Employees 4, 10, 16 and 22 are the demo company's drivers (reference-data.ts job titles). */
const driverRows = [
  {
    DriverCode: 1,
    empID: 4,
    LicenseNum: 'GB-DRV-448120',
    LicenseExp: '2028-03-31',
    Phone: '+44 7700 900004',
  },
  {
    DriverCode: 2,
    empID: 10,
    LicenseNum: 'GB-DRV-551872',
    LicenseExp: '2027-09-30',
    Phone: '+44 7700 900010',
  },
  {
    DriverCode: 3,
    empID: 16,
    LicenseNum: 'FR-12AB34567',
    LicenseExp: '2029-01-15',
    Phone: '+33 6 12 34 56 16',
  },
  { DriverCode: 4, empID: 22, LicenseNum: 'AE-7731902', LicenseExp: '2026-12-31', Phone: '+971 50 123 4022' },
];

/** Load space in cubic metres as the makers give it for each body (dispatch loads, issue 23). */
const vehicleRows = [
  {
    VehicleCode: 'VAN01',
    Descr: 'Ford Transit 350',
    PlateNum: 'LK21 XZT',
    VehicleType: 'V' as const,
    CapacityKg: 1400,
    CapacityM3: '11',
    BPLId: 1,
    DriverCode: 1,
  },
  {
    VehicleCode: 'VAN02',
    Descr: 'Mercedes Sprinter 314',
    PlateNum: 'MA70 KPD',
    VehicleType: 'V' as const,
    CapacityKg: 1200,
    CapacityM3: '10.5',
    BPLId: 1,
    DriverCode: 2,
  },
  {
    VehicleCode: 'TRK01',
    Descr: 'DAF LF 180',
    PlateNum: 'LN19 HGV',
    VehicleType: 'T' as const,
    CapacityKg: 7500,
    CapacityM3: '36',
    BPLId: 1,
    DriverCode: null,
  },
  {
    VehicleCode: 'VAN03',
    Descr: 'Renault Master',
    PlateNum: 'GH-482-TL',
    VehicleType: 'V' as const,
    CapacityKg: 1300,
    CapacityM3: '10.8',
    BPLId: 2,
    DriverCode: 3,
  },
  {
    VehicleCode: 'TRK02',
    Descr: 'Isuzu NQR',
    PlateNum: 'DXB 48213',
    VehicleType: 'T' as const,
    CapacityKg: 5500,
    CapacityM3: '22',
    BPLId: 3,
    DriverCode: 4,
  },
];

const bins = [
  ['WH01', 'A', '01', '1', 'AMB'],
  ['WH01', 'A', '01', '2', 'AMB'],
  ['WH01', 'A', '02', '1', 'AMB'],
  ['WH01', 'B', '01', '1', 'CHL'],
  ['WH01', 'B', '01', '2', 'CHL'],
  ['WH01', 'C', '01', '1', 'FRZ'],
  ['WH04', 'A', '01', '1', 'AMB'],
  ['WH04', 'A', '02', '1', 'AMB'],
  ['WH04', 'B', '01', '1', 'CHL'],
] as const;

const binRows = bins.map(([WhsCode, SL1Code, SL2Code, SL3Code, Attr1Val], index) => ({
  AbsEntry: index + 1,
  BinCode: `${WhsCode}-${SL1Code}-${SL2Code}-${SL3Code}`,
  WhsCode,
  SL1Code,
  SL2Code,
  SL3Code,
  Attr1Val,
  MaxLevel: '500',
}));

const timeSheetRows = [
  {
    AbsEntry: 1,
    empID: 1,
    Date: '2026-11-02',
    StartTime: '08:30',
    EndTime: '17:00',
    Break: 45,
    Activity: 'Customer visits',
    CardCode: 'C00001',
  },
  {
    AbsEntry: 2,
    empID: 1,
    Date: '2026-11-03',
    StartTime: '09:00',
    EndTime: '17:30',
    Break: 60,
    Activity: 'Quotations and follow-up',
  },
  {
    AbsEntry: 3,
    empID: 3,
    Date: '2026-11-02',
    StartTime: '06:00',
    EndTime: '14:30',
    Break: 30,
    Activity: 'Goods receipt and put-away',
  },
  {
    AbsEntry: 4,
    empID: 4,
    Date: '2026-11-02',
    StartTime: '07:00',
    EndTime: '16:00',
    Break: 45,
    Activity: 'Deliveries, London route',
  },
  {
    AbsEntry: 5,
    empID: 5,
    Date: '2026-11-03',
    StartTime: '08:00',
    EndTime: '16:30',
    Break: 60,
    Activity: 'Month-end closing',
  },
];

const assignmentRows = [
  { AbsEntry: 1, empID: 1, AssignType: 'B' as const, BPLId: 1 },
  { AbsEntry: 2, empID: 1, AssignType: 'C' as const, CardCode: 'C00001' },
  { AbsEntry: 3, empID: 1, AssignType: 'C' as const, CardCode: 'C00002' },
  { AbsEntry: 4, empID: 1, AssignType: 'P' as const, PayMethod: 'K' as const },
  { AbsEntry: 5, empID: 3, AssignType: 'W' as const, WhsCode: 'WH01' },
  { AbsEntry: 6, empID: 3, AssignType: 'W' as const, WhsCode: 'WH02' },
  { AbsEntry: 7, empID: 3, AssignType: 'I' as const, ItemCode: 'I000001' },
  { AbsEntry: 8, empID: 4, AssignType: 'P' as const, PayMethod: 'C' as const },
  { AbsEntry: 9, empID: 4, AssignType: 'W' as const, WhsCode: 'WH01' },
  { AbsEntry: 10, empID: 2, AssignType: 'B' as const, BPLId: 2 },
];

/** Rows that only name reference data; written with it, before items and partners exist. */
export async function writeSetupData(db: NodePgDatabase, volume: SeedVolume): Promise<void> {
  await db.insert(territories).values(territoryTree);
  await db.insert(shippingTypes).values(shipping);
  await db.insert(freightCharges).values(freight);
  const people = new Map(employeesFor(volume).map((person) => [person.empID, person]));
  await db.insert(drivers).values(
    driverRows.map((row) => {
      const person = people.get(row.empID);
      return person
        ? { ...row, DriverName: `${person.firstName} ${person.lastName}` }
        : { ...row, empID: null, DriverName: `Driver ${row.DriverCode}` };
    }),
  );
  await db.insert(vehicles).values(vehicleRows);
  await db.insert(binFieldSettings).values({ Code: 1 });
  await db.insert(binSublevelCodes).values(
    [
      [1, 'A', 'Aisle A'],
      [1, 'B', 'Aisle B'],
      [1, 'C', 'Aisle C'],
      [2, '01', 'Rack 1'],
      [2, '02', 'Rack 2'],
      [3, '1', 'Bottom shelf'],
      [3, '2', 'Second shelf'],
    ].map(([FldAbs, SLCode, Descr], index) => ({
      AbsEntry: index + 1,
      FldAbs: Number(FldAbs),
      SLCode: String(SLCode),
      Descr: String(Descr),
    })),
  );
  await db.insert(binAttributeCodes).values([
    { AbsEntry: 1, Attribute: 1, AttrValue: 'AMB', Descr: 'Ambient' },
    { AbsEntry: 2, Attribute: 1, AttrValue: 'CHL', Descr: 'Chilled (2 to 8 °C)' },
    { AbsEntry: 3, Attribute: 1, AttrValue: 'FRZ', Descr: 'Frozen (below -18 °C)' },
  ]);
  await db.insert(binLocations).values(binRows);
  await db.insert(itemDefaults).values({
    Code: 1,
    DfltWhs: 'WH01',
    ItmsGrpCod: 100,
    UgpEntry: 1,
    VatGourpSa: 'O1',
    VatGroupPu: 'I1',
  });
  // One set of user defaults to assign (none is: the demo users keep their usual defaults).
  await db.insert(userDefaults).values({ Code: 'FRANCE', Name: 'Lyon counter', BPLId: 2, WhsCode: 'WH03' });
}

/** Rows that name employees' partners and items: written once those exist. */
export async function writeWorkforceData(db: NodePgDatabase): Promise<void> {
  await db.insert(timeSheets).values(timeSheetRows);
  await db.insert(employeeAssignments).values(assignmentRows);
}

/**
 * Every unit a bin warehouse holds is in one of its bins, as SAP Business One requires once bins
 * are enabled (postings then take from and put into bins): a few items in each bin (at most 40
 * of each), the rest of the warehouse's stock in its default bin, its first, which becomes the
 * warehouse's DftBinAbs.
 */
export const seedBinStockSql = [
  `
update warehouses w set dft_bin_abs = (select min(abs_entry) from bin_locations b where b.whs_code = w.whs_code)
where w.bin_activat = 'Y'`,
  `
insert into bin_stock (bin_abs, item_code, on_hand_qty)
select b.abs_entry, s.item_code, least(s.on_hand, 40)
from bin_locations b
join warehouses wh on wh.whs_code = b.whs_code and wh.bin_activat = 'Y' and wh.dft_bin_abs <> b.abs_entry
cross join lateral (
  select w.item_code, w.on_hand from item_warehouses w
  where w.whs_code = b.whs_code and w.on_hand > 0
  order by w.item_code offset (b.abs_entry - 1) * 3 limit 3
) s`,
  `
insert into bin_stock (bin_abs, item_code, on_hand_qty)
select wh.dft_bin_abs, w.item_code, w.on_hand - coalesce(placed.qty, 0)
from warehouses wh
join item_warehouses w on w.whs_code = wh.whs_code and w.on_hand > 0
left join (
  select s.item_code, b.whs_code, sum(s.on_hand_qty) as qty from bin_stock s
  join bin_locations b on b.abs_entry = s.bin_abs group by 1, 2
) placed on placed.item_code = w.item_code and placed.whs_code = wh.whs_code
where wh.bin_activat = 'Y' and wh.dft_bin_abs is not null and w.on_hand - coalesce(placed.qty, 0) > 0`,
];

/**
 * Batch-managed items hold their stock in batches: one opening batch per item, expiring a year
 * after the seed's date, with what each warehouse holds of the item, and in each bin what the bin
 * holds of it. Runs after the bin stock.
 */
export const seedBatchesSql = [
  `
insert into batches (item_code, dist_number, exp_date, mnf_date, in_date)
select i.item_code, 'OB-' || i.item_code, current_date + 365, current_date - 30, current_date - 30
from items i where i.man_btch_num = 'Y' and i.invnt_item = 'Y' and i.on_hand > 0`,
  `
insert into batch_quantities (batch_abs, whs_code, item_code, quantity)
select b.abs_entry, w.whs_code, w.item_code, w.on_hand
from batches b join item_warehouses w on w.item_code = b.item_code and w.on_hand > 0`,
  // In bin warehouses the opening batch sits in every bin holding the item (OBBQ), pairing each
  // warehouse's batches with its bins as migration 0033 backfilled older data: exact with one batch.
  `
insert into batch_bin_stock (bin_abs, batch_abs, item_code, whs_code, on_hand_qty)
select h.bin_abs, l.batch_abs, h.item_code, h.whs_code,
  least(h.upto, l.upto) - greatest(h.upto - h.qty, l.upto - l.qty)
from (
  select s.item_code, b.whs_code, s.bin_abs, s.on_hand_qty as qty,
    sum(s.on_hand_qty) over (partition by s.item_code, b.whs_code
      order by (s.bin_abs = coalesce(w.dft_bin_abs, -1)) desc, s.bin_abs) as upto
  from bin_stock s
  join bin_locations b on b.abs_entry = s.bin_abs
  join warehouses w on w.whs_code = b.whs_code
  join items i on i.item_code = s.item_code and i.man_btch_num = 'Y'
  where s.on_hand_qty > 0
) h
join (
  select q.item_code, q.whs_code, q.batch_abs, q.quantity as qty,
    sum(q.quantity) over (partition by q.item_code, q.whs_code
      order by t.exp_date nulls last, t.in_date, t.abs_entry) as upto
  from batch_quantities q join batches t on t.abs_entry = q.batch_abs
  where q.quantity > 0
) l on l.item_code = h.item_code and l.whs_code = h.whs_code
  and h.upto - h.qty < l.upto and l.upto - l.qty < h.upto`,
];
