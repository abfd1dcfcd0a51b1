import { and, eq, sql } from 'drizzle-orm';
import type { DocumentLine, DocumentUpdate, MarketingDocument } from '../../../shared/api/marketing-docs';
import { documentSchema } from '../../../shared/document-model/document-schemas';
import type { DocumentType } from '../../../shared/documents/object-types';
import { Decimal } from '../../../shared/money/decimal';
import type { Db, Tx } from '../../db/database';
import { insertRows } from '../../db/json-insert';
import { documentLines, documents } from '../../db/schema/documents';
import { asStored } from '../../db/stored-values';
import { AppError, type FieldTexts, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { documentChangeOf } from '../../events/committed-change';
import { type PostingPlan, runPosting } from '../../posting/posting-core';
import type { Caller } from '../../resources/record-store';
import { applyConsumptions, baseKeyOf, distinctKeys } from './base-documents';
import { authorizeDocument, refuseForbiddenDocumentFields } from './document-access';
import { assembleLines } from './document-assembly';
import { auditChange, documentForChange, refuseUnlessOpen, staleDocument } from './document-change';
import { linkOf, type PostingEnvironment, unitCodesOf } from './document-create';
import {
  type CompanySettings,
  callerProfile,
  checkedAddressChanges,
  checkHeaderReferencesAtOnce,
  currencyAndRate,
  today,
} from './document-header';
import { documentJournal } from './document-journal';
import { type LineRequest, loadBaseTemplates, priceLines } from './document-lines';
import {
  type NamedInRequest,
  type NamingHeader,
  namedByDocument,
  type ReadableReferences,
  resolveReferences,
} from './document-references';
import { headerSelect, lineSelect } from './document-select';
import { checkCreditLine, checkPostingDate } from './document-settings';
import { type DocumentKey, lockDocuments, stockLinesOf, stockLinesOfDocument } from './document-store';
import { configuredPricing, documentConfiguration } from './posting-configuration';
import { stockChanges } from './stock-effects';
import { refuseFieldsNotOfType, writtenHeader } from './written-header';

type LineInput = NonNullable<DocumentUpdate['DocumentLines']>[number];

/** How much of a stored line later documents took: they keep it, so it cannot shrink below that. */
const copiedOf = (line: DocumentLine) => Decimal.of(line.Quantity).minus(line.OpenQty);

const keptLine = (line: DocumentLine): LineInput => ({
  LineNum: line.LineNum,
  Quantity: line.Quantity,
  ...(line.BaseType !== null && line.BaseEntry !== null && line.BaseLine !== null
    ? { BaseType: line.BaseType, BaseEntry: line.BaseEntry, BaseLine: line.BaseLine }
    : {}),
});

/**
 * Matches the sent lines to the stored ones by LineNum (a new line gets the next number). A kept
 * line keeps its item, price, tax group and warehouse unless sent; one that changes item or unit
 * is priced again. Refused: a LineNum that is not there, a copied line removed, reduced below what
 * was copied or given another item, and a kept line given another base.
 */
function lineRequests(current: MarketingDocument, inputs: LineInput[]): LineRequest[] {
  const stored = new Map(current.DocumentLines.map((line) => [line.LineNum, line]));
  let next = Math.max(-1, ...current.DocumentLines.map((line) => line.LineNum)) + 1;
  const problems: FieldTexts = {};
  const requests = inputs.map((input, path): LineRequest => {
    const { LineNum, ...rest } = input;
    const old = LineNum === undefined ? undefined : stored.get(LineNum);
    if (LineNum !== undefined && !old)
      problems[`DocumentLines.${path}.LineNum`] = [said('notLineOfDocument', { line: LineNum })];
    const base = linkOf(input) ?? (old && linkOf(old));
    if (old && linkOf(old) && linkOf(input) && JSON.stringify(linkOf(old)) !== JSON.stringify(linkOf(input)))
      problems[`DocumentLines.${path}.BaseType`] = [said('copiedLineKeepsBase')];
    const sameItem = !old || input.ItemCode === undefined || input.ItemCode === old.ItemCode;
    const sameUnit = !old || input.UomEntry === undefined || input.UomEntry === old.UomEntry;
    if (old && copiedOf(old).isPositive()) {
      if (!sameItem) throw copiedLine(current, old, 'item');
      if (copiedOf(old).compare(input.Quantity) > 0) throw copiedLine(current, old, 'reduced');
    }
    return {
      ...rest,
      // A kept line sent without ItemCode keeps its item, also when its unit changes and it is priced again.
      ItemCode: rest.ItemCode ?? old?.ItemCode,
      path,
      LineNum: old ? old.LineNum : next++,
      base,
      template: old && sameItem && sameUnit ? { ...old, WhsCode: old.WhsCode } : undefined,
    };
  });
  if (Object.keys(problems).length) throw validationFailed(problems);
  const keptNums = new Set(requests.map((request) => request.LineNum));
  for (const line of current.DocumentLines)
    if (!keptNums.has(line.LineNum) && copiedOf(line).isPositive())
      throw copiedLine(current, line, 'removed');
  return requests;
}

const copiedLine = (current: MarketingDocument, line: DocumentLine, change: 'item' | 'reduced' | 'removed') =>
  new AppError(
    409,
    'INVALID_STATE',
    said(`lineCopiedCannot_${change}`, {
      line: line.LineNum,
      number: current.DocNum,
      copied: copiedOf(line).toString(),
    }),
  );

/**
 * What an edit names anew, to be judged under the caller's rules: a value the document already
 * holds (a header field or a kept line's item, warehouse or base sent back as it was) is the
 * document's own, and an edit that keeps it is not refused for it.
 */
function namedAnew(
  current: MarketingDocument,
  changes: NamingHeader,
  inputs: LineInput[],
  requests: LineRequest[],
): NamedInRequest {
  const anew = <Value>(sent: Value | undefined, held: Value): Value | undefined =>
    sent === held ? undefined : sent;
  const stored = new Map(current.DocumentLines.map((line) => [line.LineNum, line]));
  const ownLinks = new Set(current.DocumentLines.map((line) => JSON.stringify(linkOf(line) ?? null)));
  return namedByDocument(
    {
      SlpCode: anew(changes.SlpCode, current.SlpCode),
      OwnerCode: anew(changes.OwnerCode, current.OwnerCode),
      BPLId: anew(changes.BPLId, current.BPLId),
      GroupNum: anew(changes.GroupNum, current.GroupNum),
    },
    inputs.map((input) => {
      const old = input.LineNum === undefined ? undefined : stored.get(input.LineNum);
      return {
        ItemCode: anew(input.ItemCode, old?.ItemCode),
        WarehouseCode: anew(input.WarehouseCode, old?.WhsCode ?? undefined),
      };
    }),
    requests.flatMap((request) =>
      request.base && !ownLinks.has(JSON.stringify(request.base)) ? [request.base] : [],
    ),
  );
}

async function updatedHeader(
  tx: Tx,
  current: MarketingDocument,
  changes: Omit<DocumentUpdate, 'version' | 'DocumentLines'>,
  references: ReadableReferences,
  settings: CompanySettings,
) {
  if (changes.DocCur !== undefined && changes.DocCur !== current.DocCur)
    throw validationFailed({ DocCur: [said('currencyFixedOncePosted')] });
  const DocDate = changes.DocDate ?? current.DocDate;
  const rate = await currencyAndRate(tx, settings, {
    DocCur: current.DocCur,
    DocRate:
      changes.DocRate ??
      (changes.DocDate && changes.DocDate !== current.DocDate ? undefined : current.DocRate),
    DocDate,
  });
  const header = {
    ...writtenHeader(changes, current, false),
    DocDate,
    DocDueDate: changes.DocDueDate ?? current.DocDueDate,
    TaxDate: changes.TaxDate ?? current.TaxDate,
    SlpCode: changes.SlpCode ?? current.SlpCode,
    OwnerCode: changes.OwnerCode !== undefined ? changes.OwnerCode : current.OwnerCode,
    BPLId: changes.BPLId !== undefined ? changes.BPLId : current.BPLId,
    DocRate: rate.DocRate,
    DiscPrcnt: changes.DiscPrcnt ?? current.DiscPrcnt,
    GroupNum: changes.GroupNum !== undefined ? changes.GroupNum : current.GroupNum,
  };
  // The names the answer carries joined come with the check, for the contact the edit leaves.
  const joined = await checkHeaderReferencesAtOnce(
    tx,
    { ...header, CntctCode: header.CntctCode ?? null },
    references,
  );
  const anew = <Value>(sent: Value | undefined, held: Value) => (sent === held ? undefined : sent);
  // An inventory transaction without a partner has no addresses or contacts to choose among.
  const texts =
    current.CardCode === null
      ? {}
      : await checkedAddressChanges(
          tx,
          current.CardCode,
          {
            ShipToCode: anew(changes.ShipToCode, current.ShipToCode),
            PayToCode: anew(changes.PayToCode, current.PayToCode),
            CntctCode: anew(changes.CntctCode, current.CntctCode),
          },
          changes,
        );
  return { header: { ...header, ...texts }, joined };
}

/**
 * Edits an open document with the version that was read: header fields, and when sent the whole
 * new set of lines, priced again where new, totals recomputed, what it copies from its bases and
 * its stock figures moved by the difference, all in one transaction with a new version. Posted
 * through the core (runPosting): its configuration from the cache, its stock effects in the core's
 * lock order, the audit row last; the alerts hear of it after commit.
 */
export async function updateDocument(
  db: Db,
  caller: Caller,
  type: DocumentType,
  DocEntry: number,
  input: DocumentUpdate,
  environment: PostingEnvironment,
): Promise<MarketingDocument> {
  const { version, DocumentLines: lineInputs, ...changes } = input;
  refuseFieldsNotOfType(type, changes);
  const key = { ObjType: type.objectId, DocEntry };
  const configuration = await documentConfiguration(environment.cache, environment.accessVersion);
  const { company: settings, settings: docSettings } = configuration;
  return runPosting(
    db,
    async (tx): Promise<PostingPlan<MarketingDocument>> => {
      const current = await documentForChange(tx, caller, type, key, version, 'update');
      refuseUnlessOpen(type, current, 'changed');
      refuseForbiddenDocumentFields(
        caller.ability,
        'update',
        type.subject,
        { ...changes, ...(lineInputs ? { DocumentLines: lineInputs } : {}) },
        current,
      );
      const requests = lineRequests(current, lineInputs ?? current.DocumentLines.map(keptLine));
      const references = await resolveReferences(
        tx,
        caller.ability,
        namedAnew(current, changes, lineInputs ?? [], requests),
      );
      const { header, joined } = await updatedHeader(tx, current, changes, references, settings);
      const oldLinks = current.DocumentLines.flatMap((line) => {
        const link = linkOf(line);
        return link ? [{ ...link, quantity: Decimal.of(line.Quantity).negated() }] : [];
      });
      const bases = distinctKeys(
        [...oldLinks, ...requests.flatMap((request) => (request.base ? [request.base] : []))].map(baseKeyOf),
      );
      await lockDocuments(tx, bases);
      // The document's own lines as they stand are the ones just read with it.
      const before = [...stockLinesOfDocument(current), ...(await stockLinesOf(tx, bases))];
      // Given back: nothing to refuse.
      await applyConsumptions(tx, key, oldLinks, { mayExceed: true });
      const profile = await callerProfile(tx, caller.userId);
      await loadBaseTemplates(
        tx,
        type,
        current.CardCode,
        requests,
        references,
        docSettings.ExceedBase === 'Y',
      );
      if (changes.DocDate !== undefined && changes.DocDate !== current.DocDate)
        checkPostingDate(docSettings, header.DocDate, today());
      const priced = await priceLines(
        tx,
        {
          type,
          CardCode: current.CardCode,
          DocDate: header.DocDate,
          DocCur: current.DocCur,
          DocRate: header.DocRate,
          settings,
          references,
          ...configuredPricing(profile, configuration),
          ...(current.Filler && current.ToWhsCode
            ? { defaultWarehouse: current.ToWhsCode, fromWarehouse: current.Filler }
            : {}),
        },
        requests,
      );
      authorizeDocument(caller.ability, 'update', type.subject, {
        ...current,
        ...header,
        DocumentLines: priced.map((line) => ({
          ItemCode: line.ItemCode,
          WhsCode: line.WhsCode,
          FromWhsCod: line.FromWhsCod,
        })),
      });
      const copied = new Map(current.DocumentLines.map((line) => [line.LineNum, copiedOf(line)]));
      const { rows, amounts } = assembleLines(
        key,
        type,
        priced,
        { ...header, dbSumDec: settings.DBSumDec, priceDec: settings.PriceDec },
        (line) =>
          Decimal.of(line.Quantity)
            .minus(copied.get(line.LineNum) ?? Decimal.zero)
            .toString(),
      );
      // Lines keep the link to the documents they were copied to.
      const targets = new Map(current.DocumentLines.map((line) => [line.LineNum, line]));
      const linked = rows.map((row) => ({
        ...row,
        TargetType: targets.get(row.LineNum)?.TargetType ?? null,
        TrgetEntry: targets.get(row.LineNum)?.TrgetEntry ?? null,
      }));
      if (current.CardCode !== null)
        await checkCreditLine(
          tx,
          docSettings,
          { ObjType: type.objectId, CardCode: current.CardCode, DocTotal: amounts.DocTotal },
          key.DocEntry,
        );
      const newVersion = await replaceDocument(tx, key, version, { ...header, ...amounts }, linked, type);
      await applyConsumptions(
        tx,
        key,
        priced.flatMap((line) => {
          const link = linkOf(line);
          return link ? [{ ...link, quantity: Decimal.of(line.Quantity), LineNum: line.LineNum }] : [];
        }),
        { mayExceed: docSettings.ExceedBase === 'Y' },
      );
      const after = await stockLinesOf(tx, [key, ...bases]);
      return {
        userId: caller.userId,
        stock: stockChanges(before, after),
        journal: documentJournal(key, current, { ...current, ...header, ...amounts }),
        finish: async (finishing) => {
          // Built from what was written, as a new document's answer is: nothing is read back.
          const { DocumentLines: _lines, ...held } = current;
          const units = await unitCodesOf(finishing, linked, current.DocumentLines);
          const stored = documentSchema.parse({
            ...asStored({ ...held, ...header, ...amounts, version: newVersion }, headerSelect, joined),
            DocumentLines: linked.map((row) =>
              asStored(row, lineSelect, {
                UomCode: row.UomEntry == null ? null : (units.get(row.UomEntry) ?? null),
              }),
            ),
          });
          await auditChange(finishing, caller, current, stored);
          return { value: stored };
        },
        committed: documentChangeOf,
      };
    },
    environment.afterCommit,
  );
}

async function replaceDocument(
  tx: Tx,
  key: DocumentKey,
  version: number,
  header: Partial<typeof documents.$inferInsert>,
  rows: (typeof documentLines.$inferInsert)[],
  type: DocumentType,
): Promise<number> {
  const updated = await tx
    .update(documents)
    .set({ ...header, version: sql`${documents.version} + 1`, UpdateDate: sql`now()` })
    .where(
      and(
        eq(documents.ObjType, key.ObjType),
        eq(documents.DocEntry, key.DocEntry),
        eq(documents.version, version),
      ),
    )
    .returning({ version: documents.version });
  const [written] = updated;
  if (!written) throw staleDocument(type);
  await tx
    .delete(documentLines)
    .where(and(eq(documentLines.ObjType, key.ObjType), eq(documentLines.DocEntry, key.DocEntry)));
  await insertRows(tx, documentLines, rows);
  return written.version;
}
