import type { FieldModel, RecordRow } from '../../shared/api/resources';
import { fieldKindTraits } from '../../shared/resources/field-kinds';
import {
  type FieldDefinition,
  fieldOf,
  labelKeyOf,
  type ResourceDefinition,
} from '../../shared/resources/resource-definition';
import type { ReferenceDetail, ReferenceMatch } from '../forms/reference-lookup';
import { type CellFormat, cellText } from './cell-text';

/** The definition's field as the formatters read it (a read-only doc model field). */
function modelOf(field: FieldDefinition): FieldModel {
  const { options, ...rest } = 'options' in field ? field : { ...field, options: undefined };
  return { ...rest, ...(options ? { options: [...options] } : {}), readable: true, writable: false };
}

/**
 * The details a lookup shows of one record, as its definition's `lookup` lists them, formatted as
 * the grid formats them (the user's language, amounts to SumDec). A field the row lacks (the
 * caller may not read it) or leaves empty is left out.
 */
export function lookupDetailsOf(
  definition: ResourceDefinition,
  row: RecordRow,
  format: CellFormat,
): ReferenceDetail[] {
  return (definition.lookup ?? []).flatMap((name) => {
    const field = fieldOf(definition, name);
    if (!field || row[name] === undefined || row[name] === null) return [];
    const text = cellText(modelOf(field), row, format);
    if (text === '') return [];
    return [
      {
        name,
        label: format.t(labelKeyOf(field)),
        text,
        numeric: fieldKindTraits[field.kind].align === 'end',
      },
    ];
  });
}

/** A lookup's match for one row of the resource's list: key, label and details. */
export function referenceMatchOf(
  definition: ResourceDefinition,
  row: RecordRow,
  format: CellFormat,
): ReferenceMatch | undefined {
  const key = row[definition.key];
  if (typeof key !== 'string' && typeof key !== 'number') return undefined;
  const details = lookupDetailsOf(definition, row, format);
  return {
    key,
    label: String(row[definition.labelField] ?? key),
    ...(details.length > 0 ? { details } : {}),
  };
}
