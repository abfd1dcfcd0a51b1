import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectPdf, pagesOf, readRightToLeft, textRunsOf } from '../../src/server/pdf/pdf-inspection';
import { dispatchNoteAnswerSchema, dispatchScanCode } from '../../src/shared/api/dispatch';
import {
  type GatePass,
  type GateScan,
  type GateScanOutcome,
  gateListAnswerSchema,
  gatePassAnswerSchema,
  gatePassCacheAnswerSchema,
  gatePassListAnswerSchema,
  gatePassScanCode,
  gateScanAnswerSchema,
  gateScanBatchAnswerSchema,
  gateScanListAnswerSchema,
} from '../../src/shared/api/gate-pass';
import { type ApiHarness, type InjectedReply, requestsUnder, startApi } from '../support/api-app';
import { documentOf, documentRequests, errorOf, sqlRows } from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

/**
 * Gate passes and scanning (issue 24): a pass made from a loaded dispatch note or by hand, scanned
 * at gates with every scan logged, the database deciding duplicates between gates and resent
 * backup queues, and the rules deciding who scans where and reads what.
 */
describe.each(testDatabases())('gate passes on $name', (target) => {
  let api: ApiHarness;
  const whs = 'GPTW';
  let customer: string;
  let item: string;
  /** Each note is planned on a day of its own, so the vehicle and driver are free. */
  let noteDay = 0;

  const { send } = requestsUnder(() => api, 'gpm', 'admin');
  const dispatch = requestsUnder(() => api, 'dispatch', 'dispatcher');

  beforeAll(async () => {
    api = await startApi(target);
    const admin = await api.writeHeaders('admin');
    const docs = documentRequests(api, admin);
    const resource = async (name: string, payload: object) => {
      const reply = await api.app.inject({
        method: 'POST',
        url: `/api/v1/resources/${name}`,
        headers: admin,
        payload,
      });
      expect(reply.statusCode, reply.body).toBe(201);
    };
    await resource('warehouses', { WhsCode: whs, WhsName: 'Gate test', BPLId: 1 });
    await resource('gates', { GateCode: 'GPT-OUT', GateName: 'Test out gate', WhsCode: whs, Direction: 'O' });
    await resource('gates', {
      GateCode: 'GPT-OUT2',
      GateName: 'Test second gate',
      WhsCode: whs,
      Direction: 'B',
    });
    await resource('gates', { GateCode: 'GPT-IN', GateName: 'Test in gate', WhsCode: whs, Direction: 'I' });
    const [first] = await sqlRows<{ item_code: string; card_code: string }>(
      api,
      `select i.item_code, (select card_code from business_partners where card_type = 'C' and valid_for = 'Y'
          and frozen_for = 'N' order by card_code limit 1) as card_code
       from items i where invnt_item = 'Y' and sell_item = 'Y' and prchse_item = 'Y' and valid_for = 'Y'
         and frozen_for = 'N' and man_btch_num = 'N' and man_ser_num = 'N' order by item_code limit 1`,
    );
    if (!first) throw new Error('no stocked item');
    item = first.item_code;
    customer = first.card_code;
    documentOf(
      await docs.create('59', {
        DocumentLines: [
          { ItemCode: item, Quantity: '1000', UnitPrice: '10', VatGroup: 'I0', WarehouseCode: whs },
        ],
      }),
      201,
    );
  });
  afterAll(() => api.close());

  /** A dispatch note of one fresh delivery, planned and loaded. */
  const loadedNote = async () => {
    const docs = documentRequests(api, await api.writeHeaders('admin'));
    const delivery = documentOf(
      await docs.create('15', {
        CardCode: customer,
        DocDueDate: '2031-03-01',
        DocumentLines: [
          { ItemCode: item, Quantity: '3', UnitPrice: '10', VatGroup: 'O1', WarehouseCode: whs },
          { ItemCode: item, Quantity: '2', UnitPrice: '10', VatGroup: 'O1', WarehouseCode: whs },
        ],
      }),
      201,
    );
    noteDay += 1;
    const DocDate = new Date(Date.UTC(2031, 0, noteDay)).toISOString().slice(0, 10);
    const planned = await dispatch.send('POST', 'notes', {
      DocDate,
      VehicleCode: 'TRK01',
      DriverCode: 1,
      Stops: [{ DeliveryEntry: delivery.DocEntry }],
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const note = dispatchNoteAnswerSchema.parse(planned.json()).ResponseData;
    const loaded = await dispatch.send('POST', `notes/${note.DocEntry}/load`, { version: note.version });
    expect(loaded.statusCode, loaded.body).toBe(200);
    return note;
  };

  const passOf = (reply: InjectedReply, status = 200): GatePass => {
    expect(reply.statusCode, reply.body).toBe(status);
    return gatePassAnswerSchema.parse(reply.json()).ResponseData;
  };
  const passFromNote = async (DocEntry: number, user = 'dispatcher') =>
    passOf(await send('POST', 'gate-passes', { SourceType: 'ODSP', SourceEntry: DocEntry }, user), 201);
  const visitorPass = async (extra: object = {}, user = 'admin') =>
    passOf(
      await send(
        'POST',
        'gate-passes',
        {
          CarrierName: 'A visitor',
          WhsCode: whs,
          Lines: [{ Dscription: 'Laptop', Quantity: '1' }],
          ...extra,
        },
        user,
      ),
      201,
    );
  const scanOf = (Code: string, Direction: 'O' | 'I' = 'O'): GateScan => ({
    ScanId: randomUUID(),
    Code,
    Direction,
    ScannedAt: new Date().toISOString(),
  });
  const scan = async (gate: string, body: GateScan, user = 'admin'): Promise<GateScanOutcome> => {
    const reply = await send('POST', `gates/${gate}/scans`, body, user);
    expect(reply.statusCode, reply.body).toBe(200);
    return gateScanAnswerSchema.parse(reply.json()).ResponseData;
  };

  it('makes a pass from a loaded dispatch note with its lines, plate and driver, and refuses a second one', async () => {
    const note = await loadedNote();
    const pass = await passFromNote(note.DocEntry);
    expect(pass).toMatchObject({
      PassType: 'dispatch',
      Movement: 'O',
      Status: 'O',
      SourceType: 'ODSP',
      SourceEntry: note.DocEntry,
      SourceScanCode: dispatchScanCode(note.DocNum),
      CardCode: customer,
      WhsCode: whs,
      PlateNum: note.PlateNum,
      CarrierName: note.DriverName,
    });
    expect(pass.DocNum).toBeGreaterThan(0);
    expect(pass.ScanCode).toBe(gatePassScanCode(pass.DocNum));
    expect(pass.Lines.map((line) => [line.ItemCode, Number(line.Quantity)])).toEqual([
      [item, 3],
      [item, 2],
    ]);
    const again = errorOf(
      await send('POST', 'gate-passes', { SourceType: 'ODSP', SourceEntry: note.DocEntry }),
      409,
    );
    expect(again.code).toBe('ALREADY_EXISTS');
    expect(again.message).toContain(String(pass.DocNum));
  });

  it('scans a pass out once (valid, the pass closed), then again as a duplicate naming the first scan', async () => {
    const pass = await passFromNote((await loadedNote()).DocEntry);
    const first = await scan('GPT-OUT', scanOf(pass.ScanCode));
    expect(first).toMatchObject({ Result: 'valid', Replayed: false, First: null });
    expect(first.Pass?.DocEntry).toBe(pass.DocEntry);
    expect(first.Pass?.Lines).toHaveLength(2);
    const closed = passOf(await send('GET', `gate-passes/${pass.DocEntry}`));
    expect(closed.Status).toBe('C');
    expect(closed.OutAt).not.toBeNull();
    const second = await scan('GPT-OUT2', scanOf(pass.ScanCode));
    expect(second.Result).toBe('duplicate');
    expect(second.First).toMatchObject({ ScanId: first.ScanId, GateCode: 'GPT-OUT', Mode: 'online' });
  });

  it('answers wrong_gate at a gate of another warehouse and at a gate of the other direction', async () => {
    const pass = await passFromNote((await loadedNote()).DocEntry);
    expect((await scan('WH01-OUT', scanOf(pass.ScanCode))).Result).toBe('wrong_gate');
    expect((await scan('GPT-IN', scanOf(pass.ScanCode, 'I'))).Result).toBe('wrong_gate');
    // The pass names one gate: any other gate is the wrong one.
    const named = await visitorPass({ GateCode: 'GPT-OUT2' });
    expect((await scan('GPT-OUT', scanOf(named.ScanCode))).Result).toBe('wrong_gate');
    expect((await scan('GPT-OUT2', scanOf(named.ScanCode))).Result).toBe('valid');
  });

  it("finds a dispatch note's pass by the note's DSP code and a pass by its bare number", async () => {
    const note = await loadedNote();
    const pass = await passFromNote(note.DocEntry);
    const byNote = await scan('GPT-OUT', scanOf(` ${dispatchScanCode(note.DocNum).toLowerCase()} `));
    expect(byNote).toMatchObject({ Result: 'valid' });
    expect(byNote.Pass?.DocEntry).toBe(pass.DocEntry);
    const visitor = await visitorPass();
    const byNumber = await scan('GPT-OUT', scanOf(String(visitor.DocNum)));
    expect(byNumber.Pass?.DocEntry).toBe(visitor.DocEntry);
  });

  it('answers cancelled after a cancel, and refuses to cancel a pass that let goods through', async () => {
    const note = await loadedNote();
    const pass = await passFromNote(note.DocEntry);
    const cancelled = passOf(
      await send('POST', `gate-passes/${pass.DocEntry}/cancel`, { version: pass.version }),
    );
    expect(cancelled.Status).toBe('X');
    expect((await scan('GPT-OUT', scanOf(pass.ScanCode))).Result).toBe('cancelled');
    // The note is free for a new pass, which its DSP code now finds.
    const renewed = await passFromNote(note.DocEntry);
    expect((await scan('GPT-OUT', scanOf(dispatchScanCode(note.DocNum)))).Pass?.DocEntry).toBe(
      renewed.DocEntry,
    );
    const refused = errorOf(await send('POST', `gate-passes/${renewed.DocEntry}/cancel`, {}), 409);
    expect(refused.code).toBe('INVALID_STATE');
  });

  it('answers expired before and after the validity, and not_existing for an unknown code, logging each', async () => {
    const past = await visitorPass({
      ValidFrom: '2025-01-01T08:00:00Z',
      ValidUntil: '2025-01-01T18:00:00Z',
    });
    const future = await visitorPass({
      ValidFrom: '2040-01-01T08:00:00Z',
      ValidUntil: '2040-01-02T08:00:00Z',
    });
    expect((await scan('GPT-OUT', scanOf(past.ScanCode))).Result).toBe('expired');
    expect((await scan('GPT-OUT', scanOf(future.ScanCode))).Result).toBe('expired');
    const unknown = scanOf('GP-987654');
    const answer = await scan('GPT-OUT', unknown);
    expect(answer).toMatchObject({ Result: 'not_existing', Pass: null });
    const log = await send('GET', `scans?GateCode=GPT-OUT&Result=not_existing`);
    expect(log.statusCode, log.body).toBe(200);
    const rows = gateScanListAnswerSchema.parse(log.json()).ResponseData.data;
    expect(rows.find((row) => row.ScanId === unknown.ScanId)).toMatchObject({
      ScannedText: 'GP-987654',
      Result: 'not_existing',
      Mode: 'online',
      GateCode: 'GPT-OUT',
      UserName: 'Administrator',
    });
  });

  it('answers a resent ScanId with the stored outcome, Replayed', async () => {
    const pass = await visitorPass();
    const body = scanOf(pass.ScanCode);
    const first = await scan('GPT-OUT', body);
    const again = await scan('GPT-OUT', body);
    expect(first).toMatchObject({ Result: 'valid', Replayed: false });
    expect(again).toMatchObject({ Result: 'valid', Replayed: true, ScanId: body.ScanId });
    const [stored] = await sqlRows<{ count: number }>(
      api,
      'select count(*)::int as count from gate_scans where scan_id = $1',
      [body.ScanId],
    );
    expect(stored?.count).toBe(1);
  });

  it('lets two gates scanning the same pass at once through once: one valid, one duplicate of it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const pass = await visitorPass();
      const [a, b] = await Promise.all([
        scan('GPT-OUT', scanOf(pass.ScanCode)),
        scan('GPT-OUT2', scanOf(pass.ScanCode)),
      ]);
      const results = [a.Result, b.Result].sort();
      expect(results).toEqual(['duplicate', 'valid']);
      const [winner, loser] = a.Result === 'valid' ? [a, b] : [b, a];
      expect(loser.First?.ScanId).toBe(winner.ScanId);
    }
  });

  it('stores each scan of an offline queue sent by 20 senders at once exactly once, with the same outcomes', async () => {
    const passes = await Promise.all([0, 1, 2, 3, 4].map(() => visitorPass()));
    const [other] = passes;
    if (!other) throw new Error('no pass');
    // Let through at another gate before the queue arrives: the queue's valid scan of it conflicts.
    await scan('GPT-OUT2', scanOf(other.ScanCode));
    const start = Date.now();
    const queue: GateScan[] = Array.from({ length: 30 }, (_, index) => {
      const pass = passes[index % passes.length];
      const code = index % 10 === 9 ? `GP-${900000 + index}` : (pass?.ScanCode ?? '');
      return {
        ScanId: randomUUID(),
        Code: code,
        Direction: 'O',
        ScannedAt: new Date(start + index * 1000).toISOString(),
        OfflineResult: index < passes.length ? 'valid' : 'duplicate',
      };
    });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => send('POST', 'gates/GPT-OUT/scans/batch', { Scans: queue })),
    );
    const answers = replies.map((reply) => {
      expect(reply.statusCode, reply.body).toBe(200);
      return gateScanBatchAnswerSchema.parse(reply.json()).ResponseData.Outcomes;
    });
    const [stored] = await sqlRows<{ count: number; backup: number }>(
      api,
      `select count(*)::int as count, count(*) filter (where mode = 'backup')::int as backup
       from gate_scans where scan_id = any($1::uuid[])`,
      [queue.map((entry) => entry.ScanId)],
    );
    expect(stored).toEqual({ count: 30, backup: 30 });
    const firstAnswer = answers[0] ?? [];
    for (const outcomes of answers) {
      expect(
        outcomes.map((outcome) => [outcome.ScanId, outcome.Result, outcome.First?.ScanId ?? null]),
      ).toEqual(
        firstAnswer.map((outcome) => [outcome.ScanId, outcome.Result, outcome.First?.ScanId ?? null]),
      );
    }
    expect(firstAnswer.map((outcome) => outcome.ScanId)).toEqual(queue.map((entry) => entry.ScanId));
    // Each outcome was stored by exactly one sender; the others were answered from the store.
    for (let index = 0; index < queue.length; index += 1)
      expect(answers.filter((outcomes) => outcomes[index]?.Replayed === false)).toHaveLength(1);
    const results = firstAnswer.map((outcome) => outcome.Result);
    expect(results[0]).toBe('conflict');
    expect(results.slice(1, 5)).toEqual(['valid', 'valid', 'valid', 'valid']);
    expect(results.filter((result) => result === 'not_existing')).toHaveLength(3);
    expect(results.filter((result) => result === 'duplicate')).toHaveLength(30 - 1 - 4 - 3);
    const [passed] = await sqlRows<{ valid: number }>(
      api,
      `select count(*)::int as valid from gate_scans where result = 'valid' and pass_entry = any($1::int[])`,
      [passes.map((pass) => pass.DocEntry)],
    );
    expect(passed?.valid).toBe(5);
  });

  it('gives a gate the open passes it may let through, with the valid scans already made', async () => {
    const open = await visitorPass();
    const scanned = await visitorPass({ Movement: 'OI' });
    const out = await scan('GPT-OUT', scanOf(scanned.ScanCode));
    const reply = await send('GET', 'gates/GPT-OUT2/pass-cache?Hours=6');
    expect(reply.statusCode, reply.body).toBe(200);
    const cache = gatePassCacheAnswerSchema.parse(reply.json()).ResponseData;
    const entries = cache.Passes.map((pass) => pass.DocEntry);
    expect(entries).toContain(open.DocEntry);
    expect(entries).toContain(scanned.DocEntry);
    expect(cache.Scanned).toContainEqual(
      expect.objectContaining({ PassEntry: scanned.DocEntry, ScanId: out.ScanId }),
    );
    expect(cache.Passes.every((pass) => pass.Status === 'O')).toBe(true);
  });

  it('answers 400 with field errors for bad input', async () => {
    const badScan = errorOf(
      await send('POST', 'gates/GPT-OUT/scans', { ScanId: 'x', Code: '', Direction: 'Z' }),
      400,
    );
    expect(Object.keys(badScan.fields ?? {})).toEqual(
      expect.arrayContaining(['ScanId', 'Direction', 'ScannedAt']),
    );
    const badPass = errorOf(await send('POST', 'gate-passes', { Lines: [], WhsCode: whs }), 400);
    expect(Object.keys(badPass.fields ?? {})).toEqual(expect.arrayContaining(['CarrierName', 'Lines']));
    const badLine = errorOf(
      await send('POST', 'gate-passes', {
        CarrierName: 'X',
        WhsCode: whs,
        Lines: [{ Dscription: 'A', Quantity: '-1' }],
      }),
      400,
    );
    expect(Object.keys(badLine.fields ?? {})).toContain('Lines.0.Quantity');
    const badGate = errorOf(
      await send('POST', 'gate-passes', {
        CarrierName: 'X',
        GateCode: 'NOPE',
        Lines: [{ Dscription: 'A', Quantity: '1' }],
      }),
      400,
    );
    expect(Object.keys(badGate.fields ?? {})).toEqual(['GateCode']);
    errorOf(await send('POST', 'gates/NOPE/scans', scanOf('GP-1')), 404);
  });

  it('refuses scanning and passes to who has no rule on them, and a gate outside the user’s warehouses', async () => {
    const pass = await visitorPass();
    expect(errorOf(await send('POST', 'gates/GPT-OUT/scans', scanOf(pass.ScanCode), 'sales'), 403).code).toBe(
      'FORBIDDEN',
    );
    errorOf(await send('GET', 'gate-passes', undefined, 'sales'), 403);
    errorOf(await send('GET', 'scans', undefined, 'sales'), 403);
    // The gate guard scans at London Central's gates only.
    errorOf(await send('POST', 'gates/GPT-OUT/scans', scanOf(pass.ScanCode), 'gate'), 403);
    const london = await visitorPass({ WhsCode: 'WH01' });
    expect((await scan('WH01-OUT', scanOf(london.ScanCode), 'gate')).Result).toBe('valid');
    errorOf(
      await send(
        'POST',
        'gate-passes',
        { CarrierName: 'X', WhsCode: 'WH01', Lines: [{ Dscription: 'A', Quantity: '1' }] },
        'gate',
      ),
      403,
    );
    const gates = gateListAnswerSchema.parse((await send('GET', 'gates', undefined, 'gate')).json())
      .ResponseData.data;
    expect(gates.map((gate) => gate.GateCode).sort()).toEqual(['WH01-IN', 'WH01-OUT']);
    expect(gates.every((gate) => gate.MayScan)).toBe(true);
  });

  it('lists passes and scans as the rules allow: a guard reads those of their warehouse only', async () => {
    await visitorPass({ WhsCode: 'WH01' });
    await visitorPass();
    const list = async (path: string, user: string) => {
      const reply = await send('GET', path, undefined, user);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json();
    };
    const all = gatePassListAnswerSchema.parse(await list('gate-passes?Top=500', 'admin')).ResponseData;
    const guard = gatePassListAnswerSchema.parse(await list('gate-passes?Top=500', 'gate')).ResponseData;
    expect(guard.data.length).toBeGreaterThan(0);
    expect(guard.data.every((pass) => pass.WhsCode === 'WH01')).toBe(true);
    expect(all.data.some((pass) => pass.WhsCode === whs)).toBe(true);
    const open = gatePassListAnswerSchema.parse(
      await list('gate-passes?Status=X&Top=500', 'admin'),
    ).ResponseData;
    expect(open.data.every((pass) => pass.Status === 'X')).toBe(true);
    const scans = gateScanListAnswerSchema.parse(await list('scans?Top=500', 'gate')).ResponseData;
    expect(scans.data.length).toBeGreaterThan(0);
    expect(scans.data.every((row) => row.WhsCode === 'WH01')).toBe(true);
    const paged = gateScanListAnswerSchema.parse(await list('scans?Top=2', 'admin')).ResponseData;
    expect(paged.data).toHaveLength(2);
    const next = gateScanListAnswerSchema.parse(
      await list(`scans?Top=2&after=${paged.next}`, 'admin'),
    ).ResponseData;
    expect(next.data[0]?.ScanId).not.toBe(paged.data[0]?.ScanId);
    expect(new Date(next.data[0]?.ScannedAt ?? 0) <= new Date(paged.data[1]?.ScannedAt ?? 0)).toBe(true);
  });

  it('prints a pass in three languages with its lines, signature boxes and the QR of its scan code', async () => {
    const pass = await passFromNote((await loadedNote()).DocEntry);
    const expected = {
      en: [`Gate pass ${pass.DocNum}`, 'Dispatch note', 'Gate guard', pass.ScanCode],
      fr: [`Laissez-passer ${pass.DocNum}`, 'Bon d’expédition', 'Gardien de la porte'],
      ar: ['تصريح البوابة', 'حارس البوابة'],
    } as const;
    for (const lang of ['en', 'fr', 'ar'] as const) {
      const reply = await send(
        'GET',
        `gate-passes/${pass.DocEntry}/pdf?lang=${lang}`,
        undefined,
        'warehouse',
      );
      // The warehouse staff read the passes of their own warehouses only: this one is the test's.
      expect(reply.statusCode, reply.body).toBe(404);
      const printed = await send(
        'GET',
        `gate-passes/${pass.DocEntry}/pdf?lang=${lang}`,
        undefined,
        'dispatcher',
      );
      expect(printed.statusCode, printed.body).toBe(200);
      expect(printed.headers['content-type']).toBe('application/pdf');
      expect(printed.headers['content-language']).toBe(lang);
      const pdf = inspectPdf(printed.rawPayload);
      expect(pdf.problems).toEqual([]);
      const [page] = pagesOf(pdf);
      if (!page) throw new Error('no page');
      const runs = textRunsOf(pdf, page);
      const text = (lang === 'ar' ? [...runs.map(readRightToLeft), ...runs] : runs).join('\n');
      for (const words of expected[lang]) expect(text).toContain(words);
      expect(text).toContain(item);
      const content =
        pdf.objects.get(Number(/\/Contents (\d+) 0 R/.exec(page.body)?.[1]))?.stream?.toString('latin1') ??
        '';
      expect((content.match(/0 g [\d. ]+ re f/g) ?? []).length).toBeGreaterThan(60);
    }
    errorOf(await send('GET', `gate-passes/${pass.DocEntry}/pdf?lang=de`), 400);
    errorOf(await send('GET', 'gate-passes/999999/pdf'), 404);
  });
});
