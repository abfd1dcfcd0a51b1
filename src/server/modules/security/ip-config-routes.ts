import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  importRowField,
  ipImportAnswerSchema,
  ipImportColumns,
  ipImportRequestSchema,
  ipRangeMessages,
  ipRefusalsAnswerSchema,
  ipRefusalsQuerySchema,
} from '../../../shared/api/security';
import { ipRangeResource } from '../../../shared/resources/security';
import type { Database } from '../../db/database';
import { signInAttempts } from '../../db/schema/access';
import { ipRanges } from '../../db/schema/security';
import { validationFailed } from '../../errors/app-error';
import { parseRequest } from '../../http/parse-request';
import { sessionOf } from '../../http/request-session';
import { writeAudit } from '../../resources/audit-trail';
import { parseCsv } from './csv-rows';
import { checkIpRange, type IpRangeValues, knownOwners } from './ip-range-rules';

const maxRows = 5000; // ipRangeMessages.tooMany says so
const columnOfField: Record<string, (typeof ipImportColumns)[number]> = {
  UserCode: 'user',
  GroupCode: 'group',
  IpRange: 'range',
};

interface ImportRow extends IpRangeValues {
  line: number;
  Remarks: string | null;
}

/** The rows of the CSV by its header's column names, or the problems of its shape by row. */
function readImport(csv: string): { rows: ImportRow[]; problems: Record<string, string[]> } {
  const [header, ...body] = parseCsv(csv);
  const names = (header?.fields ?? []).map((name) => name.trim().toLowerCase());
  const missing = ipImportColumns.filter((column) => !names.includes(column));
  if (!header || missing.length)
    return {
      rows: [],
      problems: {
        [importRowField(1)]: [ipRangeMessages.header],
      },
    };
  if (body.length === 0) return { rows: [], problems: { [importRowField(1)]: [ipRangeMessages.empty] } };
  if (body.length > maxRows)
    return {
      rows: [],
      problems: { [importRowField(1)]: [ipRangeMessages.tooMany] },
    };
  const cell = (fields: string[], column: string) => fields[names.indexOf(column)]?.trim() ?? '';
  const rows = body.map(({ line, fields }) => ({
    line,
    UserCode: cell(fields, 'user') || null,
    GroupCode: cell(fields, 'group') || null,
    IpRange: cell(fields, 'range'),
    Remarks: cell(fields, 'description') || null,
  }));
  return { rows, problems: {} };
}

/**
 * POST /administration/ip-config/import (every row checked first; one wrong row imports
 * nothing, and the answer names each wrong row) and GET /administration/ip-config/logs (the
 * sign-ins refused for their address, newest first).
 */
export function ipConfigRoutes(database: Database) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    app.post(
      '/administration/ip-config/import',
      {
        bodyLimit: 2 * 1024 * 1024,
        config: {
          doc: {
            summary: 'Imports allowed address ranges from CSV',
            body: ipImportRequestSchema,
            response: ipImportAnswerSchema,
          },
          access: { action: 'create', subject: ipRangeResource.subject },
        },
      },
      async (request) => {
        const { csv } = parseRequest(ipImportRequestSchema, request.body);
        const { rows, problems } = readImport(csv);
        if (Object.keys(problems).length) throw validationFailed(problems);
        const imported = await db.transaction(async (tx) => {
          const known = await knownOwners(
            tx,
            rows.flatMap((row) => (row.UserCode ? [row.UserCode] : [])),
            rows.flatMap((row) => (row.GroupCode ? [row.GroupCode] : [])),
          );
          const accepted: (IpRangeValues & { Remarks: string | null })[] = [];
          for (const row of rows) {
            const verdict = checkIpRange(row, known);
            if (verdict.ok) accepted.push({ ...verdict.values, Remarks: row.Remarks?.slice(0, 200) ?? null });
            else
              problems[importRowField(row.line)] = Object.entries(verdict.problems).flatMap(
                ([field, messages]) =>
                  messages.map((message) => `${columnOfField[field] ?? field}: ${message}`),
              );
          }
          if (Object.keys(problems).length) throw validationFailed(problems);
          // Numbered as the resource engine numbers a new range, under the same lock.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ipRangeResource.name}))`);
          const [top] = await tx.select({ top: max(ipRanges.RangeId) }).from(ipRanges);
          const first = Number(top?.top ?? 0) + 1;
          const created = await tx
            .insert(ipRanges)
            .values(accepted.map((row, index) => ({ ...row, RangeId: first + index })))
            .returning();
          const userId = sessionOf(request).userId;
          for (const { version: _, ...after } of created)
            await writeAudit(tx, {
              userId,
              resource: ipRangeResource.name,
              recordKey: String(after.RangeId),
              action: 'create',
              before: null,
              after,
            });
          return created.length;
        });
        return { statusCode: 0, imported };
      },
    );

    app.get(
      '/administration/ip-config/logs',
      {
        config: {
          doc: {
            summary: 'Sign-ins refused by address',
            query: ipRefusalsQuerySchema,
            response: ipRefusalsAnswerSchema,
          },
          access: { action: 'read', subject: ipRangeResource.subject },
        },
      },
      async (request) => {
        const { page, per_page } = parseRequest(ipRefusalsQuerySchema, request.query);
        const refused = and(
          eq(signInAttempts.reason, 'address-refused'),
          eq(signInAttempts.succeeded, false),
        );
        const [rows, [total]] = [
          await db
            .select()
            .from(signInAttempts)
            .where(refused)
            .orderBy(desc(signInAttempts.at), desc(signInAttempts.id))
            .limit(per_page)
            .offset((page - 1) * per_page),
          await db.select({ total: count() }).from(signInAttempts).where(refused),
        ];
        return {
          data: rows.map((row) => ({
            id: row.id,
            at: row.at.toISOString(),
            username: row.username,
            address: row.address,
            reason: row.reason ?? 'address-refused',
          })),
          total: total?.total ?? 0,
        };
      },
    );
  };
}
