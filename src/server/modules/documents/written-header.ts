import {
  type DocumentField,
  documentHeaderFields,
  shownOnType,
} from '../../../shared/document-model/document-definition';
import type { DocumentType } from '../../../shared/documents/object-types';
import type { documents } from '../../db/schema/documents';
import { type FieldTexts, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';

type StoredHeader = Partial<typeof documents.$inferInsert>;

/** Chosen by the posting itself, not carried over: the partner and the numbering series. */
const chosenApart = new Set(['CardCode', 'Series']);

const writtenFields = (documentHeaderFields as readonly DocumentField[]).filter(
  (field) => field.editable !== 'never' && field.via === undefined && !chosenApart.has(field.name),
);

/**
 * The header fields a user writes, each as sent, else as `held` has it (the document being edited,
 * or the base a new document is copied from), else left out for its column's default. A field
 * added to the document definition is written by this alone; the fields with a rule of their own
 * (dates, currency, sales employee) are set by the caller over it. On an edit, fields set only at
 * creation are left as they are; a new document takes a `fresh` field as sent or its default,
 * never from its base (a delivery is not ready to dispatch because its order was).
 */
export function writtenHeader(
  sent: Readonly<Record<string, unknown>>,
  held: Readonly<Record<string, unknown>> | undefined,
  creating: boolean,
): StoredHeader {
  const header: Record<string, unknown> = {};
  for (const field of writtenFields) {
    if (!creating && field.editable === 'create') continue;
    const kept = creating && field.fresh ? undefined : held?.[field.name];
    const value = sent[field.name] !== undefined ? sent[field.name] : kept;
    if (value !== undefined) header[field.name] = value;
  }
  return header as StoredHeader;
}

/** The fields that belong to sales orders alone (U_ReadyToDispatch): another type keeps them unset. */
const orderFields = writtenFields.filter((field) => field.shownOn === 'order');

/**
 * Refuses a sales order's own mark set on another type (400, as a transfer's warehouses on an
 * order are): sent unset ('N') it is accepted, since an editor sends every field it holds.
 */
export function refuseFieldsNotOfType(type: DocumentType, sent: Readonly<Record<string, unknown>>): void {
  const problems: FieldTexts = {};
  for (const field of orderFields)
    if (!shownOnType(field, type) && sent[field.name] !== undefined && sent[field.name] !== 'N')
      problems[field.name] = [said('onlyForSalesOrders')];
  if (Object.keys(problems).length) throw validationFailed(problems);
}
