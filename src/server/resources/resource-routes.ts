import { and, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppAbility } from '../../shared/access/app-ability';
import { resultCodeOk } from '../../shared/api/envelopes';
import {
  deleteQuerySchema,
  type HistoryAnswer,
  historyQuerySchema,
  type ResourceListAnswer,
  type ResourceRecordAnswer,
  resourceCsvQuerySchema,
  resourceListQuerySchema,
} from '../../shared/api/resources';
import { filterValueSchema } from '../../shared/resources/field-kinds';
import { createPayloadSchema, updatePayloadSchema } from '../../shared/resources/record-schemas';
import { fieldOf, type ResourceDefinition } from '../../shared/resources/resource-definition';
import { authorizeRecord } from '../access/record-checks';
import { accessibleWhere } from '../access/sql-conditions';
import { readableFields } from '../access/visible-fields';
import type { Database } from '../db/database';
import { decodeCursor, followUpOf } from '../db/keyset';
import { notFound } from '../errors/app-error';
import { said } from '../errors/local-text';
import { parseRequest } from '../http/parse-request';
import { abilityOf, sessionOf } from '../http/request-session';
import type { RouteDoc } from '../http/route-doc';
import { lastKnownRecord, readHistory } from './audit-trail';
import { streamCsv } from './csv-export';
import { countRows, keysetOf, listPlan, needsCount, orderIsReadable, readPage } from './list-query';
import { mayReadParentHistory, readableParentWhere, requireParent } from './parent-access';
import {
  type Caller,
  createRecord,
  deleteRecord,
  type RecordAddress,
  readRecord,
  type SourceLookup,
  updateRecord,
} from './record-store';
import { resourceDocs } from './resource-docs';
import type { ResourceSource } from './resource-source';

/** What the caller may read of a resource's rows: its readable fields, and always the version. */
export function visibility(request: FastifyRequest, definition: ResourceDefinition) {
  const ability = abilityOf(request);
  const readable = readableFields(
    ability,
    definition.subject,
    definition.fields.map((field) => field.name),
  );
  const strip = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).filter(([name]) => name === 'version' || readable.has(name)));
  return { ability, readable, strip };
}

/** A key in a path that cannot be one of this field's values names no record: 404, not 400. */
function keyFromPath(definition: ResourceDefinition, name: string, text: string, what: string) {
  const field = fieldOf(definition, name);
  const parsed = field ? filterValueSchema(field).safeParse(text) : undefined;
  if (!parsed?.success) throw notFound(what);
  return parsed.data;
}

const paramsSchema = z.object({ key: z.string(), parentKey: z.string().optional() });

function addressOf(definition: ResourceDefinition, params: unknown): RecordAddress {
  const { key, parentKey } = paramsSchema.parse(params);
  const what = `${definition.subject} ${parentKey === undefined ? key : `${parentKey}/${key}`}`;
  const address: RecordAddress = { key: keyFromPath(definition, definition.key, key, what) };
  if (definition.parent && parentKey !== undefined)
    address.parentKey = keyFromPath(definition, definition.parent.field, parentKey, what);
  return address;
}

/** The rows a list and its CSV answer: the resource's read rules, and its parent's for a child. */
const readableRows = (ability: AppAbility, source: ResourceSource): SQL | undefined =>
  and(
    accessibleWhere(ability, 'read', source.binding.definition.subject, source.stored),
    readableParentWhere(ability, source),
  );

const callerOf = (request: FastifyRequest): Caller => ({
  ability: abilityOf(request),
  userId: sessionOf(request).userId,
});

/**
 * The generic routes of one resource under /resources/<name>: list (paged, sorted, filtered,
 * searched, in SQL under the caller's rules), CSV export of the same view, read, create, update
 * with its version, delete with reference checks, and a record's history.
 */
export function registerResource(
  app: FastifyInstance,
  database: Database,
  source: ResourceSource,
  lookup: SourceLookup,
) {
  const db = database.db;
  const { definition } = source.binding;
  const { subject } = definition;
  const base = `/resources/${definition.name}`;
  const recordPath = definition.parent ? `${base}/:parentKey/:key` : `${base}/:key`;
  const listQuery = resourceListQuerySchema(definition);
  const csvQuery = resourceCsvQuerySchema(definition);
  const createPayload = createPayloadSchema(definition);
  const updatePayload = updatePayloadSchema(definition);
  const docs = resourceDocs(definition, {
    list: listQuery,
    csv: csvQuery,
    create: createPayload,
    update: updatePayload,
  });
  const read = (doc: RouteDoc) => ({ config: { access: { action: 'read' as const, subject }, doc } });

  app.get(base, read(docs.list), async (request): Promise<ResourceListAnswer> => {
    const query = parseRequest(listQuery, request.query);
    const { ability, readable, strip } = visibility(request, definition);
    const plan = listPlan(source, query, readableRows(ability, source), readable);
    const keyset = keysetOf(source, plan);
    const cursorContext = `resource:${definition.name}`;
    const after = query.after === undefined ? undefined : decodeCursor(keyset, cursorContext, query.after);
    const offset = (query.page - 1) * query.per_page;
    const total = needsCount(query, offset) ? await countRows(db, source, plan.where) : null;
    const page = await readPage(
      db,
      source,
      plan,
      {
        offset,
        limit: query.per_page,
        total,
        after,
        // A cursor carries the sort key's values: none when a key column is one the caller may not read.
        cursorContext: orderIsReadable(source, plan, readable) ? cursorContext : undefined,
      },
      { ...source.fields, version: source.version },
    );
    return {
      ResultCode: resultCodeOk,
      ResponseData: { data: page.rows.map(strip), total, ...followUpOf(page) },
    };
  });

  app.get(`${base}.csv`, read(docs.csv), async (request, reply) => {
    const query = parseRequest(csvQuery, request.query);
    const { ability, readable } = visibility(request, definition);
    const plan = listPlan(source, query, readableRows(ability, source), readable);
    // A column the caller may not read is left out, as it is from every row the API answers.
    const columns = (query.columns ?? definition.fields.map((field) => field.name)).flatMap((name) => {
      const field = fieldOf(definition, name);
      return field && readable.has(name) ? [field] : [];
    });
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${definition.name}.csv"`)
      .header('Cache-Control', 'no-store');
    return reply.send(streamCsv(db, source, plan, columns));
  });

  app.get(recordPath, read(docs.read), async (request): Promise<ResourceRecordAnswer> => {
    const address = addressOf(definition, request.params);
    const { ability, strip } = visibility(request, definition);
    const missing = () => notFound(said('recordNotFound', { subject, key: String(address.key) }));
    await requireParent(db, ability, source, address.parentKey, 'read', missing);
    const record = await readRecord(db, source, address);
    if (!record) throw missing();
    authorizeRecord(ability, 'read', subject, record);
    return { ResultCode: resultCodeOk, ResponseData: strip(record) };
  });

  app.get(`${recordPath}/history`, read(docs.history), async (request): Promise<HistoryAnswer> => {
    const address = addressOf(definition, request.params);
    const page = parseRequest(historyQuerySchema, request.query);
    const { ability, readable } = visibility(request, definition);
    const recordKey =
      address.parentKey === undefined ? String(address.key) : `${address.parentKey}/${address.key}`;
    if (!(await mayReadParentHistory(db, ability, source, address.parentKey)))
      throw notFound(said('recordNotFound', { subject, key: recordKey }));
    // A deleted record is judged as it last was, so its history stays with those who could read it.
    const record =
      (await readRecord(db, source, address)) ?? (await lastKnownRecord(db, definition.name, recordKey));
    if (record) authorizeRecord(ability, 'read', subject, record);
    const history = await readHistory(
      db,
      definition.name,
      recordKey,
      { limit: page.per_page, offset: (page.page - 1) * page.per_page },
      (field) => readable.has(field),
    );
    if (!record && history.total === 0) throw notFound(said('recordNotFound', { subject, key: recordKey }));
    return { ResultCode: resultCodeOk, ResponseData: history };
  });

  if (definition.creatable) {
    app.post(
      base,
      { config: { access: { action: 'create', subject }, doc: docs.create } },
      async (request, reply) => {
        const payload = parseRequest(createPayload, request.body);
        const record = await createRecord(db, source, callerOf(request), payload, lookup);
        await source.binding.afterCommit?.(record);
        const { strip } = visibility(request, definition);
        reply.status(201);
        return { ResultCode: resultCodeOk, ResponseData: strip(record) };
      },
    );
  }

  app.patch(
    recordPath,
    { config: { access: { action: 'update', subject }, doc: docs.update } },
    async (request): Promise<ResourceRecordAnswer> => {
      const address = addressOf(definition, request.params);
      const payload = parseRequest(updatePayload, request.body);
      const record = await updateRecord(db, source, callerOf(request), address, payload, lookup);
      await source.binding.afterCommit?.(record);
      return { ResultCode: resultCodeOk, ResponseData: visibility(request, definition).strip(record) };
    },
  );

  if (definition.deletable) {
    app.delete(
      recordPath,
      { config: { access: { action: 'delete', subject }, doc: docs.remove } },
      async (request) => {
        const address = addressOf(definition, request.params);
        const { version } = parseRequest(deleteQuerySchema, request.query);
        await deleteRecord(db, source, callerOf(request), address, version);
        return { ResultCode: resultCodeOk, ResponseData: { deleted: true } };
      },
    );
  }
}
