import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordOfflinePeriod } from '../../src/server/modules/gate-backup/backup-periods';
import {
  gateBackupPeriodsAnswerSchema,
  gateStateAnswerSchema,
  gateStatesAnswerSchema,
} from '../../src/shared/api/gate-backup';
import { type ApiHarness, requestsUnder, startApi } from '../support/api-app';
import { errorOf, sqlRows } from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

/**
 * Backup mode of the gates (issue 24): an administrator's switch with its reason and period, the
 * periods a gate worked offline recorded when its queue arrives, and who sees which gate.
 */
describe.each(testDatabases())('gate backup mode on $name', (target) => {
  let api: ApiHarness;
  const { send } = requestsUnder(() => api, 'gpm', 'admin');
  const gate = (code: string, whs: string | null) =>
    sqlRows(api, 'insert into gates (gate_code, gate_name, whs_code, direction) values ($1, $2, $3, $4)', [
      code,
      `Gate ${code}`,
      whs,
      'B',
    ]);
  const periodsOf = async (GateCode: string) => {
    const reply = await send('GET', `backup-periods?GateCode=${GateCode}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return gateBackupPeriodsAnswerSchema.parse(reply.json()).ResponseData;
  };

  beforeAll(async () => {
    api = await startApi(target);
    await gate('BK-A', 'WH01');
    await gate('BK-B', null);
    await gate('BK-C', 'WH01');
    await gate('BK-RACE', null);
    await gate('BK-Q', 'WH01');
  });
  afterAll(() => api.close());

  it('switches a gate to backup with its reason and back, each period recorded with who and why', async () => {
    const on = await send('POST', 'gates/BK-A/backup', { On: true, Reason: 'Network works in the yard' });
    expect(on.statusCode, on.body).toBe(200);
    const state = gateStateAnswerSchema.parse(on.json()).ResponseData;
    expect(state).toMatchObject({
      GateCode: 'BK-A',
      BackupMode: 'Y',
      BackupReason: 'Network works in the yard',
    });
    expect(state.BackupSince).not.toBeNull();

    // Each gate's state is its own: another gate is not in backup, has no reason and no scan.
    const states = gateStatesAnswerSchema.parse((await send('GET', 'gate-states')).json()).ResponseData.data;
    expect(states.find((row) => row.GateCode === 'BK-B')).toMatchObject({
      BackupMode: 'N',
      BackupSince: null,
      BackupReason: null,
      LastScanAt: null,
      LastSyncAt: null,
    });

    const open = await periodsOf('BK-A');
    expect(open.data).toEqual([
      expect.objectContaining({
        Cause: 'admin',
        EndedAt: null,
        Reason: 'Network works in the yard',
        Scans: 0,
      }),
    ]);
    expect(open.data[0]?.UserName).toBeTruthy();

    const off = await send('POST', 'gates/BK-A/backup', { On: false, Reason: 'Cable mended' });
    expect(off.statusCode, off.body).toBe(200);
    expect(gateStateAnswerSchema.parse(off.json()).ResponseData).toMatchObject({
      BackupMode: 'N',
      BackupSince: null,
    });
    const closed = await periodsOf('BK-A');
    expect(closed.total).toBe(1);
    expect(closed.data[0]?.EndedAt).not.toBeNull();
    expect(closed.data[0]?.Reason).toBe('Network works in the yard\nCable mended');
  });

  it('refuses to switch on without a reason, twice, or off a gate that is online', async () => {
    const noReason = await send('POST', 'gates/BK-B/backup', { On: true, Reason: '  ' });
    expect(Object.keys(errorOf(noReason, 400).fields ?? {})).toEqual(['Reason']);
    expect((await send('POST', 'gates/BK-B/backup', { On: false })).statusCode).toBe(409);
    expect((await send('POST', 'gates/BK-B/backup', { On: true, Reason: 'Drill' })).statusCode).toBe(200);
    expect(errorOf(await send('POST', 'gates/BK-B/backup', { On: true, Reason: 'Again' }), 409).code).toBe(
      'INVALID_STATE',
    );
    expect((await send('POST', 'gates/NO-SUCH/backup', { On: true, Reason: 'x' })).statusCode).toBe(404);
    expect((await send('POST', 'gates/BK-B/backup', { On: false })).statusCode).toBe(200);
  });

  it('leaves the switch and the periods to administrators; gate staff read the gates of their warehouses', async () => {
    const refused = await send('POST', 'gates/BK-A/backup', { On: true, Reason: 'mine' }, 'warehouse');
    expect(refused.statusCode).toBe(403);
    expect((await send('GET', 'backup-periods', undefined, 'warehouse')).statusCode).toBe(403);
    const states = await send('GET', 'gate-states', undefined, 'warehouse');
    expect(states.statusCode, states.body).toBe(200);
    const codes = gateStatesAnswerSchema.parse(states.json()).ResponseData.data.map((row) => row.GateCode);
    expect(codes).toContain('BK-A');
    expect(codes).toContain('BK-C');
    // A gate of no warehouse is none of theirs.
    expect(codes).not.toContain('BK-B');
    expect((await send('GET', 'gate-states', undefined, 'sales')).statusCode).toBe(403);
  });

  it('records one offline period when a queue arrives, extended by its later batches, not for scans under an admin switch', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const arrive = (ScannedAt: Date[]) =>
      api.database.db.transaction((tx) =>
        recordOfflinePeriod(tx, { GateCode: 'BK-C', UserId: null, ScannedAt }),
      );

    await arrive([]);
    expect((await periodsOf('BK-C')).total).toBe(0);
    await arrive([minutesAgo(30), minutesAgo(20)]);
    await arrive([minutesAgo(40), minutesAgo(10)]);
    const periods = await periodsOf('BK-C');
    expect(periods.total).toBe(1);
    const [period] = periods.data;
    expect(period?.Cause).toBe('offline');
    expect(Date.parse(period?.StartedAt ?? '')).toBeLessThanOrEqual(minutesAgo(39).getTime());

    const states = gateStatesAnswerSchema.parse((await send('GET', 'gate-states')).json()).ResponseData.data;
    expect(states.find((row) => row.GateCode === 'BK-C')?.LastSyncAt).toBe(period?.EndedAt);

    // Scans made while an administrator held the gate in backup belong to that period.
    expect((await send('POST', 'gates/BK-C/backup', { On: true, Reason: 'Maintenance' })).statusCode).toBe(
      200,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    await arrive([new Date()]);
    const after = await periodsOf('BK-C');
    expect(after.data.map((row) => row.Cause)).toEqual(['admin', 'offline']);
  });

  it('records the period when a gate’s backup queue arrives through the batch endpoint, once when sent twice', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const Scans = [15, 10, 5].map((minutes) => ({
      ScanId: randomUUID(),
      Code: `GP-${900_000 + minutes}`,
      Direction: 'O' as const,
      ScannedAt: minutesAgo(minutes),
      OfflineResult: 'not_existing' as const,
    }));
    for (const attempt of [1, 2]) {
      const reply = await send('POST', 'gates/BK-Q/scans/batch', { Scans }, 'warehouse');
      expect(reply.statusCode, `${attempt}: ${reply.body}`).toBe(200);
    }
    const periods = await periodsOf('BK-Q');
    expect(periods.data).toEqual([
      expect.objectContaining({ Cause: 'offline', Scans: 3, UserName: expect.any(String) }),
    ]);
    expect(Date.parse(periods.data[0]?.StartedAt ?? '')).toBe(Date.parse(Scans[0]?.ScannedAt ?? ''));
    // The scans counted are this gate's: another gate's offline period counts none of them.
    const other = await periodsOf('BK-C');
    expect(other.data.find((row) => row.Cause === 'offline')?.Scans).toBe(0);
    const states = gateStatesAnswerSchema.parse((await send('GET', 'gate-states')).json()).ResponseData.data;
    expect(states.find((row) => row.GateCode === 'BK-Q')?.LastScanAt).not.toBeNull();
    expect(states.find((row) => row.GateCode === 'BK-B')?.LastScanAt).toBeNull();
  });

  it.runIf(target.name === 'postgres')(
    'lets one of ten administrators switching at once win; the others are told',
    async () => {
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          send('POST', 'gates/BK-RACE/backup', { On: true, Reason: `Admin ${index}` }),
        ),
      );
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
      const [counted] = await sqlRows<{ n: number }>(
        api,
        "select count(*)::int as n from gate_backup_periods where gate_code = 'BK-RACE'",
      );
      expect(counted?.n).toBe(1);
    },
  );
});
