import { and, eq } from 'drizzle-orm';
import type { AppAbility } from '../../../shared/access/app-ability';
import { findDocumentType } from '../../../shared/documents/object-types';
import { documentConditionColumns } from '../../access/document-rule-columns';
import { type KeyedSubject, keyedSubject, type RecordKey, readableKeys } from '../../access/readable-keys';
import type { DbOrTx } from '../../db/database';
import { documents, numberingSeries } from '../../db/schema/documents';
import { paymentTerms } from '../../db/schema/finance';
import { items, warehouses } from '../../db/schema/inventory';
import { branches, employees, salesEmployees } from '../../db/schema/organisation';
import { businessPartners } from '../../db/schema/partners';
import type { BaseLink } from './base-documents';

/** The records a document request may name besides its base documents, by permission subject. */
const referencedSubjects = {
  BusinessPartner: keyedSubject('BusinessPartner', businessPartners, businessPartners.CardCode),
  Item: keyedSubject('Item', items, items.ItemCode),
  Warehouse: keyedSubject('Warehouse', warehouses, warehouses.WhsCode),
  SalesEmployee: keyedSubject('SalesEmployee', salesEmployees, salesEmployees.SlpCode),
  Employee: keyedSubject('Employee', employees, employees.empID),
  Branch: keyedSubject('Branch', branches, branches.BPLId),
  PaymentTerm: keyedSubject('PaymentTerm', paymentTerms, paymentTerms.GroupNum),
  DocumentNumbering: keyedSubject('DocumentNumbering', numberingSeries, numberingSeries.Series),
} satisfies Record<string, KeyedSubject>;

export type ReferencedSubject = keyof typeof referencedSubjects;

/** Posted documents of one type, under that type's subject and the document rule columns. */
function documentsOfType(objectType: string): KeyedSubject | undefined {
  const type = findDocumentType(objectType);
  if (!type) return undefined;
  return {
    subject: type.subject,
    table: documents,
    key: documents.DocEntry,
    columns: documentConditionColumns,
    scope: and(eq(documents.ObjType, objectType), eq(documents.Draft, 'N')),
  };
}

/** What a request names: keys by subject, and the base documents its lines copy. */
export interface NamedInRequest {
  keys: Partial<Record<ReferencedSubject, readonly (RecordKey | null | undefined)[]>>;
  bases?: readonly BaseLink[];
}

/**
 * The references a request names, resolved under the caller's read rules before any of them is
 * used. Each check that looks a reference up asks `allows` beside "does it exist", and refuses an
 * unreadable one with the very words it refuses a missing one with. A key the request did not name
 * (a default taken from the partner, the base or the user) is not judged here.
 */
export interface ReadableReferences {
  allows(subject: ReferencedSubject, key: RecordKey): boolean;
  allowsBase(link: Pick<BaseLink, 'BaseType' | 'BaseEntry'>): boolean;
}

/**
 * The caller's first rule for reading the subject (CASL's highest priority) allows every record
 * and field: nothing to ask the database (one statement less a subject per posting).
 */
function readsEveryRecord(ability: AppAbility, subject: string): boolean {
  const [first] = ability.rulesFor('read', subject);
  return first !== undefined && !first.inverted && !first.conditions && !first.fields;
}

const present = (keys: readonly (RecordKey | null | undefined)[]): RecordKey[] =>
  keys.filter((key): key is RecordKey => key !== null && key !== undefined);

/**
 * One query per subject named (and per base document type), whatever the number of lines: a
 * thousand-line copy asks about its items once and its base orders once.
 */
export async function resolveReferences(
  db: DbOrTx,
  ability: AppAbility,
  named: NamedInRequest,
): Promise<ReadableReferences> {
  const asked = new Map<ReferencedSubject, { keys: Set<RecordKey>; readable: Set<RecordKey> }>();
  for (const [subject, keys] of Object.entries(named.keys) as [ReferencedSubject, RecordKey[]][]) {
    const wanted = new Set(present(keys));
    // Every record of the subject is readable: whether the key exists is the caller's own check.
    if (wanted.size === 0 || readsEveryRecord(ability, referencedSubjects[subject].subject)) continue;
    asked.set(subject, {
      keys: wanted,
      readable: await readableKeys<RecordKey>(db, ability, referencedSubjects[subject], wanted),
    });
  }
  const entriesByType = new Map<string, Set<number>>();
  for (const link of named.bases ?? [])
    entriesByType.set(link.BaseType, (entriesByType.get(link.BaseType) ?? new Set()).add(link.BaseEntry));
  const readableBases = new Set<string>();
  for (const [objectType, entries] of entriesByType) {
    const target = documentsOfType(objectType);
    if (!target) continue;
    for (const entry of await readableKeys(db, ability, target, entries))
      readableBases.add(`${objectType}/${entry}`);
  }
  return {
    allows: (subject, key) => {
      const resolved = asked.get(subject);
      return !resolved?.keys.has(key) || resolved.readable.has(key);
    },
    allowsBase: (link) =>
      !entriesByType.get(link.BaseType)?.has(link.BaseEntry) ||
      readableBases.has(`${link.BaseType}/${link.BaseEntry}`),
  };
}

/** The header fields of a document request that name records, as create and update take them. */
export interface NamingHeader {
  CardCode?: string | null;
  SlpCode?: number;
  OwnerCode?: number | null;
  BPLId?: number | null;
  GroupNum?: number | null;
  Series?: number;
  /** An inventory transfer's two warehouses. */
  Filler?: string | null;
  ToWhsCode?: string | null;
}

/**
 * What a document request names: its header's references, its lines' items and warehouses, and
 * the base lines it copies. SlpCode -1 is SAP's "no sales employee", not a record.
 */
export function namedByDocument(
  header: NamingHeader,
  lines: readonly { ItemCode?: string; WarehouseCode?: string; FromWarehouseCode?: string }[],
  bases: readonly BaseLink[],
): NamedInRequest {
  return {
    keys: {
      BusinessPartner: [header.CardCode ?? undefined],
      SalesEmployee: [header.SlpCode === -1 ? undefined : header.SlpCode],
      Employee: [header.OwnerCode],
      Branch: [header.BPLId],
      PaymentTerm: [header.GroupNum],
      DocumentNumbering: [header.Series],
      Item: lines.map((line) => line.ItemCode),
      Warehouse: [
        header.Filler,
        header.ToWhsCode,
        ...lines.flatMap((line) => [line.WarehouseCode, line.FromWarehouseCode]),
      ],
    },
    bases,
  };
}
