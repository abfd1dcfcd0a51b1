import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppAbility } from '../../../shared/access/app-ability';
import { resultCodeOk } from '../../../shared/api/envelopes';
import {
  backupPeriodsAnswerSchema,
  backupPeriodsFilterSchema,
  backupPeriodsQuerySchema,
  backupScansAnswerSchema,
  backupScansFilterSchema,
  backupScansQuerySchema,
  duplicateLogsAnswerSchema,
  duplicateLogsFilterSchema,
  duplicateLogsQuerySchema,
  gateReportCsvFields,
  notExistingAnswerSchema,
  notExistingFilterSchema,
  notExistingQuerySchema,
  passReportAnswerSchema,
  passReportFilterSchema,
  passReportQuerySchema,
  scanLogsAnswerSchema,
  scanLogsFilterSchema,
  scanLogsQuerySchema,
  scanTotalsAnswerSchema,
} from '../../../shared/api/gate-reports';
import { keepVisibleFields, readableFields } from '../../access/visible-fields';
import { CountCache } from '../../db/count-cache';
import type { Database, Db } from '../../db/database';
import { followUpOf } from '../../db/keyset';
import type { ReportPage, ReportPaging } from '../../db/report-page';
import { notFound } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { parseRequest } from '../../http/parse-request';
import { abilityOf } from '../../http/request-session';
import { listBackupPeriods, listBackupScans, periodReadable } from './backup-queries';
import { listDuplicateLogs } from './duplicate-queries';
import { passAccess, periodAccess, scanAccess } from './gate-report-access';
import { listNotExisting } from './not-existing-queries';
import { listPassReport } from './pass-report-queries';
import { reportCsv } from './report-csv-stream';
import { listScanLogs, scanTotals } from './scan-log-queries';

const base = '/gpm/reports';
type Subject = 'GateScan' | 'GatePass';

/** One report: its page and its CSV read the same filter through the same function. */
interface GateReport<Filter extends z.ZodType<object>> {
  path: keyof typeof gateReportCsvFields;
  summary: string;
  subject: Subject;
  query: z.ZodType<z.infer<Filter> & ReportPaging>;
  filter: Filter;
  response: z.ZodType;
  read(
    db: Db,
    query: z.infer<Filter> & ReportPaging,
    ability: AppAbility,
    counts: CountCache,
  ): Promise<ReportPage<Record<string, unknown>>>;
}

/** Checks a period filter: a period the caller may not read is answered as one that is not there. */
async function readableBackupScans(
  db: Db,
  query: z.infer<typeof backupScansFilterSchema> & ReportPaging,
  ability: AppAbility,
  counts: CountCache,
) {
  if (query.PeriodId !== undefined && !(await periodReadable(db, query.PeriodId, periodAccess(ability))))
    throw notFound(said('gateBackupPeriodNotFound', { id: query.PeriodId }));
  return listBackupScans(db, query, scanAccess(ability), counts);
}

/** A report's page and its CSV: both read the same filter through the same function. */
function gateReport<Filter extends z.ZodType<object>>(
  app: FastifyInstance,
  db: Db,
  counts: CountCache,
  entry: GateReport<Filter>,
) {
  const access = { action: 'read', subject: entry.subject } as const;
  const tag = 'gate-reports';
  app.get(
    `${base}/${entry.path}`,
    {
      config: { access, doc: { tag, summary: entry.summary, query: entry.query, response: entry.response } },
    },
    async (request) => {
      const ability = abilityOf(request);
      const page = await entry.read(db, parseRequest(entry.query, request.query), ability, counts);
      const data = keepVisibleFields(ability, entry.subject, page.data);
      return { ResultCode: resultCodeOk, ResponseData: { data, total: page.total, ...followUpOf(page) } };
    },
  );
  app.get(
    `${base}/${entry.path}.csv`,
    {
      config: {
        access,
        doc: { tag, summary: `${entry.summary}, as CSV`, query: entry.filter, produces: 'text/csv' },
      },
    },
    async (request, reply) => {
      const filter = parseRequest(entry.filter, request.query);
      const ability = abilityOf(request);
      const readable = readableFields(ability, entry.subject, gateReportCsvFields[entry.path]);
      const fields = gateReportCsvFields[entry.path].filter((field) => readable.has(field));
      const file = await reportCsv(fields, (paging) =>
        entry.read(db, { ...filter, ...paging }, ability, counts),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="gate-${entry.path.replace('/', '-')}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(file);
    },
  );
}

/** The reports, each registered with its page and its CSV. */
function registerReports(app: FastifyInstance, db: Db, counts: CountCache) {
  gateReport(app, db, counts, {
    path: 'scan-logs',
    summary: 'Every gate scan the caller may read, newest first, with its gate, pass and user',
    subject: 'GateScan',
    query: scanLogsQuerySchema,
    filter: scanLogsFilterSchema,
    response: scanLogsAnswerSchema,
    read: (db, query, ability, counts) => listScanLogs(db, query, scanAccess(ability), counts),
  });
  gateReport(app, db, counts, {
    path: 'duplicate-logs',
    summary: 'Duplicate and conflict scans beside the valid scan each repeats, and the time between',
    subject: 'GateScan',
    query: duplicateLogsQuerySchema,
    filter: duplicateLogsFilterSchema,
    response: duplicateLogsAnswerSchema,
    read: (db, query, ability, counts) => listDuplicateLogs(db, query, scanAccess(ability), counts),
  });
  gateReport(app, db, counts, {
    path: 'not-existing-documents',
    summary: 'Codes scanned that named no pass, one row per code: how often, first and last seen, where',
    subject: 'GateScan',
    query: notExistingQuerySchema,
    filter: notExistingFilterSchema,
    response: notExistingAnswerSchema,
    read: (db, query, ability, counts) => listNotExisting(db, query, scanAccess(ability), counts),
  });
  gateReport(app, db, counts, {
    path: 'document',
    summary: 'Gate passes by posting date with their scans out and in, and whether still open past validity',
    subject: 'GatePass',
    query: passReportQuerySchema,
    filter: passReportFilterSchema,
    response: passReportAnswerSchema,
    read: (db, query, ability, counts) => listPassReport(db, query, passAccess(ability), counts),
  });
  gateReport(app, db, counts, {
    path: 'bcp',
    summary: 'Backup-mode periods per gate with their scans counted by how they were reconciled',
    subject: 'GateScan',
    query: backupPeriodsQuerySchema,
    filter: backupPeriodsFilterSchema,
    response: backupPeriodsAnswerSchema,
    read: (db, query, ability, counts) => listBackupPeriods(db, query, periodAccess(ability), counts),
  });
  gateReport(app, db, counts, {
    path: 'bcp/scans',
    summary: 'Scans taken in backup mode: what the gate showed, what the server decided, the wait between',
    subject: 'GateScan',
    query: backupScansQuerySchema,
    filter: backupScansFilterSchema,
    response: backupScansAnswerSchema,
    read: readableBackupScans,
  });
}

/**
 * The gate reports (issue 24), each a page (keyset after the first) and a CSV of the same
 * filter, read under the caller's rules on GateScan or GatePass: a warehouse user's rules name
 * its warehouses, and only the scans, periods and passes of those warehouses' gates are read.
 */
export function gateReportRoutes(database: Database) {
  const db = database.db;
  // Scans are written by the gates, not through the posting core's change events: totals are
  // counted on every first page rather than cached past a write this server did not hear of.
  const counts = new CountCache(0);
  return async (app: FastifyInstance) => {
    registerReports(app, db, counts);
    app.get(
      `${base}/scan-logs/totals`,
      {
        config: {
          access: { action: 'read', subject: 'GateScan' },
          doc: {
            tag: 'gate-reports',
            summary: 'The scan log filter counted by result',
            query: scanLogsFilterSchema,
            response: scanTotalsAnswerSchema,
          },
        },
      },
      async (request) => {
        const filter = parseRequest(scanLogsFilterSchema, request.query);
        return {
          ResultCode: resultCodeOk,
          ResponseData: await scanTotals(db, filter, scanAccess(abilityOf(request))),
        };
      },
    );
  };
}
