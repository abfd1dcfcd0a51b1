import type { PoolClient } from 'pg';
import { documentTotals, type TotalsLineInput } from '../../shared/documents/document-totals';
import {
  createAmountTablesSql,
  insertDocAmountsSql,
  insertLineAmountsSql,
  planLinesSql,
} from './documents-sql';

interface PlanLine {
  g: number;
  line_num: number;
  quantity: string;
  price_bef_di: string;
  line_disc: string;
  vat_prcnt: string;
  vat_group: string | null;
  doc_disc: string;
}

/** Parallel arrays, one per column of seed_line_amounts and seed_doc_amounts, for unnest(). */
interface AmountColumns {
  lines: { g: number[]; lineNum: number[]; amounts: string[][] };
  docs: { g: number[]; amounts: string[][] };
}

/**
 * Documents per round trip: the large company's 200,000 documents (about 600,000 lines) in 20
 * batches, each a few arrays rather than a statement per document, and small enough that the
 * embedded database never sees an oversized query (PITFALLS.md).
 */
const batchDocuments = 10_000;

function emptyColumns(): AmountColumns {
  return {
    lines: { g: [], lineNum: [], amounts: [[], [], [], [], []] },
    docs: { g: [], amounts: [[], [], [], [], [], []] },
  };
}

/** Appends one row's values to parallel columns. */
function pushRow(columns: string[][], values: string[]): void {
  values.forEach((value, index) => {
    columns[index]?.push(value);
  });
}

/** Runs the API's document arithmetic over one document's planned lines (local currency, rate 1). */
function addDocument(columns: AmountColumns, g: number, lines: PlanLine[], decimals: Decimals): void {
  const totals = documentTotals({
    lines: lines.map(
      (line): TotalsLineInput => ({
        Quantity: line.quantity,
        PriceBefDi: line.price_bef_di,
        DiscPrcnt: line.line_disc,
        VatPrcnt: line.vat_prcnt,
        VatGroup: line.vat_group,
      }),
    ),
    DiscPrcnt: lines[0]?.doc_disc ?? '0',
    DocRate: '1',
    dbSumDec: decimals.DBSumDec,
    priceDec: decimals.PriceDec,
  });
  totals.lines.forEach((line, index) => {
    columns.lines.g.push(g);
    columns.lines.lineNum.push(lines[index]?.line_num ?? index);
    pushRow(columns.lines.amounts, [
      line.Price,
      line.TotalFrgn,
      line.LineTotal,
      line.VatSumFrgn,
      line.VatSum,
    ]);
  });
  columns.docs.g.push(g);
  pushRow(columns.docs.amounts, [
    totals.DiscSumFC,
    totals.DiscSum,
    totals.VatSumFC,
    totals.VatSum,
    totals.DocTotalFC,
    totals.DocTotal,
  ]);
}

/** The company's amount and price decimals (OADM) the seeded documents are computed with. */
export interface Decimals {
  DBSumDec: number;
  PriceDec: number;
}

/** The plan's lines of documents from..to, grouped by document in line order. */
function byDocument(rows: PlanLine[]): Map<number, PlanLine[]> {
  const documents = new Map<number, PlanLine[]>();
  for (const row of rows) {
    const lines = documents.get(row.g);
    if (lines) lines.push(row);
    else documents.set(row.g, [row]);
  }
  return documents;
}

/**
 * Fills seed_line_amounts and seed_doc_amounts from the line plan (seed_lines, seed_docs) with the
 * same arithmetic the API posts with, so that every seeded document's header agrees with its
 * lines exactly as one entered through the API does: the header discount shared among the lines,
 * VAT per line on what is left, rounded to the company's amount decimals.
 */
export async function writeDocumentAmounts(
  client: PoolClient,
  documentCount: number,
  decimals: Decimals,
): Promise<void> {
  await client.query(createAmountTablesSql);
  for (let from = 1; from <= documentCount; from += batchDocuments) {
    const { rows } = await client.query<PlanLine>(planLinesSql, [from, from + batchDocuments - 1]);
    const columns = emptyColumns();
    for (const [g, lines] of byDocument(rows)) addDocument(columns, g, lines, decimals);
    await client.query(insertLineAmountsSql, [
      columns.lines.g,
      columns.lines.lineNum,
      ...columns.lines.amounts,
    ]);
    await client.query(insertDocAmountsSql, [columns.docs.g, ...columns.docs.amounts]);
  }
  // The documents and lines are inserted joined to these: the planner needs their sizes.
  await client.query('analyze seed_line_amounts, seed_doc_amounts');
}
