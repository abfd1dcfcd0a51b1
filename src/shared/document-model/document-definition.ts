import type { DocumentValueKind } from '../documents/document-columns';
import {
  type DocumentType,
  documentObjectIds,
  isInventoryType,
  namesTwoWarehouses,
} from '../documents/object-types';
import { priceSources } from '../documents/price-sources';
import type { FieldDefinition } from '../resources/resource-definition';

/**
 * The one description of a marketing document (SAP's ORDR/RDR1, ODLN/DLN1, ...): its header and
 * line fields with their kinds, limits, who may write them and when, and where each one shows.
 * The wire schemas (document-schemas.ts), the server's select lists and the document model
 * (GET /doc_model/{objectId}), the list and line columns, the PDF, the view and the editor's
 * header all read it. Adding a header field is one entry here and one migration.
 *
 * Fields are resource fields (resource-definition.ts), so the field editors, the doc model and
 * the permission checks treat them alike, with what documents add below.
 */

/**
 * A header field whose choices are records of a child resource of the record another header field
 * names: the ship-to addresses, bill-to addresses or contact persons of the document's partner.
 * The editor offers them (a select, reloaded as the partner changes), and the field takes the
 * partner's default by the rule of partner-document-defaults.ts until the user chooses.
 */
export interface ChildChoices {
  /** The child resource offered; its definition's `parent` says which of its fields names the parent. */
  resource: 'partner-addresses' | 'contact-persons';
  /** The header field holding the parent's key. */
  within: 'CardCode';
  /** The child's field whose value the header field stores. */
  value: string;
  /** Fixed conditions on the child's fields, as the list endpoint filters by them (AdresType S). */
  where?: Readonly<Record<string, string>>;
  /** The header field holding the chosen record laid out as text, shown read-only under the choice. */
  text?: string;
}

interface DocumentFieldPlacement {
  /** How its value reads; the field's kind decides when left out (document-columns.ts). */
  display?: DocumentValueKind;
  /** Only in a whole document's answer, not in the rows of a list. */
  detail?: boolean;
  /** A column of the documents list (header) or of the document's lines grid (line). */
  column?: { width: number; sortable?: boolean };
  /** Printed: in the PDF's header block, or as a line column this many points wide. */
  pdf?: true | { width: number };
  /**
   * In the view's header block (left out when empty); 'one-line': a multi-line text (an address)
   * with its lines joined by commas, so the block stays short in a narrow pane.
   */
  view?: boolean | 'one-line';
  /**
   * Where the editor shows it, as SAP Business One lays out a marketing document: in the header
   * above the lines (whose document, when, which series), or in the footer below them, beside the
   * totals (the less used fields: sales employee, currency and rate, discount, remarks). Tab visits
   * the header, the lines, then the footer; a narrow pane keeps the lines in view under the header.
   */
  editor?: 'header' | 'footer';
  /** Two columns of the editor's header or footer: the record's name shows beside its code. */
  editorWide?: true;
  /** Left out of the answer for callers whose rules forbid it (cost and profit). */
  hideable?: boolean;
  /** Written under another name: the Service Layer's UnitPrice for PriceBefDi. */
  input?: string;
  /** Above zero: NUMERIC holds 0.0000001 as 0, so a rate or quantity must be above it. */
  positive?: boolean;
  /** Exactly this many characters (a currency code). */
  length?: number;
  /** A copy or duplicate starts from the default, not from the copied document's value. */
  fresh?: boolean;
  /** The wire value that means "none" in a NOT NULL column (SAP's SlpCode -1); the editor shows it empty. */
  none?: number;
  /** Chosen among the partner's own records (its addresses, its contacts): see ChildChoices. */
  choices?: ChildChoices;
  /**
   * Which documents the editor shows it on: `partner`, those naming a business partner (sales and
   * purchasing: an inventory transaction has no partner, currency or discount of its own);
   * `transfer`, those moving stock between two warehouses; `order`, sales orders alone (the
   * server refuses such a field set on another type). Left out, every document.
   */
  shownOn?: 'partner' | 'transfer' | 'order';
}

export type DocumentField = FieldDefinition & DocumentFieldPlacement;

const never = { editable: 'never' } as const;

/** One of the partner's addresses of a type, its name stored and its text laid out into `text`. */
const addressChoice = <const Text extends string>(AdresType: 'S' | 'B', text: Text) =>
  ({
    resource: 'partner-addresses',
    within: 'CardCode',
    value: 'Address',
    where: { AdresType },
    text,
  }) as const;

/** The header (ORDR, ODLN, ...), in the order the view, the PDF and the editor read it. */
export const documentHeaderFields = [
  { name: 'ObjType', kind: 'text', maxLength: 20, notNull: true, ...never },
  { name: 'DocEntry', kind: 'number', integer: true, notNull: true, ...never },
  {
    name: 'DocNum',
    kind: 'number',
    integer: true,
    notNull: true,
    ...never,
    column: { width: 100, sortable: true },
    pdf: true,
    display: 'code',
  },
  {
    name: 'DocStatus',
    kind: 'enum',
    options: ['O', 'C'],
    optionLabels: 'documents.status',
    notNull: true,
    ...never,
    display: 'status',
    column: { width: 110 },
  },
  { name: 'CANCELED', kind: 'boolean', notNull: true, ...never },
  { name: 'Draft', kind: 'boolean', notNull: true, ...never },
  { name: 'WddStatus', kind: 'text', maxLength: 1, notNull: true, ...never },
  {
    name: 'CardCode',
    kind: 'reference',
    resource: 'business-partners',
    valueType: 'text',
    maxLength: 15,
    // Required of sales and purchasing documents (document-create.ts); an inventory transaction
    // names warehouses instead and stores none.
    editable: 'create',
    display: 'code',
    column: { width: 110, sortable: true },
    pdf: true,
    view: true,
    editor: 'header',
    editorWide: true,
    shownOn: 'partner',
  },
  {
    name: 'Filler',
    kind: 'reference',
    resource: 'warehouses',
    valueType: 'text',
    maxLength: 8,
    label: 'FromWarehouse',
    editable: 'create',
    detail: true,
    display: 'code',
    pdf: true,
    view: true,
    editor: 'header',
    shownOn: 'transfer',
  },
  {
    name: 'ToWhsCode',
    kind: 'reference',
    resource: 'warehouses',
    valueType: 'text',
    maxLength: 8,
    label: 'ToWarehouse',
    editable: 'create',
    detail: true,
    display: 'code',
    pdf: true,
    view: true,
    editor: 'header',
    shownOn: 'transfer',
  },
  {
    name: 'CardName',
    kind: 'text',
    maxLength: 100,
    notNull: true,
    ...never,
    column: { width: 240, sortable: true },
    pdf: true,
    view: true,
  },
  {
    name: 'DocDate',
    kind: 'date',
    notNull: true,
    column: { width: 110, sortable: true },
    pdf: true,
    view: true,
    editor: 'header',
    fresh: true,
  },
  {
    name: 'DocDueDate',
    kind: 'date',
    notNull: true,
    column: { width: 110, sortable: true },
    pdf: true,
    view: true,
    editor: 'header',
    fresh: true,
  },
  { name: 'TaxDate', kind: 'date', notNull: true, detail: true },
  {
    name: 'NumAtCard',
    kind: 'text',
    maxLength: 100,
    code: true,
    column: { width: 140 },
    pdf: true,
    view: true,
    editor: 'header',
    shownOn: 'partner',
  },
  {
    name: 'CntctCode',
    kind: 'reference',
    resource: 'contact-persons',
    valueType: 'integer',
    detail: true,
    editor: 'header',
    choices: { resource: 'contact-persons', within: 'CardCode', value: 'CntctCode', where: { Active: 'Y' } },
    shownOn: 'partner',
  },
  { name: 'CntctName', kind: 'text', maxLength: 50, via: 'CntctCode', ...never, detail: true, view: true },
  {
    name: 'SlpCode',
    kind: 'reference',
    resource: 'sales-employees',
    valueType: 'integer',
    notNull: true,
    editor: 'footer',
    editorWide: true,
    none: -1,
  },
  {
    name: 'SlpName',
    kind: 'text',
    maxLength: 155,
    via: 'SlpCode',
    ...never,
    column: { width: 160 },
    view: true,
  },
  {
    name: 'Series',
    kind: 'reference',
    resource: 'numbering-series',
    valueType: 'integer',
    notNull: true,
    positive: true,
    editable: 'create',
    editor: 'footer',
    fresh: true,
  },
  { name: 'OwnerCode', kind: 'number', integer: true, detail: true },
  { name: 'BPLId', kind: 'reference', resource: 'branches', valueType: 'integer' },
  {
    name: 'DocCur',
    kind: 'text',
    maxLength: 3,
    length: 3,
    code: true,
    upperCase: true,
    notNull: true,
    column: { width: 80 },
    pdf: true,
    view: true,
    editor: 'footer',
    shownOn: 'partner',
  },
  {
    name: 'DocRate',
    kind: 'number',
    notNull: true,
    positive: true,
    detail: true,
    editor: 'footer',
    shownOn: 'partner',
  },
  {
    name: 'DiscPrcnt',
    kind: 'percentage',
    min: 0,
    max: 100,
    notNull: true,
    label: 'HeaderDiscPrcnt',
    detail: true,
    editor: 'footer',
    shownOn: 'partner',
  },
  { name: 'DiscSum', kind: 'money', notNull: true, ...never, detail: true },
  { name: 'DiscSumFC', kind: 'money', notNull: true, ...never, detail: true },
  { name: 'VatSum', kind: 'money', notNull: true, ...never },
  { name: 'VatSumFC', kind: 'money', notNull: true, ...never, detail: true },
  {
    name: 'DocTotal',
    kind: 'money',
    notNull: true,
    ...never,
    column: { width: 140, sortable: true },
  },
  { name: 'DocTotalFC', kind: 'money', notNull: true, ...never, detail: true },
  { name: 'PaidToDate', kind: 'money', notNull: true, ...never },
  {
    name: 'GroupNum',
    kind: 'reference',
    resource: 'payment-terms',
    valueType: 'integer',
    detail: true,
  },
  {
    name: 'ShipToCode',
    kind: 'text',
    maxLength: 50,
    detail: true,
    editor: 'footer',
    choices: addressChoice('S', 'Address2'),
    shownOn: 'partner',
  },
  {
    name: 'Address2',
    kind: 'text',
    maxLength: 254,
    multiline: true,
    detail: true,
    pdf: true,
    view: 'one-line',
  },
  {
    name: 'PayToCode',
    kind: 'text',
    maxLength: 50,
    detail: true,
    editor: 'footer',
    choices: addressChoice('B', 'Address'),
    shownOn: 'partner',
  },
  {
    name: 'Address',
    kind: 'text',
    maxLength: 254,
    multiline: true,
    detail: true,
    pdf: true,
    view: 'one-line',
  },
  {
    // The order is ready to leave (issue 23): it joins the dispatcher's open items. SAP Business
    // One keeps such marks as user fields, hence the U_ name; a delivery copied from the order
    // starts without it (`fresh`), as it has no such field.
    name: 'U_ReadyToDispatch',
    kind: 'boolean',
    notNull: true,
    // Not a list column (the list's columns serve every type): a whole document's field.
    detail: true,
    display: 'flag',
    view: true,
    editor: 'footer',
    shownOn: 'order',
    fresh: true,
  },
  {
    name: 'Comments',
    kind: 'text',
    maxLength: 254,
    multiline: true,
    view: true,
    editor: 'footer',
  },
  { name: 'version', kind: 'number', integer: true, notNull: true, ...never },
] as const satisfies readonly DocumentField[];

/** The lines (RDR1, DLN1, ...), in the order the lines grid and the PDF read them. */
export const documentLineFields = [
  {
    name: 'LineNum',
    kind: 'number',
    integer: true,
    notNull: true,
    editable: 'always',
    display: 'lineNumber',
    column: { width: 56 },
  },
  {
    name: 'ItemCode',
    kind: 'reference',
    resource: 'items',
    valueType: 'text',
    maxLength: 50,
    notNull: true,
    display: 'code',
    column: { width: 120 },
    pdf: { width: 66 },
  },
  {
    name: 'Dscription',
    kind: 'text',
    maxLength: 200,
    multiline: true,
    notNull: true,
    column: { width: 240 },
    pdf: { width: 137 },
  },
  {
    name: 'Quantity',
    kind: 'number',
    required: true,
    notNull: true,
    positive: true,
    display: 'quantity',
    column: { width: 100 },
    pdf: { width: 48 },
  },
  { name: 'OpenQty', kind: 'number', notNull: true, ...never, display: 'quantity', column: { width: 100 } },
  {
    name: 'UomCode',
    kind: 'text',
    maxLength: 20,
    via: 'UomEntry',
    ...never,
    display: 'code',
    pdf: { width: 40 },
  },
  {
    name: 'PriceBefDi',
    kind: 'money',
    min: 0,
    notNull: true,
    input: 'UnitPrice',
    display: 'price',
    column: { width: 120 },
    pdf: { width: 64 },
  },
  {
    name: 'DiscPrcnt',
    kind: 'percentage',
    min: 0,
    max: 100,
    notNull: true,
    input: 'DiscountPercent',
    display: 'percent',
    column: { width: 90 },
    pdf: { width: 52 },
  },
  { name: 'Price', kind: 'money', notNull: true, ...never, display: 'price', column: { width: 120 } },
  {
    name: 'VatGroup',
    kind: 'reference',
    resource: 'tax-groups',
    valueType: 'text',
    maxLength: 8,
    display: 'code',
    column: { width: 90 },
    pdf: { width: 42 },
  },
  { name: 'VatPrcnt', kind: 'percentage', notNull: true, ...never },
  {
    name: 'WhsCode',
    kind: 'reference',
    resource: 'warehouses',
    valueType: 'text',
    maxLength: 8,
    input: 'WarehouseCode',
    display: 'code',
    column: { width: 100 },
  },
  {
    name: 'FromWhsCod',
    kind: 'reference',
    resource: 'warehouses',
    valueType: 'text',
    maxLength: 8,
    input: 'FromWarehouseCode',
    display: 'code',
  },
  {
    name: 'TotalFrgn',
    kind: 'money',
    notNull: true,
    ...never,
    column: { width: 130 },
    pdf: { width: 66 },
  },
  { name: 'LineTotal', kind: 'money', notNull: true, ...never },
  { name: 'VatSumFrgn', kind: 'money', notNull: true, ...never },
  { name: 'VatSum', kind: 'money', notNull: true, ...never },
  { name: 'UomEntry', kind: 'reference', resource: 'units-of-measure', valueType: 'integer', positive: true },
  { name: 'NumPerMsr', kind: 'number', notNull: true, ...never },
  {
    name: 'PriceSource',
    kind: 'enum',
    options: priceSources,
    optionLabels: 'documents.priceSource',
    notNull: true,
    ...never,
    column: { width: 160 },
  },
  {
    name: 'LineStatus',
    kind: 'enum',
    options: ['O', 'C'],
    optionLabels: 'documents.status',
    notNull: true,
    ...never,
    display: 'status',
    column: { width: 100 },
  },
  { name: 'StockPrice', kind: 'money', notNull: true, ...never, hideable: true },
  { name: 'GrssProfit', kind: 'money', notNull: true, ...never, hideable: true },
  {
    name: 'BaseType',
    kind: 'enum',
    options: documentObjectIds,
    optionLabels: 'documents.objectTypes',
    objectCodes: true,
  },
  { name: 'BaseEntry', kind: 'number', integer: true, min: 1 },
  { name: 'BaseLine', kind: 'number', integer: true, min: 0 },
  { name: 'TargetType', kind: 'text', maxLength: 20, ...never },
  { name: 'TrgetEntry', kind: 'number', integer: true, ...never },
] as const satisfies readonly DocumentField[];

export type DocumentHeaderFieldName = (typeof documentHeaderFields)[number]['name'];
export type DocumentLineFieldName = (typeof documentLineFields)[number]['name'];

/** The header (ORDR) fields the editor shows, above or below the lines, in the definition's order. */
export const editorHeaderFields = documentHeaderFields.filter(
  (field): field is Extract<(typeof documentHeaderFields)[number], { editor: 'header' | 'footer' }> =>
    'editor' in field,
);
export type EditorHeaderFieldName = (typeof editorHeaderFields)[number]['name'];

type ChoiceField = Extract<(typeof editorHeaderFields)[number], { choices: ChildChoices }>;
/** The editor's fields chosen among the partner's own records (its addresses and contacts). */
export const choiceHeaderFields = editorHeaderFields.filter(
  (field): field is ChoiceField => 'choices' in field,
);
export type ChoiceFieldName = ChoiceField['name'];
/** The header fields holding a choice laid out as text (Address2, Address): shown, never typed. */
export type ChoiceTextFieldName = Extract<ChoiceField['choices'], { text: string }>['text'];

/** The i18n key of a document field's label: `documents.fields.<label or name>`. */
export const documentLabelKey = (field: { name: string; label?: string }) =>
  `documents.fields.${field.label ?? field.name}`;

/** The sales order's object id, the one type a `shownOn: 'order'` field belongs to. */
export const salesOrderObjectId = '17';

/** Whether the editor shows a field on documents of a type (the field's `shownOn`). */
export function shownOnType(
  field: { readonly shownOn?: DocumentField['shownOn'] },
  type: DocumentType,
): boolean {
  if (field.shownOn === 'partner') return !isInventoryType(type);
  if (field.shownOn === 'transfer') return namesTwoWarehouses(type);
  if (field.shownOn === 'order') return type.objectId === salesOrderObjectId;
  return true;
}
