import { type DocumentField, documentHeaderFields } from '../../../shared/document-model/document-definition';
import type { documents } from '../../db/schema/documents';

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
 * creation are left as they are.
 */
export function writtenHeader(
  sent: Readonly<Record<string, unknown>>,
  held: Readonly<Record<string, unknown>> | undefined,
  creating: boolean,
): StoredHeader {
  const header: Record<string, unknown> = {};
  for (const field of writtenFields) {
    if (!creating && field.editable === 'create') continue;
    const value = sent[field.name] !== undefined ? sent[field.name] : held?.[field.name];
    if (value !== undefined) header[field.name] = value;
  }
  return header as StoredHeader;
}
