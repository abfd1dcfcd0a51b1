import { subject as recordOf } from '@casl/ability';
import type { AppAbility } from '../../shared/access/app-ability';
import type { ColumnFilter, DocModel, FieldModel, RecordRow } from '../../shared/api/resources';
import { resourceNamed } from '../../shared/resources/resource-registry';
import { isFieldWritable } from '../forms/record-form-model';
import type { GridRow } from '../grid/grid-types';

/** What the caller may do with the rows of a list: add, change in place, delete. */
export interface ListRights {
  create: boolean;
  update: boolean;
  delete: boolean;
}

export const rightsOf = (model: DocModel | undefined): ListRights => ({
  create: Boolean(model?.can.create),
  update: Boolean(model?.can.update),
  delete: Boolean(model?.can.delete),
});

/**
 * The rights on a child list under one parent record, as the server judges a write
 * (parent-access.ts): the child's own rules, and the parent's `writeNeeds` action (update unless
 * the definition says read) on that parent row, so who may not change a partner is offered no
 * New or Delete on its addresses. A list without a parent keeps its doc model's rights.
 */
export function childListRights(
  ability: AppAbility | undefined,
  model: DocModel | undefined,
  parentRow: RecordRow | undefined,
): ListRights {
  const own = rightsOf(model);
  const parent = model ? resourceNamed(model.resource)?.parent : undefined;
  const parentDefinition = parent ? resourceNamed(parent.resource) : undefined;
  if (!model || !parent || !parentDefinition || !parentRow) return own;
  const writeNeeds = parent.writeNeeds ?? 'update';
  const parentAllows =
    writeNeeds === 'read' ||
    Boolean(ability?.can(writeNeeds, recordOf(parentDefinition.subject, { ...parentRow })));
  const may = (action: keyof ListRights) =>
    own[action] && parentAllows && Boolean(ability?.can(action, model.subject));
  return { create: may('create'), update: may('update'), delete: may('delete') };
}

/**
 * The fields a new child row asks for: those the user may write on create, without the parent's
 * key, which the list's fixed filter gives.
 */
export const newChildFields = (fields: readonly FieldModel[], parentField: string): FieldModel[] =>
  fields.filter((field) => field.name !== parentField && isFieldWritable(field, 'create'));

/** A new child's starting values: each field's default from the definition, and the parent's key. */
export function newChildValues(
  fields: readonly FieldModel[],
  parentField: string,
  parentKey: string,
): Record<string, unknown> {
  const defaults = fields.flatMap((field) =>
    field.default === undefined ? [] : [[field.name, field.default] as const],
  );
  return { ...Object.fromEntries(defaults), [parentField]: parentKey };
}

/** Where a grid puts its focus once its rows are fresh: a saved row by key, or a deleted one's place. */
export type RowFocusRequest = { key: string } | { index: number };

/** Where the focus goes once a row is deleted: the row now at its place, else the one before, else none (-1). */
export function rowAfterDelete(index: number, rowAt: (index: number) => GridRow | undefined): number {
  if (rowAt(index)) return index;
  return index > 0 && rowAt(index - 1) ? index - 1 : -1;
}

/** The index of the loaded row whose `keyField` is `key`, or -1 (rows are looked at until one is missing). */
export function indexOfKey(
  rowAt: (index: number) => GridRow | undefined,
  keyField: string,
  key: string,
): number {
  for (let index = 0; ; index++) {
    const row = rowAt(index);
    if (!row) return -1;
    if (String(row[keyField] ?? '') === key) return index;
  }
}

/** The parent's key a child list is fixed to: the value of its `equals` filter on the parent field. */
export function parentKeyOf(filters: readonly ColumnFilter[], parentField: string): string | undefined {
  const filter = filters.find((entry) => entry.field === parentField && entry.op === 'equals');
  return filter && filter.op === 'equals' ? String(filter.value ?? '') : undefined;
}
