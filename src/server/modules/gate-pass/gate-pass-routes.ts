import { subject as recordOf } from '@casl/ability';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Action } from '../../../shared/access/app-ability';
import { resultCodeOk } from '../../../shared/api/envelopes';
import {
  type Gate,
  type GateScan,
  gateAnswerSchema,
  gateListAnswerSchema,
  gateParamsSchema,
  gatePassAnswerSchema,
  gatePassCacheAnswerSchema,
  gatePassCacheQuerySchema,
  gatePassCancelSchema,
  gatePassCreateSchema,
  gatePassListAnswerSchema,
  gatePassListQuerySchema,
  gatePassParamsSchema,
  gatePassPdfQuerySchema,
  gateScanAnswerSchema,
  gateScanBatchAnswerSchema,
  gateScanBatchSchema,
  gateScanListAnswerSchema,
  gateScanListQuerySchema,
  gateScanRequestSchema,
} from '../../../shared/api/gate-pass';
import { authorizeRecord, mayRead } from '../../access/record-checks';
import { accessibleWhere } from '../../access/sql-conditions';
import { keepVisibleFields, readableFields } from '../../access/visible-fields';
import type { Database } from '../../db/database';
import { followUpOf } from '../../db/keyset';
import { AppError, notFound } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { parseRequest } from '../../http/parse-request';
import { abilityOf, sessionOf } from '../../http/request-session';
import type { RouteDoc } from '../../http/route-doc';
import { cancelGatePass } from './gate-pass-cancel';
import { createGatePass } from './gate-pass-create';
import { exportGatePassPdf } from './gate-pass-pdf';
import { gatePassConditionColumns, listGatePasses, readGatePass } from './gate-pass-read';
import { recordScan } from './gate-scan';
import { gateScanConditionColumns, listGateScans, passCache, readGates } from './gate-scan-read';

/** A backup queue's scans in the order the gate took them (its clock), the order sent among equals. */
const inScanOrder = (scans: GateScan[]) =>
  scans
    .map((scan, index) => ({ scan, index }))
    .sort((a, b) => Date.parse(a.scan.ScannedAt) - Date.parse(b.scan.ScannedAt) || a.index - b.index);

/** A list's page size: the report grid's `per_page` where it sent one, else `Top`. */
const pageSized = <Query extends { Top: number; per_page?: number | undefined }>(query: Query): Query => ({
  ...query,
  Top: query.per_page ?? query.Top,
});

/**
 * What the scan routes take from the gate settings (composed in app.ts, as modules do not import
 * each other): who may scan at which gate, how many hours of passes a gate caches, and who is
 * told of a stored scan.
 */
export interface GateSettingsPort {
  /** Throws 403 for a user assigned to other gates only. */
  requireScanAt(db: Database['db'], userId: number, gateCode: string): Promise<void>;
  cacheHours(db: Database['db']): Promise<number>;
  /** Hears scans once stored (not those sent again): the gate notifications. */
  scansStored(scanIds: string[]): Promise<void>;
}

/**
 * Gate pass management (issue 24) under /gpm: the gates a caller may scan at, the passes (made from
 * a dispatch note or by hand, read, cancelled, printed), one scan answered at once, a backup queue
 * applied scan by scan, the cache a gate keeps for backup mode, and the scan log. Scanning is
 * `create GateScan` on the gate's warehouse; passes answer to `GatePass` rules on theirs.
 */
/** What the app composes in: told of backup scans stored anew (the backup module records the gate's offline period). */
export interface GatePassHooks {
  backupScansArrived?(arrived: { GateCode: string; UserId: number; ScannedAt: Date[] }): Promise<void>;
}

export function gatePassRoutes(database: Database, settings: GateSettingsPort, hooks: GatePassHooks = {}) {
  const db = database.db;
  const config = (action: Action, subject: string, doc: RouteDoc) => ({
    config: { access: { action, subject }, doc: { tag: 'gate passes', ...doc } },
  });
  const signedIn = (doc: RouteDoc) => ({
    config: { access: 'signed-in' as const, doc: { tag: 'gate passes', ...doc } },
  });
  const callerOf = (request: FastifyRequest) => ({
    ability: abilityOf(request),
    userId: sessionOf(request).userId,
  });

  /** The gate if the caller may scan there (create GateScan on its warehouse); 404 for an unknown one. */
  const scanningGate = async (request: FastifyRequest) => {
    const { GateCode } = parseRequest(gateParamsSchema, request.params);
    const [gate] = await readGates(db, GateCode);
    if (!gate) throw notFound(said('gateNotFound', { gate: GateCode }));
    authorizeRecord(abilityOf(request), 'create', 'GateScan', {
      WhsCode: gate.WhsCode,
      GateCode: gate.GateCode,
    });
    await settings.requireScanAt(db, sessionOf(request).userId, gate.GateCode);
    if (gate.Active !== 'Y')
      throw new AppError(409, 'INVALID_STATE', said('gateNotActive', { gate: GateCode }));
    return gate;
  };

  /** The gates the caller may scan at or whose settings they may read, each saying which. */
  const visibleGates = async (request: FastifyRequest, GateCode?: string): Promise<Gate[]> => {
    const ability = abilityOf(request);
    if (!ability.can('create', 'GateScan') && !ability.can('read', 'GateSettings'))
      throw new AppError(
        403,
        'FORBIDDEN',
        said('mayNotRecords', { action: 'read', subject: 'GateSettings' }),
      );
    const may = (action: string, subject: string, row: Record<string, unknown>) =>
      ability.can(action, recordOf(subject, { ...row }));
    const gates = await readGates(db, GateCode);
    return gates
      .map((gate) => ({
        ...gate,
        MayScan: may('create', 'GateScan', { WhsCode: gate.WhsCode, GateCode: gate.GateCode }),
      }))
      .filter((gate) => gate.MayScan || may('read', 'GateSettings', gate));
  };

  /** The pass if the caller may read it; 404 for one they may not, as for one that is not there. */
  const answerPass = async (request: FastifyRequest, DocEntry: number) => {
    const pass = await readGatePass(db, DocEntry);
    const ability = abilityOf(request);
    if (!pass || !mayRead(ability, 'GatePass', pass))
      throw notFound(said('gatePassNotFound', { entry: DocEntry }));
    return { ResultCode: resultCodeOk, ResponseData: keepVisibleFields(ability, 'GatePass', [pass])[0] };
  };

  return async (app: FastifyInstance) => {
    app.get(
      '/gpm/gates',
      signedIn({
        summary: 'The gates the caller may scan at or whose settings they may read',
        response: gateListAnswerSchema,
      }),
      async (request) => {
        const data = await visibleGates(request);
        return { ResultCode: resultCodeOk, ResponseData: { data, total: data.length } };
      },
    );

    app.get(
      '/gpm/gates/:GateCode',
      signedIn({
        summary: 'One gate, if the caller may scan at it or read its settings',
        params: gateParamsSchema,
        response: gateAnswerSchema,
      }),
      async (request) => {
        const { GateCode } = parseRequest(gateParamsSchema, request.params);
        const [gate] = await visibleGates(request, GateCode);
        if (!gate) throw notFound(said('gateNotFound', { gate: GateCode }));
        return { ResultCode: resultCodeOk, ResponseData: gate };
      },
    );

    app.post(
      '/gpm/gates/:GateCode/scans',
      config('create', 'GateScan', {
        summary:
          'One scan at a gate, answered at once: valid, duplicate, not existing, expired, cancelled or wrong gate',
        params: gateParamsSchema,
        body: gateScanRequestSchema,
        response: gateScanAnswerSchema,
      }),
      async (request) => {
        const scan = parseRequest(gateScanRequestSchema, request.body);
        const gate = await scanningGate(request);
        const ResponseData = await recordScan(db, scan, {
          gate,
          mode: 'online',
          userId: sessionOf(request).userId,
        });
        if (!ResponseData.Replayed) await settings.scansStored([ResponseData.ScanId]);
        return { ResultCode: resultCodeOk, ResponseData };
      },
    );

    app.post(
      '/gpm/gates/:GateCode/scans/batch',
      config('create', 'GateScan', {
        summary:
          "A gate's backup queue, applied scan by scan in the gate's order; a scan sent again answers as stored",
        params: gateParamsSchema,
        body: gateScanBatchSchema,
        response: gateScanBatchAnswerSchema,
      }),
      async (request) => {
        const { Scans } = parseRequest(gateScanBatchSchema, request.body);
        const gate = await scanningGate(request);
        const context = { gate, mode: 'backup' as const, userId: sessionOf(request).userId };
        const Outcomes = new Array(Scans.length);
        const fresh: Date[] = [];
        for (const { scan, index } of inScanOrder(Scans)) {
          const outcome = await recordScan(db, scan, context);
          Outcomes[index] = outcome;
          if (!outcome.Replayed) fresh.push(new Date(scan.ScannedAt));
        }
        await settings.scansStored(
          Outcomes.filter((outcome) => !outcome.Replayed).map((outcome) => outcome.ScanId),
        );
        await hooks.backupScansArrived?.({
          GateCode: gate.GateCode,
          UserId: context.userId,
          ScannedAt: fresh,
        });
        return { ResultCode: resultCodeOk, ResponseData: { Outcomes } };
      },
    );

    app.get(
      '/gpm/gates/:GateCode/pass-cache',
      config('create', 'GateScan', {
        summary: 'The open passes a gate may let through now and in the next hours, for its backup mode',
        params: gateParamsSchema,
        query: gatePassCacheQuerySchema,
        response: gatePassCacheAnswerSchema,
      }),
      async (request) => {
        const query = parseRequest(gatePassCacheQuerySchema, request.query);
        const gate = await scanningGate(request);
        // Without a window asked for, the backup mode settings' hours of passes a gate caches.
        const Hours = query.Hours ?? (await settings.cacheHours(db));
        return { ResultCode: resultCodeOk, ResponseData: await passCache(db, gate, Hours) };
      },
    );

    app.get(
      '/gpm/scans',
      config('read', 'GateScan', {
        summary: 'The scan log, newest first: by gate, result, mode, date range and pass',
        query: gateScanListQuerySchema,
        response: gateScanListAnswerSchema,
      }),
      async (request) => {
        const query = pageSized(parseRequest(gateScanListQuerySchema, request.query));
        const ability = abilityOf(request);
        const readable = accessibleWhere(ability, 'read', 'GateScan', gateScanConditionColumns);
        const { data, total, more, next } = await listGateScans(db, query, readable);
        return {
          ResultCode: resultCodeOk,
          ResponseData: {
            data: keepVisibleFields(ability, 'GateScan', data),
            total,
            ...followUpOf({ more, next }),
          },
        };
      },
    );

    app.get(
      '/gpm/gate-passes',
      config('read', 'GatePass', {
        summary: 'Gate passes, newest date first, a page at a time',
        query: gatePassListQuerySchema,
        response: gatePassListAnswerSchema,
      }),
      async (request) => {
        const query = pageSized(parseRequest(gatePassListQuerySchema, request.query));
        const ability = abilityOf(request);
        const readable = accessibleWhere(ability, 'read', 'GatePass', gatePassConditionColumns);
        const { data, total, more, next } = await listGatePasses(db, query, readable);
        return {
          ResultCode: resultCodeOk,
          ResponseData: {
            data: keepVisibleFields(ability, 'GatePass', data),
            total,
            ...followUpOf({ more, next }),
          },
        };
      },
    );

    app.get(
      '/gpm/gate-passes/:DocEntry',
      config('read', 'GatePass', {
        summary: 'One gate pass with its lines',
        params: gatePassParamsSchema,
        response: gatePassAnswerSchema,
      }),
      async (request) => {
        const { DocEntry } = parseRequest(gatePassParamsSchema, request.params);
        return answerPass(request, DocEntry);
      },
    );

    app.post(
      '/gpm/gate-passes',
      config('create', 'GatePass', {
        summary:
          "Makes a gate pass from a source document (SourceType, SourceEntry) or by hand for a visitor's goods",
        body: gatePassCreateSchema,
        response: gatePassAnswerSchema,
        created: true,
      }),
      async (request, reply) => {
        const input = parseRequest(gatePassCreateSchema, request.body);
        const DocEntry = await createGatePass(db, callerOf(request), input);
        reply.status(201);
        return answerPass(request, DocEntry);
      },
    );

    app.post(
      '/gpm/gate-passes/:DocEntry/cancel',
      config('cancel', 'GatePass', {
        summary: 'Cancels an open gate pass that has let nothing through yet',
        params: gatePassParamsSchema,
        body: gatePassCancelSchema,
        response: gatePassAnswerSchema,
      }),
      async (request) => {
        const { DocEntry } = parseRequest(gatePassParamsSchema, request.params);
        const { version } = parseRequest(gatePassCancelSchema, request.body ?? {});
        await cancelGatePass(db, callerOf(request), DocEntry, version);
        return answerPass(request, DocEntry);
      },
    );

    app.get(
      '/gpm/gate-passes/:DocEntry/pdf',
      config('print', 'GatePass', {
        summary: 'A gate pass as PDF (lines, validity, QR of its scan code, signature boxes), in a language',
        params: gatePassParamsSchema,
        query: gatePassPdfQuerySchema,
        produces: 'application/pdf',
      }),
      async (request, reply) => {
        const { DocEntry } = parseRequest(gatePassParamsSchema, request.params);
        const { lang } = parseRequest(gatePassPdfQuerySchema, request.query);
        const pass = await readGatePass(db, DocEntry);
        const ability = abilityOf(request);
        if (!pass || !mayRead(ability, 'GatePass', pass))
          throw notFound(said('gatePassNotFound', { entry: DocEntry }));
        authorizeRecord(ability, 'print', 'GatePass', pass);
        const visible = readableFields(ability, 'GatePass', Object.keys(pass));
        const { fileName, bytes, language } = await exportGatePassPdf(db, pass, {
          asked: lang,
          acceptLanguage: request.headers['accept-language'],
          shows: (field) => visible.has(field),
        });
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('Content-Language', language)
          .header('Cache-Control', 'private, no-store')
          .send(bytes);
      },
    );
  };
}
