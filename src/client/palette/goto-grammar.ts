import { type DocumentArea, documentTypes, findDocumentType } from '../../shared/documents/object-types';
import { foldText } from './fold-text';

/**
 * A query that names one document by its type and number. The number is the DocNum people see
 * and type, not the DocEntry of its address: see document-number.ts for how it is resolved.
 */
export interface GotoTarget {
  objectId: string;
  /** Digits as typed (leading zeros kept), Arabic-Indic digits made ASCII: a DocNum. */
  number: string;
  area: DocumentArea;
  /** i18n key of the document type's name, for "Open Sales Order 1234", and its English name. */
  nameKey: string;
  name: string;
}

/**
 * SAP Business One abbreviations users type, beyond each type's own `code` in object-types.ts
 * (SQ, SO, DN, RT, DP, IN, CN, PRQ, PQ, PO, GRPO, GR, PI, PC).
 */
const extraCodes: Record<string, string> = { INV: '13', CM: '14', AP: '18', PCM: '19' };

const codeToObjectId = new Map<string, string>([
  ...documentTypes.map((type): [string, string] => [type.code.toLowerCase(), type.objectId]),
  ...Object.entries(extraCodes).map(([code, objectId]): [string, string] => [code.toLowerCase(), objectId]),
]);

/** Document names in every language, by object id: see `documentNamesFrom`. */
export type DocumentNames = ReadonlyMap<string, readonly string[]>;

/** The document names a lookup gives for each type's nameKey, with the English name always in. */
export function documentNamesFrom(namesOf: (nameKey: string) => readonly string[]): DocumentNames {
  return new Map(documentTypes.map((type) => [type.objectId, [type.name, ...namesOf(type.nameKey)]]));
}

/**
 * Inside a name, "A/R" is typed "AR" and "d’achat" "dachat"; between name and number, "#", ":"
 * or "-" stand for a space ("SO-1234", "Sales Order #1234").
 */
const joining = /[/’'.]/g;
const separating = /[-#:_]/g;
const normaliseName = (text: string) =>
  foldText(foldText(text).replace(joining, '').replace(separating, ' '));
const byObjectId = /^(\d{1,10}) ?[/ #:-] ?(\d{1,20})$/;
const byCode = /^([a-z]{2,4}) ?[ #:/-]? ?(\d{1,20})$/;
const afterName = /^ ?(\d{1,20})$/;

function target(objectId: string, number: string): GotoTarget | null {
  const type = findDocumentType(objectId);
  if (!type) return null;
  return {
    objectId,
    number,
    area: type.area,
    nameKey: type.nameKey,
    name: type.name,
  };
}

/**
 * Builds the parser of go-to queries: `17/1234`, `17 1234`, `SO 1234`, `so1234`, and a document
 * name in any language followed by its number ("Sales Order 1234", "Commande client 1234",
 * "أمر مبيعات ١٢٣٤"). Names are matched folded (case, accents, Arabic marks) and longest first.
 */
export function createGotoParser(names: DocumentNames): (query: string) => GotoTarget | null {
  const folded: [string, string][] = [];
  for (const [objectId, list] of names) {
    for (const name of list) {
      const key = normaliseName(name);
      if (key !== '') folded.push([key, objectId]);
    }
  }
  folded.sort((a, b) => b[0].length - a[0].length);

  return (query) => {
    const text = foldText(query);
    if (text === '') return null;
    const numeric = byObjectId.exec(text);
    if (numeric?.[1] && numeric[2]) return target(numeric[1], numeric[2]);
    const coded = byCode.exec(text);
    const codeObjectId = coded?.[1] ? codeToObjectId.get(coded[1]) : undefined;
    if (coded?.[2] && codeObjectId) return target(codeObjectId, coded[2]);
    const named = normaliseName(query);
    for (const [name, objectId] of folded) {
      if (!named.startsWith(name)) continue;
      const number = afterName.exec(named.slice(name.length))?.[1];
      if (number) return target(objectId, number);
    }
    return null;
  };
}
