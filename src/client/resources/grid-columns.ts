import type { TFunction } from 'i18next';
import type { FormColumn } from '../../shared/api/form-settings';
import type { FieldModel } from '../../shared/api/resources';
import { fieldKindTraits } from '../../shared/resources/field-kinds';
import type { GridColumn } from '../grid/grid-types';
import { alignOf, type CellFormat, cellText, isLeftToRightValue } from './cell-text';

export const fieldLabel = (field: FieldModel, t: TFunction) => t(field.label ?? `fields.${field.name}`);

/**
 * The columns a user sees, in their order: the saved settings first (order, widths, hidden),
 * then fields the settings do not mention (a field added since) where the definition lists them.
 * A saved column for a field the user may no longer read is dropped.
 */
export function columnLayout(
  fields: readonly FieldModel[],
  saved: readonly FormColumn[] | undefined,
): FormColumn[] {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const known = (saved ?? []).filter((column) => byName.has(column.field));
  const mentioned = new Set(known.map((column) => column.field));
  const added = fields
    .filter((field) => !mentioned.has(field.name))
    .map((field) => ({ field: field.name, ...(field.list === false ? { hidden: true } : {}) }));
  return [...known, ...added];
}

export interface ColumnOptions extends CellFormat {
  /** Whether cells of writable fields can be edited in place. */
  inlineEdit: boolean;
}

export function gridColumns(
  fields: readonly FieldModel[],
  layout: readonly FormColumn[],
  options: ColumnOptions,
): GridColumn[] {
  const byName = new Map(fields.map((field) => [field.name, field]));
  return layout.flatMap((column) => {
    const field = byName.get(column.field);
    if (!field || column.hidden) return [];
    return [
      {
        id: field.name,
        header: fieldLabel(field, options.t),
        width: column.width ?? field.width ?? fieldKindTraits[field.kind].width,
        align: alignOf(field),
        editable:
          options.inlineEdit && field.writable && (field.editable ?? 'always') === 'always' && !field.via,
        sortable: field.sortable ?? true,
        ltrValue: isLeftToRightValue(field),
        format: (_value, row) => cellText(field, row, options),
        editText: (value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : ''),
      },
    ];
  });
}

/** The layout after a column changed width. */
export const resizeColumn = (layout: readonly FormColumn[], id: string, width: number): FormColumn[] =>
  layout.map((column) => (column.field === id ? { ...column, width: Math.round(width) } : column));

export const setHidden = (layout: readonly FormColumn[], id: string, hidden: boolean): FormColumn[] =>
  layout.map((column) => {
    if (column.field !== id) return column;
    const { hidden: _, ...shown } = column;
    return hidden ? { ...shown, hidden: true } : shown;
  });

/**
 * Moves a column to a position among the visible ones (what the grid counts in), keeping hidden
 * columns where they were relative to the others.
 */
export function moveColumn(layout: readonly FormColumn[], id: string, toVisibleIndex: number): FormColumn[] {
  const moving = layout.find((column) => column.field === id);
  if (!moving) return [...layout];
  const rest = layout.filter((column) => column.field !== id);
  const visible = rest.filter((column) => !column.hidden);
  const anchor = visible[toVisibleIndex];
  const at = anchor ? rest.indexOf(anchor) : rest.length;
  return [...rest.slice(0, at), moving, ...rest.slice(at)];
}
