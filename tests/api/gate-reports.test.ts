import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backupPeriodsAnswerSchema,
  backupScansAnswerSchema,
  duplicateLogsAnswerSchema,
  gateReportCsvFields,
  notExistingAnswerSchema,
  passReportAnswerSchema,
  scanLogsAnswerSchema,
  scanTotalsAnswerSchema,
} from '../../src/shared/api/gate-reports';
import { type ApiHarness, startApi } from '../support/api-app';
import { sqlRows } from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

const reports = '/api/v1/gpm/reports';
// Gate A is in one of the warehouse keeper's warehouses (WH01), gate B is not (WH03).
const gateA = 'RPT-A';
const gateB = 'RPT-B';
const closedPass = 990_001; // of WH01, names no gate: scanned out at A, again at B (duplicate), again at A offline (conflict)
const overduePass = 990_002; // of WH03, named to B, open past its validity, scanned out at B in backup mode
const cancelledPass = 990_003; // of WH01, named to A, cancelled

const scan = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** This test's own gates, passes, scans and backup periods: the demo company has none of these. */
async function insertGateData(api: ApiHarness) {
  const [series] = await sqlRows<{ series: number }>(api, 'select series from numbering_series limit 1');
  const users = await sqlRows<{ user_id: number; user_code: string }>(
    api,
    `select user_id, user_code from users where user_code in ('admin', 'warehouse')`,
  );
  const userId = (code: string) => users.find((user) => user.user_code === code)?.user_id;
  await sqlRows(
    api,
    `insert into gates (gate_code, gate_name, whs_code) values ($1, 'Report gate A', 'WH01'), ($2, 'Report gate B', 'WH03')`,
    [gateA, gateB],
  );
  const passes = await sqlRows<{ doc_entry: number; doc_num: number }>(
    api,
    `insert into gate_passes (doc_num, series, doc_date, pass_type, movement, status, valid_from, valid_until,
       gate_code, scan_code, out_at, cancelled_at, whs_code)
     values
       ($1, $4, '2026-03-01', 'dispatch', 'O', 'C', '2026-03-01T00:00Z', '2099-01-01T00:00Z', null, 'GP-${closedPass}', '2026-03-01T08:00Z', null, 'WH01'),
       ($2, $4, '2026-03-02', 'visitor', 'OI', 'O', '2026-03-02T00:00Z', '2026-03-05T00:00Z', $5, 'GP-${overduePass}', '2026-03-04T10:00Z', null, 'WH03'),
       ($3, $4, '2026-03-03', 'delivery', 'O', 'X', '2026-03-03T00:00Z', '2099-01-01T00:00Z', $6, 'GP-${cancelledPass}', null, '2026-03-03T09:00Z', 'WH01')
     returning doc_entry, doc_num`,
    [closedPass, overduePass, cancelledPass, series?.series, gateB, gateA],
  );
  const entry = (num: number) => passes.find((pass) => pass.doc_num === num)?.doc_entry;
  const admin = userId('admin');
  const keeper = userId('warehouse');
  await sqlRows(
    api,
    `insert into gate_scans (scan_id, gate_code, scanned_text, pass_entry, direction, result, duplicate_of, mode,
       offline_result, scanned_at, received_at, user_id)
     values
       ($1, $9, 'GP-${closedPass}', $11, 'O', 'valid', null, 'online', null, '2026-03-01T08:00:00Z', '2026-03-01T08:00:00Z', $14),
       ($2, $10, 'GP-${closedPass}', $11, 'O', 'duplicate', $1, 'online', null, '2026-03-01T08:05:00Z', '2026-03-01T08:05:00Z', $14),
       ($3, $9, 'GP-${closedPass}', $11, 'O', 'conflict', null, 'backup', 'valid', '2026-03-01T08:10:00Z', '2026-03-01T09:00:00Z', $15),
       ($4, $9, 'gp-999999 ', null, 'O', 'not_existing', null, 'online', null, '2026-03-02T10:00:00Z', '2026-03-02T10:00:00Z', $14),
       ($5, $10, 'GP-999999', null, 'O', 'not_existing', null, 'online', null, '2026-03-03T10:00:00Z', '2026-03-03T10:00:00Z', $14),
       ($6, $9, 'XYZ', null, 'O', 'not_existing', null, 'online', null, '2026-03-02T11:00:00Z', '2026-03-02T11:00:00Z', $15),
       ($7, $10, 'GP-${overduePass}', $12, 'O', 'valid', null, 'backup', 'valid', '2026-03-04T10:00:00Z', '2026-03-04T10:02:00Z', $14),
       ($8, $9, 'GP-${cancelledPass}', $13, 'O', 'cancelled', null, 'online', null, '2026-03-03T12:00:00Z', '2026-03-03T12:00:00Z', $15)`,
    [
      scan(1),
      scan(2),
      scan(3),
      scan(4),
      scan(5),
      scan(6),
      scan(7),
      scan(8),
      gateA,
      gateB,
      entry(closedPass),
      entry(overduePass),
      entry(cancelledPass),
      admin,
      keeper,
    ],
  );
  const periods = await sqlRows<{ period_id: number; gate_code: string }>(
    api,
    `insert into gate_backup_periods (gate_code, started_at, ended_at, cause, user_id, reason)
     values ($1, '2026-03-01T08:08Z', '2026-03-01T08:30Z', 'admin', $3, 'Network works'),
            ($2, '2026-03-04T09:00Z', null, 'offline', null, null)
     returning period_id, gate_code`,
    [gateA, gateB, admin],
  );
  return {
    periodA: periods.find((period) => period.gate_code === gateA)?.period_id ?? 0,
    periodB: periods.find((period) => period.gate_code === gateB)?.period_id ?? 0,
  };
}

describe.each(testDatabases())('gate reports on $name', (target) => {
  let api: ApiHarness;
  let admin: Record<string, string>;
  let keeper: Record<string, string>;
  let sales: Record<string, string>;
  let periods: { periodA: number; periodB: number };
  const get = (headers: Record<string, string>, path: string) =>
    api.app.inject({ method: 'GET', url: `${reports}/${path}`, headers });
  const ok = async (headers: Record<string, string>, path: string) => {
    const reply = await get(headers, path);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json();
  };

  beforeAll(async () => {
    api = await startApi(target);
    periods = await insertGateData(api);
    admin = { authorization: `Bearer ${await api.signIn('admin')}` };
    keeper = { authorization: `Bearer ${await api.signIn('warehouse')}` };
    sales = { authorization: `Bearer ${await api.signIn('sales')}` };
  });
  afterAll(() => api.close());

  it('lists scans newest first with their gate, pass and user, by the filters asked', async () => {
    const atA = scanLogsAnswerSchema.parse(await ok(admin, `scan-logs?GateCode=${gateA}`)).ResponseData;
    expect(atA.total).toBe(5);
    expect(atA.data.map((row) => row.ScanId)).toEqual([scan(8), scan(6), scan(4), scan(3), scan(1)]);
    expect(atA.data[4]).toMatchObject({
      GateName: 'Report gate A',
      WhsCode: 'WH01',
      PassNum: closedPass,
      PassType: 'dispatch',
      UserCode: 'admin',
      ScannedAt: '2026-03-01T08:00:00.000000Z',
      Mode: 'online',
    });
    const byPass = scanLogsAnswerSchema.parse(
      await ok(admin, `scan-logs?PassNum=${closedPass}&sort=ScannedAt:asc`),
    ).ResponseData;
    expect(byPass.data.map((row) => row.ScanId)).toEqual([scan(1), scan(2), scan(3)]);
    const narrowed = scanLogsAnswerSchema.parse(
      await ok(
        admin,
        `scan-logs?GateCode=${gateA}&Mode=backup&UserCode=warehouse&DateFrom=2026-03-01&DateTo=2026-03-01`,
      ),
    ).ResponseData;
    expect(narrowed.data.map((row) => row.ScanId)).toEqual([scan(3)]);
    const unknown = scanLogsAnswerSchema.parse(
      await ok(
        admin,
        `scan-logs?GateCode=${gateA}&Result=not_existing&DateFrom=2026-03-02&DateTo=2026-03-02`,
      ),
    ).ResponseData;
    expect(unknown.data.map((row) => row.ScanId)).toEqual([scan(6), scan(4)]);
  });

  it('pages the scan log by keyset without repeating or losing a scan', async () => {
    const first = scanLogsAnswerSchema.parse(
      await ok(admin, `scan-logs?GateCode=${gateA}&per_page=2`),
    ).ResponseData;
    expect(first.data).toHaveLength(2);
    expect(first.next).toBeDefined();
    const second = scanLogsAnswerSchema.parse(
      await ok(admin, `scan-logs?GateCode=${gateA}&per_page=2&count=0&after=${first.next}`),
    ).ResponseData;
    const third = scanLogsAnswerSchema.parse(
      await ok(admin, `scan-logs?GateCode=${gateA}&per_page=2&count=0&after=${second.next}`),
    ).ResponseData;
    expect([...first.data, ...second.data, ...third.data].map((row) => row.ScanId)).toEqual([
      scan(8),
      scan(6),
      scan(4),
      scan(3),
      scan(1),
    ]);
    expect(third.next).toBeUndefined();
  });

  it('counts the filtered scans by result, every result named', async () => {
    const totals = scanTotalsAnswerSchema.parse(
      await ok(admin, `scan-logs/totals?PassNum=${closedPass}`),
    ).ResponseData;
    expect(totals.Total).toBe(3);
    expect(Object.fromEntries(totals.ByResult.map((entry) => [entry.Result, entry.Count]))).toEqual({
      valid: 1,
      duplicate: 1,
      not_existing: 0,
      expired: 0,
      cancelled: 0,
      wrong_gate: 0,
      conflict: 1,
    });
  });

  it("shows a warehouse user only its own gates' scans, in pages, totals and CSV", async () => {
    const seen = scanLogsAnswerSchema.parse(await ok(keeper, `scan-logs?PassNum=${closedPass}`)).ResponseData;
    expect(seen.data.map((row) => row.GateCode)).toEqual([gateA, gateA]);
    const none = scanLogsAnswerSchema.parse(await ok(keeper, `scan-logs?GateCode=${gateB}`)).ResponseData;
    expect(none).toMatchObject({ data: [], total: 0 });
    const totals = scanTotalsAnswerSchema.parse(
      await ok(keeper, `scan-logs/totals?PassNum=${closedPass}`),
    ).ResponseData;
    expect(totals.Total).toBe(2);
    const csv = await get(keeper, `scan-logs.csv?GateCode=${gateB}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.replace('\uFEFF', '').trim()).toBe(gateReportCsvFields['scan-logs'].join(','));
  });

  it('exports the filtered scan log as CSV with the API field names heading it', async () => {
    const reply = await get(admin, `scan-logs.csv?GateCode=${gateA}&Result=not_existing`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toContain('text/csv');
    const lines = reply.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(gateReportCsvFields['scan-logs'].join(','));
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([scan(6), scan(4)]);
    expect(lines[2]).toContain('gp-999999 ');
  });

  it('refuses bad filters with 400 and field errors, and a user without gate rules with 403', async () => {
    for (const query of [
      'scan-logs?DateFrom=2026-13-01',
      'scan-logs?DateFrom=2026-03-05&DateTo=2026-03-01',
      'scan-logs?Result=maybe',
      'scan-logs?after=not-a-cursor!',
      'scan-logs?Bogus=1',
      'scan-logs.csv?Mode=sometimes',
      'duplicate-logs?Result=valid',
      'not-existing-documents?sort=Code:asc',
      'document?Status=Q',
      'bcp?Cause=weather',
      'bcp/scans?PeriodId=x',
    ]) {
      const reply = await get(admin, query);
      expect(reply.statusCode, `${query}: ${reply.body}`).toBe(400);
      expect(reply.json().ResponseData ?? reply.json()).toBeTruthy();
    }
    // A cursor of one report is refused by another.
    const page = scanLogsAnswerSchema.parse(
      await ok(admin, `scan-logs?GateCode=${gateA}&per_page=1`),
    ).ResponseData;
    expect((await get(admin, `duplicate-logs?after=${page.next}`)).statusCode).toBe(400);
    for (const path of [
      'scan-logs',
      'duplicate-logs',
      'not-existing-documents',
      'bcp',
      'bcp/scans',
      'document',
    ]) {
      expect((await get(sales, path)).statusCode, path).toBe(403);
      expect((await get(sales, `${path}.csv`)).statusCode, `${path}.csv`).toBe(403);
    }
  });

  it('lists duplicates and conflicts beside the valid scan they repeat and the seconds between', async () => {
    const rows = duplicateLogsAnswerSchema.parse(await ok(admin, `duplicate-logs?PassNum=${closedPass}`))
      .ResponseData.data;
    expect(
      rows.map((row) => [row.ScanId, row.Result, row.FirstScanId, row.FirstGateCode, row.SecondsAfter]),
    ).toEqual([
      [scan(3), 'conflict', scan(1), gateA, 600],
      [scan(2), 'duplicate', scan(1), gateA, 300],
    ]);
    expect(rows[1]).toMatchObject({
      GateCode: gateB,
      FirstScannedAt: '2026-03-01T08:00:00.000000Z',
      FirstMode: 'online',
    });
    const conflicts = duplicateLogsAnswerSchema.parse(
      await ok(admin, `duplicate-logs?PassNum=${closedPass}&Result=conflict`),
    ).ResponseData;
    expect(conflicts.data.map((row) => row.ScanId)).toEqual([scan(3)]);
    const keeperRows = duplicateLogsAnswerSchema.parse(
      await ok(keeper, `duplicate-logs?PassNum=${closedPass}`),
    ).ResponseData.data;
    expect(keeperRows.map((row) => row.ScanId)).toEqual([scan(3)]);
    const csv = await get(admin, `duplicate-logs.csv?PassNum=${closedPass}`);
    expect(csv.body.trim().split('\r\n')).toHaveLength(3);
  });

  it('groups the codes that named no pass, whatever their case and spaces, with where and when', async () => {
    const rows = notExistingAnswerSchema.parse(
      await ok(admin, 'not-existing-documents?Code=gp-99999'),
    ).ResponseData;
    expect(rows.data).toEqual([
      {
        Code: 'GP-999999',
        Shape: 'pass',
        Scans: 2,
        FirstSeen: '2026-03-02T10:00:00.000000Z',
        LastSeen: '2026-03-03T10:00:00.000000Z',
        Gates: [gateA, gateB],
        Users: 1,
      },
    ]);
    const other = notExistingAnswerSchema.parse(
      await ok(admin, `not-existing-documents?GateCode=${gateA}&sort=Scans:desc`),
    ).ResponseData;
    expect(other.data.map((row) => [row.Code, row.Scans, row.Shape])).toEqual([
      ['GP-999999', 1, 'pass'],
      ['XYZ', 1, 'other'],
    ]);
    const keeperRows = notExistingAnswerSchema.parse(await ok(keeper, 'not-existing-documents?Code=999999'))
      .ResponseData.data;
    expect(keeperRows.map((row) => [row.Code, row.Scans, row.Gates])).toEqual([['GP-999999', 1, [gateA]]]);
    const csv = await get(admin, 'not-existing-documents.csv?Code=999999');
    expect(csv.body.trim().split('\r\n')[1]).toContain(`${gateA} ${gateB}`);
  });

  it('lists passes with their scans out and in, progress, and those open past validity', async () => {
    const rows = passReportAnswerSchema
      .parse(await ok(admin, 'document?DateFrom=2026-03-01&DateTo=2026-03-03'))
      .ResponseData.data.filter((row) => row.DocNum >= closedPass && row.DocNum <= cancelledPass);
    expect(rows.map((row) => [row.DocNum, row.Progress, row.Scans, row.Repeats])).toEqual([
      [cancelledPass, 'cancelled', 1, 0],
      [overduePass, 'overdue', 1, 0],
      [closedPass, 'closed', 3, 2],
    ]);
    expect(rows[2]).toMatchObject({ OutGateCode: gateA, OutAt: '2026-03-01T08:00:00.000000Z', InAt: null });
    const overdue = passReportAnswerSchema.parse(
      await ok(admin, 'document?Overdue=1&DateFrom=2026-03-01&DateTo=2026-03-03'),
    ).ResponseData.data;
    expect(overdue.map((row) => row.DocNum)).toEqual([overduePass]);
    const atGateA = passReportAnswerSchema.parse(
      await ok(admin, `document?GateCode=${gateA}&DateFrom=2026-03-01&DateTo=2026-03-03`),
    ).ResponseData.data;
    expect(atGateA.map((row) => row.DocNum)).toEqual([cancelledPass, closedPass]);
    const visitors = passReportAnswerSchema.parse(
      await ok(admin, 'document?PassType=visitor&Status=O&DateFrom=2026-03-01&DateTo=2026-03-03'),
    ).ResponseData.data;
    expect(visitors.map((row) => row.DocNum)).toEqual([overduePass]);
    // The keeper reads the passes of its warehouses (WH01), not WH03's.
    const keeperRows = passReportAnswerSchema
      .parse(await ok(keeper, 'document?DateFrom=2026-03-01&DateTo=2026-03-03'))
      .ResponseData.data.map((row) => row.DocNum);
    expect(keeperRows).toContain(closedPass);
    expect(keeperRows).toContain(cancelledPass);
    expect(keeperRows).not.toContain(overduePass);
    // At gate B the keeper sees its warehouse's pass scanned there, not WH03's pass named to B.
    const csv = await get(keeper, `document.csv?DateFrom=2026-03-01&DateTo=2026-03-03&GateCode=${gateB}`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines.slice(1).map((line) => Number(line.split(',')[1]))).toEqual([closedPass]);
  });

  it('lists backup periods with their scans reconciled, and the scans of one period', async () => {
    const rows = backupPeriodsAnswerSchema
      .parse(await ok(admin, 'bcp?DateFrom=2026-03-01&DateTo=2026-03-04'))
      .ResponseData.data.filter((row) => row.GateCode === gateA || row.GateCode === gateB);
    expect(rows.map((row) => row.GateCode)).toEqual([gateB, gateA]);
    expect(rows[1]).toMatchObject({
      Cause: 'admin',
      UserCode: 'admin',
      Reason: 'Network works',
      EndedAt: '2026-03-01T08:30:00.000000Z',
      Scans: 1,
      Accepted: 0,
      Conflicts: 1,
      Changed: 1,
      FirstReceivedAt: '2026-03-01T09:00:00.000000Z',
      MaxDelaySeconds: 3000,
    });
    expect(rows[0]).toMatchObject({
      Cause: 'offline',
      EndedAt: null,
      Scans: 1,
      Accepted: 1,
      MaxDelaySeconds: 120,
    });
    const offline = backupPeriodsAnswerSchema.parse(
      await ok(admin, `bcp?Cause=offline&GateCode=${gateB}`),
    ).ResponseData;
    expect(offline.data.map((row) => row.PeriodId)).toEqual([periods.periodB]);
    const scans = backupScansAnswerSchema.parse(await ok(admin, `bcp/scans?PeriodId=${periods.periodA}`))
      .ResponseData.data;
    expect(scans).toEqual([
      expect.objectContaining({
        ScanId: scan(3),
        OfflineResult: 'valid',
        Result: 'conflict',
        Reconciliation: 'conflict',
        DelaySeconds: 3000,
        PassNum: closedPass,
      }),
    ]);
    const accepted = backupScansAnswerSchema.parse(
      await ok(admin, `bcp/scans?GateCode=${gateB}&Reconciliation=accepted`),
    ).ResponseData.data;
    expect(accepted.map((row) => row.ScanId)).toEqual([scan(7)]);
    const csv = await get(admin, `bcp.csv?GateCode=${gateA}`);
    expect(csv.body.replace('\uFEFF', '').split('\r\n')[0]).toBe(gateReportCsvFields.bcp.join(','));
    const scansCsv = await get(admin, `bcp/scans.csv?PeriodId=${periods.periodA}`);
    expect(scansCsv.body.trim().split('\r\n')).toHaveLength(2);
  });

  it("shows a warehouse user only its own gates' backup periods, and no scans of another's period", async () => {
    const rows = backupPeriodsAnswerSchema.parse(
      await ok(keeper, 'bcp?DateFrom=2026-03-01&DateTo=2026-03-04'),
    ).ResponseData.data;
    expect(rows.map((row) => row.GateCode)).not.toContain(gateB);
    expect(rows.map((row) => row.PeriodId)).toContain(periods.periodA);
    expect((await get(keeper, `bcp/scans?PeriodId=${periods.periodB}`)).statusCode).toBe(404);
    expect((await get(keeper, `bcp/scans.csv?PeriodId=${periods.periodB}`)).statusCode).toBe(404);
  });
});
