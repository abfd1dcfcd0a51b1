import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgTable } from 'drizzle-orm/pg-core';
import { editableOf, type FieldDefinition, fieldOf } from '../../shared/resources/resource-definition';
import { columnsOf, type ResourceBinding } from './resource-binding';

/** A join that brings a referenced record's fields (`via`) into this resource's rows. */
export interface ViaJoin {
  table: PgTable;
  on: SQL;
}

/**
 * What the engine reads a resource from: its table, the joins of its `via` fields, and one SQL
 * expression per field. Built once per resource at start.
 */
export interface ResourceSource {
  binding: ResourceBinding;
  table: PgTable;
  joins: ViaJoin[];
  /** Every field, stored or joined, as SQL. */
  fields: Record<string, AnyPgColumn>;
  /** The stored fields only: what rules may filter by and what an audit row records. */
  stored: Record<string, AnyPgColumn>;
  key: AnyPgColumn;
  parent?: AnyPgColumn;
  version: AnyPgColumn;
  /** The scope of a scoped resource (dealers), or undefined. */
  scope: SQL | undefined;
  /** The records a child resource's `parent` names, whose rules its records answer to as well. */
  parentRecords?: ParentRecords;
}

/** A child resource's parent as its records are judged: under the parent's subject and scope. */
export interface ParentRecords {
  /** The parent resource's name, as its audit rows name it. */
  resource: string;
  subject: string;
  table: PgTable;
  key: AnyPgColumn;
  /** The parent's stored fields: what its rules may filter by. */
  stored: Record<string, AnyPgColumn>;
  scope: SQL | undefined;
  /** What writing a child needs on its parent (resource-definition.ts, `parent`). */
  writeNeeds: 'update' | 'read';
}

function requireColumn(columns: Record<string, AnyPgColumn>, name: string, resource: string): AnyPgColumn {
  const column = columns[name];
  if (!column) throw new Error(`Resource ${resource} has no column ${name}`);
  return column;
}

/**
 * Builds the source of a binding; `bindingOf` finds the resource a reference points to. Each
 * reference used by `via` fields is joined once under its own alias, so a resource may refer to
 * itself (a price list's base list).
 */
function storedOf(binding: ResourceBinding): Record<string, AnyPgColumn> {
  const { definition, table } = binding;
  const columns = columnsOf(table);
  const stored: Record<string, AnyPgColumn> = {};
  for (const field of definition.fields)
    if (field.via === undefined) stored[field.name] = requireColumn(columns, field.name, definition.name);
  return stored;
}

function parentRecordsOf(
  binding: ResourceBinding,
  bindingOf: (name: string) => ResourceBinding | undefined,
): ParentRecords | undefined {
  const { parent, name } = binding.definition;
  if (!parent) return undefined;
  const target = bindingOf(parent.resource);
  if (!target) throw new Error(`Resource ${name} is a child of unknown ${parent.resource}`);
  return {
    resource: target.definition.name,
    subject: target.definition.subject,
    table: target.table,
    key: requireColumn(columnsOf(target.table), target.definition.key, target.definition.name),
    stored: storedOf(target),
    scope: target.scope?.(),
    writeNeeds: parent.writeNeeds ?? 'update',
  };
}

export function resourceSource(
  binding: ResourceBinding,
  bindingOf: (name: string) => ResourceBinding | undefined,
): ResourceSource {
  const { definition, table } = binding;
  const columns = columnsOf(table);
  const stored = storedOf(binding);
  const fields: Record<string, AnyPgColumn> = { ...stored };
  const joins: ViaJoin[] = [];
  const joined = new Map<string, Record<string, AnyPgColumn>>();
  for (const field of definition.fields) {
    if (field.via === undefined) continue;
    const through = fieldOf(definition, field.via);
    if (through?.kind !== 'reference')
      throw new Error(`${definition.name}.${field.name} is read via ${field.via}, which is not a reference`);
    let target = joined.get(through.name);
    if (!target) {
      const targetBinding = bindingOf(through.resource);
      if (!targetBinding)
        throw new Error(`${definition.name}.${through.name} refers to unknown ${through.resource}`);
      const aliased = alias(targetBinding.table, `via_${through.name.toLowerCase()}`);
      target = getTableColumns(aliased);
      const targetKey = requireColumn(target, targetBinding.definition.key, targetBinding.definition.name);
      joins.push({ table: aliased, on: eq(targetKey, requireColumn(stored, through.name, definition.name)) });
      joined.set(through.name, target);
    }
    fields[field.name] = requireColumn(target, field.name, through.resource);
  }
  return {
    binding,
    table,
    joins,
    fields,
    stored,
    key: requireColumn(columns, definition.key, definition.name),
    parent: definition.parent ? requireColumn(columns, definition.parent.field, definition.name) : undefined,
    version: requireColumn(columns, 'version', definition.name),
    scope: binding.scope?.(),
    parentRecords: parentRecordsOf(binding, bindingOf),
  };
}

/** The condition that finds one record by its key (and its parent's key, for a child resource). */
export function recordWhere(
  source: ResourceSource,
  key: string | number,
  parentKey?: string | number,
): SQL | undefined {
  return and(
    eq(source.key, key),
    source.parent && parentKey !== undefined ? eq(source.parent, parentKey) : undefined,
    source.scope,
  );
}

/** The fields a user may write when creating or updating, per the definition. */
export const writableFields = (fields: readonly FieldDefinition[], action: 'create' | 'update') =>
  fields.filter((field) => {
    if (field.via !== undefined) return false;
    const editable = editableOf(field);
    return editable === 'always' || (action === 'create' && editable === 'create');
  });
