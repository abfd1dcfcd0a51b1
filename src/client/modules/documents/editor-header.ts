import type { MarketingDocument } from '../../../shared/api/marketing-docs';
import {
  type DocumentCreate,
  type DocumentUpdate,
  documentCreateSchema,
  documentUpdateSchema,
} from '../../../shared/api/marketing-docs';
import type { HeaderDefaults } from '../../../shared/documents/user-document-defaults';
import { normaliseDecimalText } from '../../forms/decimal-text';
import { fieldErrors } from './field-errors';
import { type EditorLine, linesPayload } from './line-editing';

/** The header as the editor's fields hold it: the text of each control. */
export interface EditorHeader {
  CardCode: string;
  CardName: string;
  DocDate: string;
  DocDueDate: string;
  NumAtCard: string;
  SlpCode: string;
  /** The numbering series of a new document (empty: the server's default); shown, not changed, on an edit. */
  Series: string;
  DocCur: string;
  DocRate: string;
  DiscPrcnt: string;
  Comments: string;
}

/** The header fields in the order Tab visits them; remarks come after the lines, beside the totals. */
export const headerFieldOrder = [
  'CardCode',
  'DocDate',
  'DocDueDate',
  'NumAtCard',
  'SlpCode',
  'Series',
  'DocCur',
  'DocRate',
  'DiscPrcnt',
  'Comments',
] as const satisfies readonly (keyof EditorHeader)[];

export const today = () => new Date().toISOString().slice(0, 10);

/** A new document's header; the user's defaults (headerDefaultsOf) fill its series and sales employee. */
export function newHeader(defaults: HeaderDefaults = {}): EditorHeader {
  return {
    CardCode: '',
    CardName: '',
    DocDate: today(),
    DocDueDate: today(),
    NumAtCard: '',
    SlpCode: defaults.SlpCode === undefined ? '' : String(defaults.SlpCode),
    Series: defaults.Series === undefined ? '' : String(defaults.Series),
    DocCur: '',
    DocRate: '',
    DiscPrcnt: '',
    Comments: '',
  };
}

/** A stored document's header as the editor's text: for editing it, or for a copy or duplicate (new dates). */
export function headerOf(document: MarketingDocument, keepDates: boolean): EditorHeader {
  return {
    CardCode: document.CardCode,
    CardName: document.CardName,
    DocDate: keepDates ? document.DocDate : today(),
    DocDueDate: keepDates ? document.DocDueDate : today(),
    NumAtCard: document.NumAtCard ?? '',
    SlpCode: document.SlpCode >= 0 ? String(document.SlpCode) : '',
    // A copy or duplicate is a new document: numbered in the default series unless one is chosen.
    Series: keepDates ? String(document.Series) : '',
    DocCur: document.DocCur,
    DocRate: document.DocRate,
    DiscPrcnt: document.DiscPrcnt,
    Comments: document.Comments ?? '',
  };
}

/** The header fields the wire takes, from the controls' text: empty means "the server's default". */
function headerPayload(header: EditorHeader) {
  const decimal = (text: string) => (text.trim() === '' ? undefined : (normaliseDecimalText(text) ?? text));
  const slpCode = header.SlpCode.trim();
  return {
    DocDate: header.DocDate || undefined,
    DocDueDate: header.DocDueDate || undefined,
    NumAtCard: header.NumAtCard.trim() || null,
    ...(slpCode === '' ? {} : { SlpCode: Number(slpCode) }),
    ...(header.DocCur.trim() === '' ? {} : { DocCur: header.DocCur.trim().toUpperCase() }),
    DocRate: decimal(header.DocRate),
    DiscPrcnt: decimal(header.DiscPrcnt),
    Comments: header.Comments.trim() || null,
  };
}

export type SaveBody =
  | { ok: true; kind: 'create'; body: DocumentCreate }
  | { ok: true; kind: 'update'; body: DocumentUpdate }
  | { ok: false; fields: Record<string, string[]> };

/**
 * The body of POST (create) or PATCH (edit, with the version read), checked by the shared schema
 * the server uses, so a field the server would refuse is shown before anything is sent.
 */
export function saveBody(header: EditorHeader, lines: readonly EditorLine[], version?: number): SaveBody {
  const DocumentLines = linesPayload(lines);
  if (version === undefined) {
    const series = header.Series.trim();
    const parsed = documentCreateSchema.safeParse({
      CardCode: header.CardCode.trim(),
      ...headerPayload(header),
      ...(series === '' ? {} : { Series: Number(series) }),
      DocumentLines: DocumentLines.map(({ LineNum: _lineNum, ...line }) => line),
    });
    return parsed.success
      ? { ok: true, kind: 'create', body: parsed.data }
      : { ok: false, fields: fieldErrors(parsed.error) };
  }
  const parsed = documentUpdateSchema.safeParse({ version, ...headerPayload(header), DocumentLines });
  return parsed.success
    ? { ok: true, kind: 'update', body: parsed.data }
    : { ok: false, fields: fieldErrors(parsed.error) };
}
