import { and, eq, inArray } from 'drizzle-orm';
import type { DocumentCreate, MarketingDocument } from '../../../shared/api/marketing-docs';
import { documentSchema } from '../../../shared/document-model/document-schemas';
import { type DocumentType, isInventoryType } from '../../../shared/documents/object-types';
import { partnerHeaderDefaultsOf } from '../../../shared/documents/partner-document-defaults';
import type { LineAllocation } from '../../../shared/documents/stock-allocations';
import { headerDefaultsOf } from '../../../shared/documents/user-document-defaults';
import { Decimal } from '../../../shared/money/decimal';
import type { Db, Tx } from '../../db/database';
import { insertRows } from '../../db/json-insert';
import { documentLines, documents } from '../../db/schema/documents';
import { unitsOfMeasure } from '../../db/schema/inventory';
import { asStored } from '../../db/stored-values';
import { validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { documentChangeOf } from '../../events/committed-change';
import type { ConfigurationCache } from '../../posting/configuration-cache';
import { type AfterCommit, type Posting, type PostingPlan, runPosting } from '../../posting/posting-core';
import { writeAudit } from '../../resources/audit-trail';
import type { Caller } from '../../resources/record-store';
import { holdForApproval, matchingTemplate } from './approval/approval-requests';
import {
  applyConsumptions,
  type BaseLink,
  baseKeyOf,
  type Consumption,
  distinctKeys,
} from './base-documents';
import { reconcileCreditMemo } from './credit-memo-reconciliation';
import { authorizeDocument, refuseForbiddenDocumentFields } from './document-access';
import { assembleLines, type LineRow } from './document-assembly';
import {
  type CallerProfile,
  type CompanySettings,
  checkedPartnerWithBook,
  checkHeaderReferencesAtOnce,
  checkPartnerChoices,
  currencyAndRate,
  openingRead,
  type Partner,
  partnerCurrency,
  partnerDocumentFacts,
  readPartnerWithBook,
  today,
} from './document-header';
import { documentJournal } from './document-journal';
import { type LineRequest, loadBaseTemplates, priceLines } from './document-lines';
import { namedByDocument, resolveReferences } from './document-references';
import { headerSelect, lineSelect } from './document-select';
import { checkCreditLine, checkPostingDate } from './document-settings';
import { type DocumentKey, lockDocuments, stockLinesOf } from './document-store';
import { checkedWarehouses, inventoryHeader } from './inventory-header';
import { chooseCachedSeries, numberingClosing, provisionalDocNum } from './numbering';
import { binWarehousesOf, configuredPricing, documentConfiguration } from './posting-configuration';
import { allocationOf, withAllocations, withRequestedAllocations } from './stock-allocations';
import { type StockLine, stockChanges } from './stock-effects';
import { refuseFieldsNotOfType, writtenHeader } from './written-header';

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
  const facts = await partnerDocumentFacts(tx, partner.CardCode, from.GroupNum, partner.preloaded);
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
    throw validationFailed({ DocCur: [said('mustBeBaseCurrency', { currency: base.DocCur })] });
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
 * Where a transfer's lines move stock by default: out of its header's Filler, into its ToWhsCode
 * (WTR1 as SAP Business One fills it); the other documents keep the user's default warehouse.
 */
const transferWarehouses = (header: { Filler?: string | null; ToWhsCode?: string | null }) =>
  header.Filler && header.ToWhsCode
    ? { defaultWarehouse: header.ToWhsCode, fromWarehouse: header.Filler }
    : {};

/** What a posting needs from the server beside the request: its configuration cache and after-commit queue. */
export interface PostingEnvironment {
  cache: ConfigurationCache;
  /** The access version the request's session lookup read: the configuration's version. */
  accessVersion: number;
  afterCommit?: AfterCommit;
}

/** What the new lines take from their base lines. */
const consumptionsOf = (rows: LineRow[]): Consumption[] =>
  rows.flatMap((row) =>
    row.BaseType && row.BaseEntry != null && row.BaseLine != null
      ? [
          {
            BaseType: row.BaseType,
            BaseEntry: row.BaseEntry,
            BaseLine: row.BaseLine,
            quantity: Decimal.of(row.Quantity),
            LineNum: row.LineNum,
          },
        ]
      : [],
  );

/** The lines of the new document as the stock effects judge them (posted, open). */
const stockLinesOfNew = (
  key: DocumentKey,
  rows: LineRow[],
  header: { DocDate: string; CardCode: string | null },
  Draft: 'Y' | 'N',
  allocations: readonly (LineAllocation | undefined)[] = [],
): StockLine[] =>
  rows.map((row) => ({
    allocation: allocations[row.LineNum],
    LineTotal: row.LineTotal,
    BaseEntry: row.BaseEntry ?? null,
    BaseLine: row.BaseLine ?? null,
    ObjType: key.ObjType,
    DocEntry: key.DocEntry,
    LineNum: row.LineNum,
    ItemCode: row.ItemCode,
    WhsCode: row.WhsCode ?? null,
    FromWhsCod: row.FromWhsCod ?? null,
    Quantity: row.Quantity,
    OpenQty: row.OpenQty,
    NumPerMsr: row.NumPerMsr ?? '1',
    StockPrice: row.StockPrice ?? '0',
    LineStatus: row.LineStatus ?? 'O',
    BaseType: row.BaseType ?? null,
    DocStatus: 'O',
    CANCELED: 'N',
    Draft,
    DocDate: header.DocDate,
    CardCode: header.CardCode,
  }));

/**
 * The units of measure the lines name, by entry: the answer carries their codes. Those `known`
 * lines already carry (an edited document's own) are not read again.
 */
export async function unitCodesOf(
  tx: Tx,
  rows: readonly { UomEntry?: number | null }[],
  known: readonly { UomEntry: number | null; UomCode: string | null }[] = [],
): Promise<Map<number, string>> {
  const codes = new Map(
    known.flatMap((line) =>
      line.UomEntry == null || line.UomCode == null ? [] : [[line.UomEntry, line.UomCode] as const],
    ),
  );
  const entries = [
    ...new Set(
      rows.flatMap((row) => (row.UomEntry == null || codes.has(row.UomEntry) ? [] : [row.UomEntry])),
    ),
  ];
  if (entries.length === 0) return codes;
  const found = await tx
    .select({ UomEntry: unitsOfMeasure.UomEntry, UomCode: unitsOfMeasure.UomCode })
    .from(unitsOfMeasure)
    .where(inArray(unitsOfMeasure.UomEntry, entries));
  for (const row of found) codes.set(row.UomEntry, row.UomCode);
  return codes;
}

/**
 * Checks, prices, posts and numbers a new document through the posting core (runPosting): one
 * transaction, its configuration from the cache, its stock effects in the core's lock order, and
 * its number and audit row in the last statement. The answer is built from what was written, not
 * read back; the alerts hear of it after commit, from the queue.
 */
export async function createDocument(
  db: Db,
  caller: Caller,
  type: DocumentType,
  input: DocumentCreate,
  environment: PostingEnvironment,
): Promise<MarketingDocument> {
  return runPosting(
    db,
    await documentCreation(db, caller, type, input, environment),
    environment.afterCommit,
  );
}

/**
 * A new document as a posting the core runs: on its own (createDocument) or beside others in one
 * transaction (a count's receipt and issue, runPostings).
 */
export async function documentCreation(
  db: Db,
  caller: Caller,
  type: DocumentType,
  input: DocumentCreate,
  environment: PostingEnvironment,
): Promise<Posting<MarketingDocument>> {
  const { DocumentLines: lineInputs, Series, ...headerInput } = input;
  const inventory = isInventoryType(type);
  // Only an inventory transaction may leave its partner out (it names warehouses instead).
  const CardCode = input.CardCode ?? undefined;
  if (CardCode === undefined && !inventory) throw validationFailed({ CardCode: [said('isRequired')] });
  refuseFieldsNotOfType(type, input);
  const configuration = await documentConfiguration(environment.cache, environment.accessVersion);
  const { company: settings, settings: docSettings } = configuration;
  return async (tx): Promise<PostingPlan<MarketingDocument>> => {
    // The partner's statement leaves with the opening read; it is judged once the references are known.
    const opening = openingRead(tx, caller.userId, type.objectId);
    const partnerRead =
      CardCode === undefined ? undefined : readPartnerWithBook(tx, CardCode, input.GroupNum);
    const { profile, DocEntry } = await opening;
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
    const partner =
      partnerRead && CardCode !== undefined
        ? await checkedPartnerWithBook(partnerRead, CardCode, type.area, references)
        : undefined;
    await loadBaseTemplates(
      tx,
      type,
      partner?.CardCode ?? null,
      requests,
      references,
      docSettings.ExceedBase === 'Y',
    );
    const base = await baseHeader(tx, baseKeys[0]);
    const asked =
      partner && !inventory
        ? await newHeader(tx, { input, partner, base, profile, settings, objectId: type.objectId })
        : inventoryHeader({
            type,
            input,
            partner,
            base,
            profile,
            settings,
            DocDate: input.DocDate ?? today(),
          });
    const header = {
      ...asked,
      ...checkedWarehouses(
        type,
        asked,
        new Set(configuration.warehouses.map((warehouse) => warehouse.WhsCode)),
        references,
        binWarehousesOf(configuration.warehouses),
      ),
    };
    const { DocDate, DocCur, DocRate } = header;
    checkPostingDate(docSettings, DocDate, today());
    // Awaited together, the two reads share a round trip (the connection pipelines); the
    // header's answer comes first, so its refusal still wins over the lines'.
    const [joinedNames, priced] = await Promise.all([
      checkHeaderReferencesAtOnce(tx, header, references),
      priceLines(
        tx,
        {
          type,
          CardCode: partner?.CardCode ?? null,
          DocDate,
          DocCur,
          DocRate,
          settings,
          references,
          ...configuredPricing(profile, configuration),
          ...transferWarehouses(header),
        },
        requests,
      ),
    ]);
    const wouldBe = {
      ...header,
      ObjType: type.objectId,
      DocStatus: 'O',
      CANCELED: 'N',
      Draft: 'N',
      DocumentLines: priced.map((line) => ({
        ItemCode: line.ItemCode,
        WhsCode: line.WhsCode,
        FromWhsCod: line.FromWhsCod,
      })),
    };
    // Fields are judged on the document as it would be stored: a rule's conditions (SlpCode) need it.
    refuseForbiddenDocumentFields(
      caller.ability,
      'create',
      type.subject,
      { ...headerInput, DocumentLines: lineInputs },
      wouldBe,
    );
    authorizeDocument(caller.ability, 'create', type.subject, wouldBe);
    const series = chooseCachedSeries(
      configuration.series,
      type.objectId,
      Series ?? ownSeries,
      header.BPLId,
      references,
    );
    const key = { ObjType: type.objectId, DocEntry };
    const { rows, amounts } = assembleLines(
      key,
      type,
      priced,
      { ...header, dbSumDec: settings.DBSumDec, priceDec: settings.PriceDec },
      (line) => line.Quantity,
    );
    if (partner)
      await checkCreditLine(tx, docSettings, {
        ObjType: type.objectId,
        CardCode: partner.CardCode,
        DocTotal: amounts.DocTotal,
      });
    const headerRow = {
      ...key,
      Series: series,
      DocNum: provisionalDocNum(DocEntry),
      ...header,
      ...amounts,
    };
    const units = await unitCodesOf(tx, rows);
    const answerOf = (Draft: 'Y' | 'N', WddStatus: string): MarketingDocument =>
      documentSchema.parse({
        ...asStored({ ...headerRow, Draft, WddStatus }, headerSelect, joinedNames),
        DocumentLines: rows.map((row) =>
          asStored(row, lineSelect, {
            UomCode: row.UomEntry == null ? null : (units.get(row.UomEntry) ?? null),
          }),
        ),
      });
    // The approval templates judge the document as it would be stored; only one that none of
    // them holds back is posted, in this same transaction.
    // With no active template (the cached list), nothing is built to be judged.
    const template =
      configuration.approvalTemplates.length === 0
        ? undefined
        : await matchingTemplate(
            tx,
            configuration.approvalTemplates,
            caller.userId,
            answerOf('N', '-'),
            partner?.CardCode ?? '',
          );
    const Draft = template ? 'Y' : 'N';
    // The header and its lines leave together (the connection pipelines). A posting with no base
    // and no approval lets the core send its stock statement behind them (PostingPlan.written);
    // a held draft or a copy waits for them, since what follows writes beside them.
    const written = Promise.all([
      insertRows(tx, documents, [{ ...headerRow, Draft }]),
      // A held document keeps what its lines named of batches, serials and bins for its posting.
      insertRows(tx, documentLines, template ? withRequestedAllocations(rows, lineInputs) : rows),
    ]).then(() => undefined);
    written.catch(() => undefined);
    const alone = !template && baseKeys.length === 0;
    if (!alone) await written;
    const audit = (after: MarketingDocument) => ({
      userId: caller.userId,
      resource: documentAuditResource,
      recordKey: `${key.ObjType}/${key.DocEntry}`,
      action: 'create' as const,
      before: null,
      after,
    });
    const committed = (document: MarketingDocument) => documentChangeOf(document);
    const held = template && (await holdForApproval(tx, caller.userId, answerOf('Y', '-'), template));
    if (held)
      return {
        userId: caller.userId,
        stock: [],
        journal: [],
        finish: async (finishing) => {
          await writeAudit(finishing, audit(held));
          return { value: held };
        },
        committed,
      };
    // Posted at once: its base lines' quantities, then its stock effects, then its number.
    const before = await stockLinesOf(tx, baseKeys);
    if (baseKeys.length)
      await applyConsumptions(tx, key, consumptionsOf(rows), { mayExceed: docSettings.ExceedBase === 'Y' });
    const after = baseKeys.length ? await stockLinesOf(tx, baseKeys) : [];
    // A credit memo copied from invoices is applied against them (the bases are locked above).
    const reconciled = baseKeys.length ? await reconcileCreditMemo(tx, key, caller.userId) : undefined;
    const posted = reconciled ? { ...answerOf('N', '-'), ...reconciled } : answerOf('N', '-');
    return {
      userId: caller.userId,
      ...(alone ? { written } : {}),
      stock: stockChanges(before, [
        ...after,
        ...stockLinesOfNew(key, rows, headerRow, 'N', lineInputs.map(allocationOf)),
      ]),
      journal: documentJournal(key, null, headerRow),
      finish: async (_tx, stock) => {
        const answer = withAllocations(posted, key, stock);
        const numbering = numberingClosing(db, key, series, audit(answer));
        return { closing: { ...numbering, read: (rows) => ({ ...answer, DocNum: numbering.read(rows) }) } };
      },
      committed,
    };
  };
}
