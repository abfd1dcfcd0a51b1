import type { DocumentCreate } from '../../../shared/api/marketing-docs';
import { type DocumentType, namesTwoWarehouses } from '../../../shared/documents/object-types';
import { headerDefaultsOf } from '../../../shared/documents/user-document-defaults';
import type { documents } from '../../db/schema/documents';
import { type FieldTexts, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { CallerProfile, CompanySettings, Partner } from './document-header';
import type { ReadableReferences } from './document-references';
import { writtenHeader } from './written-header';

type StoredHeader = typeof documents.$inferSelect;

/**
 * The header of a new inventory transaction (OIGN, OIGE, OWTQ, OWTR): what was sent, else the
 * base document's (a transfer copied from its request), else the user's defaults. It names a
 * partner only when asked to; it is kept in the local currency at rate 1, without discount, as
 * SAP Business One keeps stock documents. A transfer and its request name the warehouse stock
 * leaves (Filler) and the one it enters (ToWhsCode); the other types name neither.
 */
export function inventoryHeader(from: {
  type: DocumentType;
  input: DocumentCreate;
  partner: Partner | undefined;
  base: StoredHeader | undefined;
  profile: CallerProfile;
  settings: CompanySettings;
  DocDate: string;
}) {
  const { type, input, partner, base, profile, settings } = from;
  const written = writtenHeader(input, base, true);
  const preset = headerDefaultsOf(profile.defaults, type.objectId);
  return {
    ...written,
    CardCode: partner?.CardCode ?? null,
    CardName: partner?.CardName ?? '',
    DocDate: from.DocDate,
    DocDueDate: input.DocDueDate ?? base?.DocDueDate ?? from.DocDate,
    TaxDate: input.TaxDate ?? from.DocDate,
    SlpCode: input.SlpCode ?? base?.SlpCode ?? preset.SlpCode ?? profile.SlpCode ?? -1,
    OwnerCode: input.OwnerCode ?? null,
    BPLId: input.BPLId !== undefined ? input.BPLId : (base?.BPLId ?? preset.BPLId ?? profile.BPLId),
    DocCur: settings.MainCurncy,
    DocRate: '1',
    DiscPrcnt: '0',
    GroupNum: null,
    ShipToCode: null,
    Address2: null,
    PayToCode: null,
    Address: null,
    CntctCode: null,
    Comments: input.Comments ?? null,
  };
}

/**
 * A transfer's two header warehouses, active, readable and apart unless the warehouse keeps bins
 * (a move between two of its bins); none on any other document (a sales order naming a Filler is
 * refused, not stored).
 */
export function checkedWarehouses(
  type: DocumentType,
  written: { Filler?: string | null; ToWhsCode?: string | null },
  active: ReadonlySet<string>,
  references: ReadableReferences,
  binWarehouses: ReadonlySet<string> = new Set(),
): { Filler: string | null; ToWhsCode: string | null } {
  const problems: FieldTexts = {};
  const Filler = written.Filler ?? null;
  const ToWhsCode = written.ToWhsCode ?? null;
  if (!namesTwoWarehouses(type)) {
    if (Filler !== null) problems.Filler = [said('onlyForTransfers')];
    if (ToWhsCode !== null) problems.ToWhsCode = [said('onlyForTransfers')];
  } else {
    for (const [field, code] of [
      ['Filler', Filler],
      ['ToWhsCode', ToWhsCode],
    ] as const) {
      if (code === null) problems[field] = [said('isRequired')];
      else if (!active.has(code) || !references.allows('Warehouse', code))
        problems[field] = [said('notActiveWarehouse', { code })];
    }
    if (Filler !== null && Filler === ToWhsCode && !binWarehouses.has(Filler))
      problems.ToWhsCode = [...(problems.ToWhsCode ?? []), said('mustDifferFromSource')];
  }
  if (Object.keys(problems).length) throw validationFailed(problems);
  return { Filler, ToWhsCode };
}
