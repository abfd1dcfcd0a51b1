import { getTableColumns, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppAbility } from '../../shared/access/app-ability';
import type { ResourceDefinition } from '../../shared/resources/resource-definition';
import type { Tx } from '../db/database';

/** Rows of another table that keep a record alive: deleting it would orphan them. */
export interface ProtectingReference {
  table: PgTable;
  column: AnyPgColumn;
  /** Only rows matching this count (stock that is not zero). */
  where?: SQL;
  /** Says what they are in the refusal: "document lines", "partners". */
  label: string;
}

/** Rows that belong to a record and go with it (an item's prices). */
export interface OwnedRows {
  table: PgTable;
  column: AnyPgColumn;
}

export interface WriteContext {
  tx: Tx;
  action: 'create' | 'update';
  /** The record before the change; undefined on create. */
  current?: Record<string, unknown>;
  /** Who writes: a user record refuses its own administrator's demotion. */
  userId: number;
  /**
   * What the writer may do, for a check on another record the write copies from (a recurring
   * template's base document must be one the writer reads).
   */
  ability?: AppAbility;
}

/**
 * Where an entity's definition meets its table, and the behaviour beyond CRUD the entity adds
 * beside its definition: fixed values of a scoped view (a dealer is a customer), checks across
 * records, rows written with a new record, and what protects a record from deletion.
 */
export interface ResourceBinding {
  definition: ResourceDefinition;
  table: PgTable;
  /** Narrows the table to this resource's records (dealers among partners). */
  scope?: () => SQL;
  /** Columns a new record gets whatever was sent. */
  fixedValues?: Record<string, string | number>;
  protectedBy?: ProtectingReference[];
  owns?: OwnedRows[];
  /** Adjusts or refuses the values about to be written (throw an AppError with fields). */
  beforeWrite?: (values: Record<string, unknown>, context: WriteContext) => Promise<void>;
  /** Writes what a new record needs elsewhere, in the same transaction. */
  afterCreate?: (record: Record<string, unknown>, tx: Tx) => Promise<void>;
  /**
   * Hears a created or updated record once its transaction committed (alerts watching item
   * minimums and credit lines); composed in app.ts, so the module of the binding imports nothing.
   */
  afterCommit?: (record: Record<string, unknown>) => Promise<void>;
  /**
   * Its records are configuration the posting core reads from its cache (src/server/posting/
   * configuration-cache.ts): every create, update and delete bumps the access version in its own
   * transaction, so every server reloads the configuration at its next request.
   */
  configuration?: true;
}

/** The table's columns by field name (SAP's names, as the schema's property keys). */
export function columnsOf(table: PgTable): Record<string, AnyPgColumn> {
  return getTableColumns(table);
}

/**
 * Checks that every stored field of the definition is a column of its table and that the table
 * has a version column: a definition and a table that disagree stop the server at start.
 */
export function checkBinding(binding: ResourceBinding): void {
  const columns = columnsOf(binding.table);
  const missing = binding.definition.fields
    .filter((field) => field.via === undefined && !(field.name in columns))
    .map((field) => field.name);
  if (!('version' in columns)) missing.push('version');
  if (missing.length)
    throw new Error(`Resource ${binding.definition.name} has no column for ${missing.join(', ')}`);
}
