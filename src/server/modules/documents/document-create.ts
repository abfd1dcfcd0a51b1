import { and, eq } from 'drizzle-orm';
import type { DocumentCreate, MarketingDocument } from '../../../shared/api/marketing-docs';
import { defaultWarehouseOf } from '../../../shared/documents/default-warehouse';
import type { DocumentType } from '../../../shared/documents/object-types';
import { partnerHeaderDefaultsOf } from '../../../shared/documents/partner-document-defaults';
import { headerDefaultsOf } from '../../../shared/documents/user-document-defaults';
import { authorizeRecord, refuseForbiddenFields } from '../../access/record-checks';
import type { Db, Tx } from '../../db/database';
import { documentLines, documents } from '../../db/schema/documents';
import { warehouses } from '../../db/schema/inventory';
import { validationFailed } from '../../errors/app-error';
import { writeAudit } from '../../resources/audit-trail';
import type { Caller } from '../../resources/record-store';
import { holdForApproval } from './approval/approval-requests';
import { type BaseLink, baseKeyOf, distinctKeys } from './base-documents';
import { assembleLines } from './document-assembly';
import {
  type CallerProfile,
  type CompanySettings,
  callerProfile,
  checkedPartner,
  checkHeaderReferences,
  checkPartnerChoices,
  companySettings,
  currencyAndRate,
  type Partner,
  partnerCurrency,
  partnerDocumentFacts,
  today,
} from './document-header';
import { type LineRequest, loadBaseTemplates, priceLines } from './document-lines';
import { postDraft } from './document-posting';
import { namedByDocument, resolveReferences } from './document-references';
import { checkCreditLine, checkPostingDate, documentSettings } from './document-settings';
import { type DocumentKey, lockDocuments, readDocument } from './document-store';
import { chooseSeries, provisionalDocNum, takeDocEntry } from './numbering';
import { writtenHeader } from './written-header';

/** The audit trail's name for marketing documents; record keys are "<ObjType>/<DocEntry>". */
export const documentAuditResource = 'marketing-docs';

export const linkOf = (line: {
  BaseType?: string | null;
  BaseEntry?: number | null;
  BaseLine?: number | null;
}): BaseLink | undefined =>
  line.BaseType && line.BaseEntry != null && line.BaseLine != null
    ? { BaseType: line.BaseType, BaseEntry: line.BaseEntry, BaseLine: line.BaseLine }
    : undefined;

/** The warehouse a line without one takes (the rule both the editor and the server apply). */
export async function defaultWarehouse(tx: Tx, profile: CallerProfile): Promise<string | undefined> {
  if (profile.warehouses[0] && !profile.defaultsWarehouse) return profile.warehouses[0];
  const active = await tx
    .select({ WhsCode: warehouses.WhsCode, BPLId: warehouses.BPLId })
    .from(warehouses)
    .where(eq(warehouses.Inactive, 'N'))
    .orderBy(warehouses.WhsCode);
  return defaultWarehouseOf(profile, active);
}

async function baseHeader(tx: Tx, key: DocumentKey | undefined) {
  if (!key) return undefined;
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.ObjType, key.ObjType), eq(documents.DocEntry, key.DocEntry)));
  return row;
}

type StoredHeader = typeof documents.$inferSelect;

/**
 * The due date, ship-to and bill-to addresses and contact person of a new document, by the rule the
 * editor shows them with (partner-document-defaults.ts): what was sent (refused unless the
 * partner's own), else the base document's, else the partner's defaults; the due date from the
 * document's payment terms.
 */
async function partnerDefaults(
  tx: Tx,
  from: {
    input: DocumentCreate;
    partner: Partner;
    base: StoredHeader | undefined;
    DocDate: string;
    GroupNum: number | null;
  },
) {
  const { input, base, partner } = from;
  const facts = await partnerDocumentFacts(tx, partner.CardCode, from.GroupNum);
  // What a copy sends back as its base holds it was judged when the base was written.
  const anew = <Value>(sent: Value | undefined, held: Value | undefined) =>
    base && sent === held ? undefined : sent;
  await checkPartnerChoices(
    tx,
    partner.CardCode,
    {
      ShipToCode: anew(input.ShipToCode, base?.ShipToCode),
      PayToCode: anew(input.PayToCode, base?.PayToCode),
      CntctCode: anew(input.CntctCode, base?.CntctCode),
    },
    facts,
  );
  const asked = <Value>(sent: Value | undefined, held: Value | undefined) =>
    sent !== undefined ? sent : base ? held : undefined;
  const defaults = partnerHeaderDefaultsOf(
    { DocDate: from.DocDate, ...facts, defaultContact: partner.CntctPrsn },
    {
      shipTo: { code: asked(input.ShipToCode, base?.ShipToCode) },
      billTo: { code: asked(input.PayToCode, base?.PayToCode) },
      contact: asked(input.CntctCode, base?.CntctCode),
    },
  );
  // A copy keeps the address texts of its base, which may have been edited there, unless it
  // names another address than its base's (the editor sends back the base's name).
  const text = (
    sent: string | null | undefined,
    code: { sent: unknown; held: unknown },
    held: string | null | undefined,
    found: string | null,
  ) =>
    sent !== undefined ? sent : (code.sent === undefined || code.sent === code.held) && held ? held : found;
  return {
    DocDueDate: input.DocDueDate ?? defaults.DocDueDate,
    ShipToCode: defaults.ShipToCode,
    Address2: text(
      input.Address2,
      { sent: input.ShipToCode, held: base?.ShipToCode },
      base?.Address2,
      defaults.Address2,
    ),
    PayToCode: defaults.PayToCode,
    Address: text(
      input.Address,
      { sent: input.PayToCode, held: base?.PayToCode },
      base?.Address,
      defaults.Address,
    ),
    CntctCode: defaults.CntctCode,
  };
}

/** The new document's header: what was sent, else the base document's, else the partner's or user's. */
async function newHeader(
  tx: Tx,
  from: {
    input: DocumentCreate;
    partner: Partner;
    base: StoredHeader | undefined;
    profile: CallerProfile;
    settings: CompanySettings;
    objectId: string;
  },
) {
  const { input, partner, base, profile, settings } = from;
  // The user's defaults, by the rule the editor shows them with.
  const preset = headerDefaultsOf(profile.defaults, from.objectId);
  const DocDate = input.DocDate ?? today();
  const { DocCur, DocRate } = await currencyAndRate(tx, settings, {
    DocCur: input.DocCur ?? base?.DocCur ?? (await partnerCurrency(tx, partner, settings)),
    DocRate: input.DocRate,
    DocDate,
  });
  if (base && base.DocCur !== DocCur)
    throw validationFailed({ DocCur: [`must be ${base.DocCur}, the base document's currency`] });
  const given = <Value>(value: Value | undefined, otherwise: Value): Value =>
    value !== undefined ? value : otherwise;
  const GroupNum = given(input.GroupNum, base?.GroupNum ?? partner.GroupNum);
  const fromPartner = await partnerDefaults(tx, { input, partner, base, DocDate, GroupNum });
  return {
    ...writtenHeader(input, base, true),
    CardCode: partner.CardCode,
    CardName: partner.CardName,
    DocDate,
    DocDueDate: fromPartner.DocDueDate,
    TaxDate: input.TaxDate ?? DocDate,
    SlpCode: input.SlpCode ?? base?.SlpCode ?? preset.SlpCode ?? profile.SlpCode ?? partner.SlpCode ?? -1,
    OwnerCode: input.OwnerCode ?? null,
    BPLId: given(input.BPLId, base?.BPLId ?? preset.BPLId ?? profile.BPLId),
    DocCur,
    DocRate,
    DiscPrcnt: input.DiscPrcnt ?? base?.DiscPrcnt ?? '0',
    GroupNum,
    ShipToCode: fromPartner.ShipToCode,
    Address2: fromPartner.Address2,
    PayToCode: fromPartner.PayToCode,
    Address: fromPartner.Address,
    CntctCode: fromPartner.CntctCode,
    Comments: input.Comments ?? null,
  };
}

/**
 * Checks, prices, posts and numbers a new document in one transaction; answers it as stored. The
 * numbering series is locked only by the last writes (numberDocument, the audit row).
 */
export async function createDocument(
  db: Db,
  caller: Caller,
  type: DocumentType,
  input: DocumentCreate,
): Promise<MarketingDocument> {
  const { DocumentLines: lineInputs, Series, ...headerInput } = input;
  return db.transaction(async (tx) => {
    const profile = await callerProfile(tx, caller.userId);
    const settings = await companySettings(tx);
    const docSettings = await documentSettings(tx);
    const requests: LineRequest[] = lineInputs.map((line, path) => ({
      ...line,
      path,
      LineNum: path,
      base: linkOf(line),
    }));
    const baseKeys = distinctKeys(
      requests.flatMap((request) => (request.base ? [baseKeyOf(request.base)] : [])),
    );
    await lockDocuments(tx, baseKeys);
    // The series of the caller's own defaults is theirs to use, whoever may read the series.
    const ownSeries = headerDefaultsOf(profile.defaults, type.objectId).Series;
    const references = await resolveReferences(
      tx,
      caller.ability,
      namedByDocument(
        { ...input, Series: Series === ownSeries ? undefined : Series },
        lineInputs,
        requests.flatMap((request) => (request.base ? [request.base] : [])),
      ),
    );
    const partner = await checkedPartner(tx, input.CardCode, type.area, references);
    await loadBaseTemplates(tx, type, partner.CardCode, requests, references, docSettings.ExceedBase === 'Y');
    const base = await baseHeader(tx, baseKeys[0]);
    const header = await newHeader(tx, { input, partner, base, profile, settings, objectId: type.objectId });
    const { DocDate, DocCur, DocRate } = header;
    checkPostingDate(docSettings, DocDate, today());
    await checkHeaderReferences(tx, header, references);
    const priced = await priceLines(
      tx,
      {
        type,
        CardCode: partner.CardCode,
        DocDate,
        DocCur,
        DocRate,
        settings,
        defaultWarehouse: await defaultWarehouse(tx, profile),
        fallbackPriceList: profile.defaults?.PriceList ?? null,
        references,
      },
      requests,
    );
    const wouldBe = {
      ...header,
      ObjType: type.objectId,
      DocStatus: 'O',
      CANCELED: 'N',
      Draft: 'N',
      DocumentLines: priced.map((line) => ({ ItemCode: line.ItemCode, WhsCode: line.WhsCode })),
    };
    // Fields are judged on the document as it would be stored: a rule's conditions (SlpCode) need it.
    refuseForbiddenFields(
      caller.ability,
      'create',
      type.subject,
      { ...headerInput, DocumentLines: lineInputs },
      wouldBe,
    );
    authorizeRecord(caller.ability, 'create', type.subject, wouldBe);
    const series = await chooseSeries(tx, type.objectId, Series ?? ownSeries, header.BPLId, references);
    // DocEntry holds no lock; DocNum is taken last (numbering.ts), so creations of one type
    // queue on their series only for the final statements, not for the whole posting.
    const key = { ObjType: type.objectId, DocEntry: await takeDocEntry(tx, type.objectId) };
    const { rows, amounts } = assembleLines(
      key,
      type,
      priced,
      { ...header, dbSumDec: settings.DBSumDec, priceDec: settings.PriceDec },
      (line) => line.Quantity,
    );
    await checkCreditLine(tx, docSettings, {
      ObjType: type.objectId,
      CardCode: partner.CardCode,
      DocTotal: amounts.DocTotal,
    });
    // Stored as a draft first: the approval templates judge it as stored, and only a document
    // that none of them holds back is posted (document-posting.ts), in this same transaction.
    await tx.insert(documents).values({
      ...key,
      Series: series,
      DocNum: provisionalDocNum(key.DocEntry),
      Draft: 'Y',
      ...header,
      ...amounts,
    });
    await tx.insert(documentLines).values(rows);
    const draft = await readDocument(tx, key);
    if (!draft) throw new Error(`document ${key.ObjType}/${key.DocEntry} vanished after its insert`);
    const held = await holdForApproval(tx, caller.userId, draft, partner.CardCode);
    const stored = held ?? (await postDraft(tx, key, caller.userId, { checkBases: false }));
    await writeAudit(tx, {
      userId: caller.userId,
      resource: documentAuditResource,
      recordKey: `${key.ObjType}/${key.DocEntry}`,
      action: 'create',
      before: null,
      after: stored,
    });
    return stored;
  });
}
