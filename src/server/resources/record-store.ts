import { and, count, eq, max, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppAbility } from '../../shared/access/app-ability';
import { bumpAccessVersion } from '../access/access-version';
import { type KeyedSubject, type RecordKey, readableKeys } from '../access/readable-keys';
import { authorizeRecord, refuseForbiddenFields } from '../access/record-checks';
import type { Db, DbOrTx, Tx } from '../db/database';
import { exclusionViolation, foreignKeyViolation, sqlStateOf, uniqueViolation } from '../db/database-errors';
import { AppError, type FieldTexts, notFound, validationFailed } from '../errors/app-error';
import { said } from '../errors/local-text';
import { changedFields, writeAudit } from './audit-trail';
import { readableParentScope, requireParent, requireParentOfNew } from './parent-access';
import type { ResourceBinding } from './resource-binding';
import { type ResourceSource, recordWhere } from './resource-source';

export interface Caller {
  ability: AppAbility;
  userId: number;
}

export interface RecordAddress {
  key: string | number;
  parentKey?: string | number;
}

type Values = Record<string, unknown>;

const addressText = (address: RecordAddress) =>
  address.parentKey === undefined ? String(address.key) : `${address.parentKey}/${address.key}`;

function selectionOf(source: ResourceSource): Record<string, AnyPgColumn> {
  return { ...source.fields, version: source.version };
}

/** One record with every field (stored and joined) and its version, or undefined. */
export async function readRecord(
  db: DbOrTx,
  source: ResourceSource,
  address: RecordAddress,
  lock = false,
): Promise<Values | undefined> {
  let query = db.select(selectionOf(source)).from(source.table).$dynamic();
  for (const join of source.joins) query = query.leftJoin(join.table, join.on);
  query = query.where(recordWhere(source, address.key, address.parentKey));
  // Locks only the resource's own row: PostgreSQL refuses FOR UPDATE on an outer join's side.
  const [row] = await (lock ? query.for('update', { of: source.table }) : query);
  return row;
}

const storedOf = (source: ResourceSource, record: Values): Values =>
  Object.fromEntries(Object.keys(source.stored).map((name) => [name, record[name] ?? null]));

/** The parent key a child record (or the changes to one) names, if any. */
const parentOf = (source: ResourceSource, record: Values): unknown => {
  const field = source.binding.definition.parent?.field;
  return field === undefined ? undefined : record[field];
};

const keyOfBinding = (binding: ResourceBinding, record: Values): RecordAddress => {
  const key = record[binding.definition.key];
  const parent = binding.definition.parent ? record[binding.definition.parent.field] : undefined;
  if (typeof key !== 'string' && typeof key !== 'number') throw new Error('A record without a key');
  return typeof parent === 'string' || typeof parent === 'number' ? { key, parentKey: parent } : { key };
};

/**
 * The records of a resource as references name them: under its subject and its own scope, and a
 * child's only under a parent the caller may read, as its list reads them.
 */
const keyedSource = (source: ResourceSource, ability: AppAbility): KeyedSubject => ({
  subject: source.binding.definition.subject,
  table: source.table,
  key: source.key,
  columns: source.stored,
  scope: and(source.scope, readableParentScope(ability, source)),
});

/**
 * A reference must name a record that exists and that the caller may read under the referenced
 * resource's rules (as its list reads it): the database's foreign keys guard existence only, this
 * check names the field in a 400 and refuses a record the caller may not read in the very words of
 * a missing one. One query per referenced resource, whatever the number of fields naming it.
 */
async function checkReferences(
  tx: Tx,
  caller: Caller,
  source: ResourceSource,
  values: Values,
  bindingOf: SourceLookup,
) {
  const named = new Map<ResourceSource, { field: string; value: RecordKey }[]>();
  for (const field of source.binding.definition.fields) {
    if (field.kind !== 'reference' || field.via !== undefined) continue;
    const value = values[field.name];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const target = bindingOf(field.resource);
    if (!target) continue;
    named.set(target, [...(named.get(target) ?? []), { field: field.name, value }]);
  }
  const problems: FieldTexts = {};
  for (const [target, uses] of named) {
    const readable = await readableKeys(
      tx,
      caller.ability,
      keyedSource(target, caller.ability),
      uses.map((use) => use.value),
    );
    for (const use of uses)
      if (!readable.has(use.value))
        problems[use.field] = [said('valueDoesNotExist', { value: String(use.value) })];
  }
  if (Object.keys(problems).length) throw validationFailed(problems);
}

/** Finds the source of the resource a reference field points to. */
export type SourceLookup = (name: string) => ResourceSource | undefined;

function translateWriteError(error: unknown, action: 'create' | 'update' | 'delete'): never {
  const state = sqlStateOf(error);
  if (state === uniqueViolation) throw new AppError(409, 'ALREADY_EXISTS', said('keyAlreadyExists'));
  if (state === exclusionViolation) throw new AppError(409, 'ALREADY_EXISTS', said('periodOverlaps'));
  if (state === foreignKeyViolation)
    throw action === 'delete'
      ? new AppError(409, 'REFERENCED', said('stillUsed'))
      : new AppError(400, 'VALIDATION_FAILED', said('referenceMissing'));
  throw error;
}

async function nextKey(tx: Tx, source: ResourceSource, values: Values): Promise<number> {
  // Numbering is serialised per table for the transaction's life, on PostgreSQL as on PGlite.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${source.binding.definition.name}))`);
  // A child record (a special price's period) is numbered within its parent, as SAP numbers lines.
  const { parent } = source.binding.definition;
  const parentKey = parent && !parent.uniqueKey ? values[parent.field] : undefined;
  const withinParent =
    source.parent && (typeof parentKey === 'string' || typeof parentKey === 'number')
      ? eq(source.parent, parentKey)
      : undefined;
  const [row] = await tx
    .select({ top: max(source.key) })
    .from(source.table)
    .where(withinParent);
  return Number(row?.top ?? 0) + 1;
}

function defaultsOf(source: ResourceSource): Values {
  const values: Values = {};
  for (const field of source.binding.definition.fields)
    if ('default' in field && field.default !== undefined && field.via === undefined)
      values[field.name] = field.default;
  return values;
}

/** Creates a record and its audit row in one transaction; answers the record as stored. */
export async function createRecord(
  db: Db,
  source: ResourceSource,
  caller: Caller,
  payload: Values,
  bindingOf: SourceLookup,
): Promise<Values> {
  const { definition, fixedValues, beforeWrite, afterCreate } = source.binding;
  refuseForbiddenFields(caller.ability, 'create', definition.subject, payload);
  const values: Values = { ...defaultsOf(source), ...payload, ...fixedValues };
  authorizeRecord(caller.ability, 'create', definition.subject, values);
  try {
    return await db.transaction(async (tx) => {
      if (definition.generatedKey) values[definition.key] = await nextKey(tx, source, values);
      // References first: no binding's own check may answer about a record the caller may not read.
      await checkReferences(tx, caller, source, values, bindingOf);
      await requireParentOfNew(tx, caller.ability, source, values);
      await beforeWrite?.(values, { tx, action: 'create', userId: caller.userId, ability: caller.ability });
      const address = keyOfBinding(source.binding, values);
      if (await readRecord(tx, { ...source, scope: undefined }, address))
        throw new AppError(
          409,
          'ALREADY_EXISTS',
          said('recordAlreadyExists', { subject: definition.subject, key: addressText(address) }),
          {
            [definition.key]: [said('alreadyUsed')],
          },
        );
      await tx.insert(source.table).values(values);
      const created = await readRecord(tx, source, address);
      if (!created) throw new Error(`${definition.name} ${addressText(address)} vanished after its insert`);
      await afterCreate?.(created, tx);
      if (source.binding.configuration) await bumpAccessVersion(tx);
      await writeAudit(tx, {
        userId: caller.userId,
        resource: definition.name,
        recordKey: addressText(address),
        action: 'create',
        before: null,
        after: storedOf(source, created),
      });
      return created;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    return translateWriteError(error, 'create');
  }
}

const staleVersion = (subject: string) =>
  new AppError(409, 'VERSION_CONFLICT', said('staleRecord', { subject }));

/** Thrown to roll back an update that changed nothing, carrying the record as it stays. */
class Unchanged extends Error {
  constructor(readonly record: Values) {
    super('The update changed nothing');
  }
}

/**
 * Updates the fields sent, if the version sent is still the record's: the rules are checked on
 * the record as it is and as it would become (a user may not move a partner out of their reach).
 */
export async function updateRecord(
  db: Db,
  source: ResourceSource,
  caller: Caller,
  address: RecordAddress,
  payload: Values & { version: number },
  bindingOf: SourceLookup,
): Promise<Values> {
  const { definition, beforeWrite } = source.binding;
  const { version, ...changes } = payload;
  try {
    return await db.transaction(async (tx) => {
      const current = await readRecord(tx, source, address, true);
      const missing = () =>
        notFound(said('recordNotFound', { subject: definition.subject, key: addressText(address) }));
      if (!current) throw missing();
      await requireParent(tx, caller.ability, source, parentOf(source, current), 'write', missing);
      authorizeRecord(caller.ability, 'update', definition.subject, current);
      if (current.version !== version) throw staleVersion(definition.subject);
      // Nothing to change: no new version and no audit row for a save that saved nothing.
      if (Object.keys(changes).length === 0) return current;
      refuseForbiddenFields(caller.ability, 'update', definition.subject, changes, current);
      authorizeRecord(caller.ability, 'update', definition.subject, { ...current, ...changes });
      // A reference sent back as the record holds it is the record's own, judged when it was set.
      const namedAnew = Object.fromEntries(
        Object.entries(changes).filter(([field, value]) => value !== current[field]),
      );
      await checkReferences(tx, caller, source, namedAnew, bindingOf);
      // A child moved to another parent needs that parent as a new child would.
      if (parentOf(source, namedAnew) !== undefined)
        await requireParentOfNew(tx, caller.ability, source, namedAnew);
      await beforeWrite?.(changes, {
        tx,
        action: 'update',
        current,
        userId: caller.userId,
        ability: caller.ability,
      });
      const where: SQL | undefined = and(
        recordWhere(source, address.key, address.parentKey),
        eq(source.version, version),
      );
      const updated = await tx
        .update(source.table)
        .set({ ...changes, version: sql`${source.version} + 1` })
        .where(where)
        .returning({ version: source.version });
      if (updated.length === 0) throw staleVersion(definition.subject);
      const after = await readRecord(tx, source, address);
      if (!after)
        throw notFound(said('recordNotFound', { subject: definition.subject, key: addressText(address) }));
      // Values sent as they already were (a decimal written another way included): the version and
      // history stay as they were, so the transaction is rolled back.
      if (changedFields(storedOf(source, current), storedOf(source, after)).length === 0)
        throw new Unchanged(current);
      if (source.binding.configuration) await bumpAccessVersion(tx);
      await writeAudit(tx, {
        userId: caller.userId,
        resource: definition.name,
        recordKey: addressText(address),
        action: 'update',
        before: storedOf(source, current),
        after: storedOf(source, after),
      });
      return after;
    });
  } catch (error) {
    if (error instanceof Unchanged) return error.record;
    if (error instanceof AppError) throw error;
    return translateWriteError(error, 'update');
  }
}

/** How many rows of each protecting table still use the record, by their label. */
async function usesOf(tx: Tx, binding: ResourceBinding, key: string | number): Promise<string[]> {
  const uses: string[] = [];
  for (const reference of binding.protectedBy ?? []) {
    const [row] = await tx
      .select({ total: count() })
      .from(reference.table)
      .where(and(eq(reference.column, key), reference.where));
    if (row?.total) uses.push(`${row.total} ${reference.label}`);
  }
  return uses;
}

/**
 * Deletes a record that nothing uses, with the rows it owns; a record still in use is refused
 * with 409 naming its uses, and the user can deactivate it instead.
 */
export async function deleteRecord(
  db: Db,
  source: ResourceSource,
  caller: Caller,
  address: RecordAddress,
  version: number,
): Promise<void> {
  const { definition, owns } = source.binding;
  try {
    await db.transaction(async (tx) => {
      const current = await readRecord(tx, source, address, true);
      const missing = () =>
        notFound(said('recordNotFound', { subject: definition.subject, key: addressText(address) }));
      if (!current) throw missing();
      await requireParent(tx, caller.ability, source, parentOf(source, current), 'write', missing);
      authorizeRecord(caller.ability, 'delete', definition.subject, current);
      if (current.version !== version) throw staleVersion(definition.subject);
      const uses = await usesOf(tx, source.binding, address.key);
      if (uses.length)
        throw new AppError(
          409,
          'REFERENCED',
          said(definition.activeField ? 'recordUsedByDeactivate' : 'recordUsedBy', {
            subject: definition.subject,
            key: addressText(address),
            uses: uses.join(', '),
          }),
        );
      for (const owned of owns ?? []) await tx.delete(owned.table).where(eq(owned.column, address.key));
      await tx.delete(source.table).where(recordWhere(source, address.key, address.parentKey));
      if (source.binding.configuration) await bumpAccessVersion(tx);
      await writeAudit(tx, {
        userId: caller.userId,
        resource: definition.name,
        recordKey: addressText(address),
        action: 'delete',
        before: storedOf(source, current),
        after: null,
      });
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    translateWriteError(error, 'delete');
  }
}
