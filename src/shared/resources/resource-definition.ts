/**
 * The one description of an entity (a "resource"): its fields with their kinds, labels,
 * validation, defaults, references and enumerations, which fields are searchable, sortable,
 * filterable and editable, and its permission subject and object type. The server's generic
 * routes, the permission checks, GET /doc_model, the grid and the forms all read it.
 *
 * Everything here is plain data (no functions), so the field model travels to the client as the
 * doc model and the same validation runs on both sides.
 */

/** The kinds of field a resource may have; a typed registry per kind lives in field-kinds.ts. */
export const fieldKinds = [
  'text',
  'number',
  'money',
  'percentage',
  'date',
  'enum',
  'reference',
  'boolean',
] as const;
export type FieldKind = (typeof fieldKinds)[number];

/**
 * When a field may be written: always, only when the record is created (a code the user picks),
 * or never (computed by the server: stock figures, balances).
 */
export type Editable = 'always' | 'create' | 'never';

interface FieldBase {
  /** The field's name on the wire and in permission rules: SAP Business One's (ItemCode). */
  name: string;
  /** i18n key of the label; `fields.<name>` when left out. */
  label?: string;
  required?: boolean;
  /**
   * Its column always holds a value though the user may leave the field out (the server then
   * fills it: the next number starts at the first): an explicit null is refused, and a form sends
   * an empty text rather than null.
   */
  notNull?: boolean;
  editable?: Editable;
  /** Shown as a grid column unless the user hides it; false keeps it to the record screen. */
  list?: boolean;
  /** Matched by the list's quick search. */
  searchable?: boolean;
  /** Defaults to true: a list may be sorted and filtered by it. */
  sortable?: boolean;
  filterable?: boolean;
  /** A grid column's starting width in pixels. */
  width?: number;
  /**
   * Read from the record that the named reference field of this record points to, where it has
   * the same name (a price's ItemName through its ItemCode). Such a field is never written.
   */
  via?: string;
}

export interface TextField extends FieldBase {
  kind: 'text';
  maxLength: number;
  /** A code (ItemCode, CardCode): no spaces at either end, matched by prefix in quick search. */
  code?: boolean;
  /** Stored in capitals (codes of some companies). */
  upperCase?: boolean;
  /** Shown across the whole row of the form, in a multi-line box. */
  multiline?: boolean;
  /** Typed without being shown (a new user's initial password); the server never answers it. */
  secret?: boolean;
  default?: string;
}

export interface NumberField extends FieldBase {
  kind: 'number';
  /** Whole numbers travel as JSON numbers; decimals as strings (wire-formats.ts). */
  integer?: boolean;
  min?: number;
  max?: number;
  default?: number | string;
}

/** An amount in a currency: a decimal string, shown with SumDec and stored with DBSumDec. */
export interface MoneyField extends FieldBase {
  kind: 'money';
  /** A unit price (ITM1.Price, AvgPrice): shown with the company's PriceDec instead of SumDec. */
  decimals?: 'price';
  min?: number;
  max?: number;
  /** A field of the same record that holds the currency, or the company's currency. */
  currencyField?: string;
  default?: string;
}

export interface PercentageField extends FieldBase {
  kind: 'percentage';
  min?: number;
  max?: number;
  default?: string;
}

/** A calendar date, YYYY-MM-DD on the wire, picked with the date-picker field. */
export interface DateField extends FieldBase {
  kind: 'date';
  default?: string;
}

export interface EnumField extends FieldBase {
  kind: 'enum';
  options: readonly string[];
  /** i18n key prefix of the options' labels: `<optionLabels>.<option>`. */
  optionLabels: string;
  default?: string;
  /** The options are SAP Business One object codes (17), which a request may send as numbers. */
  objectCodes?: boolean;
}

/** Y or N on the wire, as SAP Business One stores its flags. */
export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: 'Y' | 'N';
}

/** The key of a record of another resource, chosen with a searchable lookup. */
export interface ReferenceField extends FieldBase {
  kind: 'reference';
  resource: string;
  /** Whether the referenced key is a whole number (ItmsGrpCod) or text (CardCode). */
  valueType: 'integer' | 'text';
  maxLength?: number;
  default?: number | string;
}

export type FieldDefinition =
  | TextField
  | NumberField
  | MoneyField
  | PercentageField
  | DateField
  | EnumField
  | BooleanField
  | ReferenceField;

export interface SortEntry {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ResourceDefinition {
  /** The name in API paths and query keys: kebab-case, plural (`items`, `price-lists`). */
  name: string;
  /** The CASL subject the rules name (Item). */
  subject: string;
  /** SAP Business One's object type, when it has one (4 item, 2 partner, 6 price list). */
  objectType?: string;
  /** The field that identifies a record. */
  key: string;
  /** The server numbers new records (max + 1) instead of the user typing the key. */
  generatedKey?: boolean;
  /** The field that names a record in titles, lookups and the palette. */
  labelField: string;
  fields: readonly FieldDefinition[];
  /**
   * What a lookup shows of each match after its key and label to help the user choose, in this
   * order (a partner's city, balance and credit line; an item's stock): fields of this resource,
   * each left out where the caller may not read it.
   */
  lookup?: readonly string[];
  defaultSort: readonly SortEntry[];
  /**
   * A resource whose records belong to one record of another (an item's price in a price list):
   * its list and records sit under the parent's key. A generated key is numbered within the
   * parent (as SAP numbers lines), unless `uniqueKey`: the key then names the record on its own
   * and is numbered across all parents (SAP's CntctCode, which documents name alone).
   * A child is read only where its parent is readable under the caller's rules, and written only
   * where the parent allows `writeNeeds` (update by default: an address is part of its partner,
   * so who may not change the partner may not change its addresses; `read` for a record of its
   * own kept under the parent, as warehouse staff set an item's minimum stock in their warehouses
   * without the right to change the item).
   */
  parent?: { resource: string; field: string; uniqueKey?: boolean; writeNeeds?: 'update' | 'read' };
  /** A Y/N field that marks a record active: deactivating is the safe way to retire it. */
  activeField?: string;
  /** Whether records may be created and deleted through the generic routes. */
  creatable?: boolean;
  deletable?: boolean;
}

/**
 * Keeps the literal types of a definition (field names, the key) while checking its shape, so a
 * typo in `key` or `labelField` is a compile error.
 */
export function defineResource<const Definition extends ResourceDefinition>(
  definition: Definition & {
    key: Definition['fields'][number]['name'];
    labelField: Definition['fields'][number]['name'];
    lookup?: readonly Definition['fields'][number]['name'][];
  },
): Definition {
  return definition;
}

/**
 * A code the user types when creating a record and never changes (CurrCode, BankCode): required,
 * searched by prefix, written on create only.
 */
export function codeField<const Name extends string>(
  name: Name,
  maxLength: number,
  extra: Partial<Omit<TextField, 'name' | 'kind'>> = {},
): TextField & { name: Name } {
  return {
    name,
    kind: 'text',
    maxLength,
    code: true,
    required: true,
    editable: 'create',
    searchable: true,
    ...extra,
  };
}

/** The key of a company-wide settings record (one row, Code 1), never typed and never listed. */
export const settingsCodeField = {
  name: 'Code',
  label: 'fields.SettingsCode',
  kind: 'number',
  integer: true,
  editable: 'never',
  list: false,
} as const satisfies NumberField;

export function fieldOf(definition: ResourceDefinition, name: string): FieldDefinition | undefined {
  return definition.fields.find((field) => field.name === name);
}

export function labelKeyOf(field: FieldDefinition): string {
  return field.label ?? `fields.${field.name}`;
}

export const editableOf = (field: FieldDefinition): Editable => field.editable ?? 'always';
export const isSortable = (field: FieldDefinition): boolean => field.sortable ?? true;
export const isFilterable = (field: FieldDefinition): boolean => field.filterable ?? true;
export const isListed = (field: FieldDefinition): boolean => field.list ?? true;
