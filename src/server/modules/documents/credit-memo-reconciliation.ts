import { sql } from 'drizzle-orm';
import { Decimal, sumOf } from '../../../shared/money/decimal';
import type { Tx } from '../../db/database';
import { reconciliationLines, reconciliations } from '../../db/schema/reconciliations';
import { paidInDocumentCurrencySql } from '../../posting/paid-in-document-currency';
import type { DocumentKey } from './document-store';

/** The invoice type a credit memo is applied against, and the side each posts to the partner. */
const memoOf: Record<string, { invoice: string; memoSide: 'C' | 'D'; invoiceSide: 'C' | 'D' }> = {
  '14': { invoice: '13', memoSide: 'C', invoiceSide: 'D' },
  '19': { invoice: '18', memoSide: 'D', invoiceSide: 'C' },
};

/** The invoices a memo is applied against: only they can be held by a reconciliation. */
const invoiceTypes = new Set(Object.values(memoOf).map((kind) => kind.invoice));

/** A document as the reconciliation reads it: its totals and what is paid of it in both currencies. */
type Reconciled = {
  ObjType: string;
  DocEntry: number;
  CardCode: string;
  DocDate: string;
  DocCur: string;
  DocRate: string;
  DocTotal: string;
  DocTotalFC: string;
  PaidToDate: string;
  /** What payments and reconciliations took of it in its own currency (a foreign-currency document). */
  PaidFC: string;
  CANCELED: string;
  Draft: string;
  MainCurncy: string;
  DBSumDec: number;
};

/** The open amount of a document in its own currency (local: DocTotal − PaidToDate). */
function openOf(document: Reconciled) {
  return document.DocCur === document.MainCurncy
    ? Decimal.of(document.DocTotal).minus(document.PaidToDate)
    : Decimal.of(document.DocTotalFC).minus(document.PaidFC);
}

/**
 * SAP Business One's reconciliation of a credit memo with the invoices it was copied from, in the
 * posting's own transaction, after the memo took their quantities: the memo is applied against
 * each base invoice in key order up to what the invoice has open (in the document currency, each
 * document's local figure at its own rate; the one that closes takes exactly what it had open), so
 * both PaidToDate rise by it and a document nothing is left open of closes. What the memo has left
 * (the invoice was already paid) stays open on it: a credit the partner holds. One reconciliation
 * (OITR/ITR1) records it; it writes no journal entry. The base invoices are locked already (the
 * copy locked them), and the update is conditional besides: an invoice is never taken past its
 * total, whatever ran beside it.
 */
export async function reconcileCreditMemo(
  tx: Tx,
  key: DocumentKey,
  userId: number | null,
): Promise<{ PaidToDate: string; DocStatus: 'O' | 'C' } | undefined> {
  const kind = memoOf[key.ObjType];
  if (!kind) return undefined;
  const { rows } = await tx.execute<Reconciled>(sql`
    select d.obj_type as "ObjType", d.doc_entry as "DocEntry", d.card_code as "CardCode",
      to_char(d.doc_date, 'YYYY-MM-DD') as "DocDate", d.doc_cur as "DocCur", d.doc_rate::text as "DocRate",
      d.doc_total::text as "DocTotal", d.doc_total_fc::text as "DocTotalFC", d.paid_to_date::text as "PaidToDate",
      ${paidInDocumentCurrencySql()}::text as "PaidFC", d.canceled as "CANCELED", d.draft as "Draft",
      c.main_curncy as "MainCurncy", c.db_sum_dec as "DBSumDec"
    from documents d cross join (select main_curncy, db_sum_dec from company limit 1) c
    where (d.obj_type = ${key.ObjType} and d.doc_entry = ${key.DocEntry})
      or (d.obj_type = ${kind.invoice} and d.doc_entry in (
        select l.base_entry from document_lines l
        where l.obj_type = ${key.ObjType} and l.doc_entry = ${key.DocEntry} and l.base_type = ${kind.invoice}))
    order by d.obj_type = ${key.ObjType} desc, d.doc_entry`);
  const [memo, ...invoices] = rows;
  if (!memo || memo.ObjType !== key.ObjType || invoices.length === 0) return undefined;
  const places = memo.DBSumDec;
  let memoLeft = openOf(memo);
  let memoBookLeft = Decimal.of(memo.DocTotal).minus(memo.PaidToDate);
  const applications: { document: Reconciled; fc: Decimal; local: Decimal; closes: boolean }[] = [];
  for (const invoice of invoices) {
    if (!memoLeft.isPositive()) break;
    if (invoice.CANCELED !== 'N' || invoice.Draft !== 'N' || invoice.DocCur !== memo.DocCur) continue;
    const open = openOf(invoice);
    if (!open.isPositive()) continue;
    const fc = Decimal.min(memoLeft, open);
    const closes = fc.equals(open);
    const local = closes
      ? Decimal.of(invoice.DocTotal).minus(invoice.PaidToDate)
      : fc.times(invoice.DocRate).round(places);
    applications.push({ document: invoice, fc, local, closes });
    memoLeft = memoLeft.minus(fc);
  }
  if (applications.length === 0) return undefined;
  const memoFC = sumOf(applications.map((application) => application.fc));
  const memoCloses = memoLeft.isZero();
  const memoLocal = memoCloses
    ? memoBookLeft
    : Decimal.min(memoBookLeft, memoFC.times(memo.DocRate).round(places));
  memoBookLeft = memoBookLeft.minus(memoLocal);
  const all = [{ document: memo, fc: memoFC, local: memoLocal, closes: memoCloses }, ...applications];
  // Conditional: a document is never taken past its total (the rows are locked; this says so too).
  // No version is moved: the copy moved the invoices' in this transaction, and the memo's answer
  // gives its own.
  const updated = await tx.execute<{ doc_entry: number }>(sql`
    update documents d set paid_to_date = d.paid_to_date + c.amount,
      doc_status = case when c.closes then 'C' else d.doc_status end,
      update_date = now()
    from unnest(${sql.param(all.map((entry) => entry.document.ObjType))}::text[],
      ${sql.param(all.map((entry) => entry.document.DocEntry))}::int[],
      ${sql.param(all.map((entry) => entry.local.toString()))}::numeric[],
      ${sql.param(all.map((entry) => entry.closes))}::boolean[]) as c(obj_type, doc_entry, amount, closes)
    where d.obj_type = c.obj_type and d.doc_entry = c.doc_entry and d.paid_to_date + c.amount <= d.doc_total
    returning d.doc_entry`);
  if (updated.rows.length !== all.length)
    throw new Error(`credit memo ${key.ObjType}/${key.DocEntry} would take an invoice past its total`);
  const [recon] = await tx
    .insert(reconciliations)
    .values({
      ReconDate: memo.DocDate,
      ReconType: 'credit-memo',
      CardCode: memo.CardCode,
      Total: memoLocal.toString(),
      InitObjTyp: key.ObjType,
      InitObjAbs: key.DocEntry,
      UserSign: userId,
    })
    .returning({ ReconNum: reconciliations.ReconNum });
  if (!recon) throw new Error('the reconciliation was not written');
  await tx.insert(reconciliationLines).values(
    all.map((entry, LineSeq) => ({
      ReconNum: recon.ReconNum,
      LineSeq,
      SrcObjTyp: entry.document.ObjType,
      SrcObjAbs: entry.document.DocEntry,
      ShortName: entry.document.CardCode,
      IsCredit: LineSeq === 0 ? kind.memoSide : kind.invoiceSide,
      ReconSum: entry.local.toString(),
      ReconSumFC: entry.fc.toString(),
      FrgnCurr: entry.document.DocCur,
    })),
  );
  return {
    PaidToDate: Decimal.of(memo.PaidToDate).plus(memoLocal).toFixed(6),
    DocStatus: memoCloses ? 'C' : 'O',
  };
}

/** A live reconciliation line holding a document, with the memo that made it. */
export type Holding = { ReconNum: number; InitObjTyp: string; InitObjAbs: number; DocNum: number };

/** The live reconciliations a document is an invoice side of (made by another document's posting). */
export async function reconciliationsHolding(tx: Tx, key: DocumentKey): Promise<Holding[]> {
  // Only invoices are held by a memo's reconciliation: other cancellations ask nothing more.
  if (!invoiceTypes.has(key.ObjType)) return [];
  const { rows } = await tx.execute<Holding>(sql`
    select r.recon_num as "ReconNum", r.init_obj_typ as "InitObjTyp", r.init_obj_abs as "InitObjAbs",
      m.doc_num as "DocNum"
    from reconciliation_lines l join reconciliations r on r.recon_num = l.recon_num
    join documents m on m.obj_type = r.init_obj_typ and m.doc_entry = r.init_obj_abs
    where l.src_obj_typ = ${key.ObjType} and l.src_obj_abs = ${key.DocEntry} and r.canceled = 'N'
      and not (r.init_obj_typ = ${key.ObjType} and r.init_obj_abs = ${key.DocEntry})
    order by r.recon_num`);
  return rows;
}

/** What a memo's own live reconciliations took of it, in local currency (part of its PaidToDate). */
export async function reconciledOfMemo(tx: Tx, key: DocumentKey): Promise<Decimal> {
  if (!memoOf[key.ObjType]) return Decimal.of('0');
  const { rows } = await tx.execute<{ amount: string }>(sql`
    select coalesce(sum(l.recon_sum), 0)::text as amount
    from reconciliations r join reconciliation_lines l on l.recon_num = r.recon_num
      and l.src_obj_typ = r.init_obj_typ and l.src_obj_abs = r.init_obj_abs
    where r.init_obj_typ = ${key.ObjType} and r.init_obj_abs = ${key.DocEntry} and r.canceled = 'N'`);
  return Decimal.of(rows[0]?.amount ?? '0');
}

/**
 * Reverses a cancelled memo's reconciliations: every document's PaidToDate lowered by what it took
 * (the invoice locked by the caller first, with the memo's other bases), a document it had closed
 * reopened when something is open again, and the reconciliation marked cancelled at the date.
 * No version is moved: the cancellation gives the bases' quantities back in this transaction.
 */
export async function reverseMemoReconciliations(
  tx: Tx,
  key: DocumentKey,
  CancelDate: string,
): Promise<void> {
  const { rows } = await tx.execute<{ recon_num: number }>(sql`
    update reconciliations set canceled = 'Y', cancel_date = ${CancelDate}::date
    where init_obj_typ = ${key.ObjType} and init_obj_abs = ${key.DocEntry} and canceled = 'N'
    returning recon_num`);
  if (rows.length === 0) return;
  await tx.execute(sql`
    update documents d set paid_to_date = d.paid_to_date - c.amount,
      doc_status = case when d.doc_status = 'C' and d.canceled = 'N' and d.paid_to_date >= d.doc_total
          and d.paid_to_date - c.amount < d.doc_total then 'O' else d.doc_status end,
      update_date = now()
    from (select l.src_obj_typ, l.src_obj_abs, sum(l.recon_sum) as amount from reconciliation_lines l
      where l.recon_num = any(${sql.param(rows.map((row) => row.recon_num))}::int[])
      group by l.src_obj_typ, l.src_obj_abs) c
    where d.obj_type = c.src_obj_typ and d.doc_entry = c.src_obj_abs`);
}
