import type { TFunction } from 'i18next';
import { documentFieldModel } from '../../../shared/api/document-field-model';
import type { MarketingDocument } from '../../../shared/api/marketing-docs';
import {
  type DocumentCreate,
  type DocumentUpdate,
  documentCreateSchema,
  documentUpdateSchema,
} from '../../../shared/api/marketing-docs';
import type { FieldModel } from '../../../shared/api/resources';
import {
  type ChoiceTextFieldName,
  choiceHeaderFields,
  type DocumentField,
  type EditorHeaderFieldName,
  editorHeaderFields,
  shownOnType,
} from '../../../shared/document-model/document-definition';
import type { DocumentType } from '../../../shared/documents/object-types';
import type { HeaderDefaults } from '../../../shared/documents/user-document-defaults';
import { zodFieldErrors } from '../../../shared/i18n/zod-issue-message';
import { normaliseDecimalText } from '../../forms/decimal-text';
import { type EditorLine, linesPayload } from './line-editing';

/**
 * The header as the editor's fields hold it: the text of each control, the partner's name and the
 * laid-out text of the chosen addresses (shown under their choice, never sent: the server lays
 * them out).
 */
export type EditorHeader = Record<EditorHeaderFieldName | 'CardName' | ChoiceTextFieldName, string>;

/** The header fields the chosen addresses are laid out in (Address2, Address). */
const choiceTextFields: readonly ChoiceTextFieldName[] = choiceHeaderFields.flatMap((field) =>
  'text' in field.choices ? [field.choices.text] : [],
);

type EditorPlacement = (typeof editorHeaderFields)[number]['editor'];

const placedIn = (placement: EditorPlacement): readonly EditorHeaderFieldName[] =>
  editorHeaderFields.filter((field) => field.editor === placement).map((field) => field.name);

/** The fields above the lines, in the order Tab visits them: whose document, when, which series. */
export const headerFieldOrder = placedIn('header');

/** The fields below the lines, beside the totals, visited after the lines: the less used ones. */
export const footerFieldOrder = placedIn('footer');

/**
 * The editor's fields of one place a type's documents show: an inventory transaction shows its
 * warehouses where a marketing document shows its partner, currency and discount.
 */
export const editorFieldsFor = (
  type: DocumentType,
  placement: EditorPlacement,
): readonly EditorHeaderFieldName[] =>
  editorHeaderFields
    .filter((field) => field.editor === placement && shownOnType(field as DocumentField, type))
    .map((field) => field.name);

/** The fields that take two columns: a partner's or sales employee's name shows beside the key. */
export const wideEditorFields: ReadonlySet<EditorHeaderFieldName> = new Set(
  editorHeaderFields.filter((field) => 'editorWide' in field).map((field) => field.name),
);

/** The editor's fields as the field editors take them, by name, from the document definition. */
export const headerFieldModels = Object.fromEntries(
  editorHeaderFields.map((field) => [
    field.name,
    documentFieldModel(field, { readable: true, writable: true }),
  ]),
) as Record<EditorHeaderFieldName, FieldModel>;

export const today = () => new Date().toISOString().slice(0, 10);

/** What a field holds before anything is chosen: a date is today, the rest empty. */
const startText = (field: DocumentField) => (field.kind === 'date' ? today() : '');

/** A stored value as a control's text; the "none" of a NOT NULL column (SlpCode -1) is empty. */
function textOf(field: DocumentField, value: unknown): string {
  if (value === null || value === undefined || value === field.none) return '';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A new document's header; the user's defaults (headerDefaultsOf) fill its series and sales employee. */
export function newHeader(defaults: HeaderDefaults = {}): EditorHeader {
  const given = defaults as Readonly<Record<string, unknown>>;
  const header: Record<string, string> = { CardName: '' };
  for (const field of editorHeaderFields as readonly DocumentField[])
    header[field.name] =
      given[field.name] === undefined ? startText(field) : textOf(field, given[field.name]);
  for (const name of choiceTextFields) header[name] = '';
  return header as EditorHeader;
}

/**
 * A stored document's header as the editor's text: for editing it (`keepDates`), or for a copy or
 * duplicate, a new document whose `fresh` fields (dates, series) start anew.
 */
export function headerOf(document: MarketingDocument, keepDates: boolean): EditorHeader {
  const stored = document as unknown as Readonly<Record<string, unknown>>;
  const header: Record<string, string> = { CardName: document.CardName };
  for (const field of editorHeaderFields as readonly DocumentField[])
    header[field.name] = !keepDates && field.fresh ? startText(field) : textOf(field, stored[field.name]);
  for (const name of choiceTextFields) header[name] = document[name] ?? '';
  return header as EditorHeader;
}

/** A control's text as the wire takes it; undefined leaves the field out ("the server's default"). */
function wireValueOf(field: DocumentField, text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return field.notNull || field.required ? undefined : null;
  switch (field.kind) {
    case 'number':
    case 'reference':
      if (field.kind === 'reference' && field.valueType === 'text') return trimmed;
      if (field.kind === 'reference' || field.integer)
        return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
      return normaliseDecimalText(text) ?? text;
    case 'money':
    case 'percentage':
      return normaliseDecimalText(text) ?? text;
    case 'text':
      return field.upperCase ? trimmed.toUpperCase() : trimmed;
    default:
      return trimmed;
  }
}

/**
 * The header fields the wire takes, from the controls' text: on a create, those set once too;
 * `leaveOut` the server fills or keeps (a partner's default the user did not choose).
 */
function headerPayload(header: EditorHeader, create: boolean, leaveOut: ReadonlySet<string>) {
  const payload: Record<string, unknown> = {};
  for (const field of editorHeaderFields as readonly DocumentField[]) {
    if ((!create && field.editable === 'create') || leaveOut.has(field.name)) continue;
    const value = wireValueOf(field, header[field.name as EditorHeaderFieldName]);
    if (value !== undefined) payload[field.name] = value;
  }
  return payload;
}

export type SaveBody =
  | { ok: true; kind: 'create'; body: DocumentCreate }
  | { ok: true; kind: 'update'; body: DocumentUpdate }
  | { ok: false; fields: Record<string, string[]> };

/** Issues carry the value refused, so a missing one says Required (zod-issue-message.ts). */
const checked = { reportInput: true };

/**
 * The body of POST (create) or PATCH (edit, with the version read), checked by the shared schema
 * the server uses, so a field the server would refuse is shown before anything is sent, in the
 * user's language. The fields named in `leaveOut` are not sent.
 */
export function saveBody(
  header: EditorHeader,
  lines: readonly EditorLine[],
  t: TFunction,
  version?: number,
  leaveOut: ReadonlySet<string> = new Set(),
): SaveBody {
  const DocumentLines = linesPayload(lines);
  if (version === undefined) {
    const parsed = documentCreateSchema.safeParse(
      {
        ...headerPayload(header, true, leaveOut),
        DocumentLines: DocumentLines.map(({ LineNum: _lineNum, ...line }) => line),
      },
      checked,
    );
    return parsed.success
      ? { ok: true, kind: 'create', body: parsed.data }
      : { ok: false, fields: zodFieldErrors(parsed.error, t) };
  }
  const parsed = documentUpdateSchema.safeParse(
    { version, ...headerPayload(header, false, leaveOut), DocumentLines },
    checked,
  );
  return parsed.success
    ? { ok: true, kind: 'update', body: parsed.data }
    : { ok: false, fields: zodFieldErrors(parsed.error, t) };
}
