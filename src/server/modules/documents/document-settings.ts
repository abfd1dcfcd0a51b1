import { eq, sql } from 'drizzle-orm';
import { Decimal } from '../../../shared/money/decimal';
import type { DbOrTx, Tx } from '../../db/database';
import { docSettings } from '../../db/schema/user-defaults';
import { AppError, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { creditExposure } from '../../finance/credit-exposure';

export type DocumentSettings = Pick<
  typeof docSettings.$inferSelect,
  'AllowNegStk' | 'MaxBackdays' | 'CreditCheck' | 'ExceedBase'
>;

/** What a database without its settings row behaves as: SAP Business One's own defaults. */
const settingsDefaults: DocumentSettings = {
  AllowNegStk: 'N',
  MaxBackdays: null,
  CreditCheck: 'I',
  ExceedBase: 'N',
};

/** The company's document settings (doc_settings, Code 1), read in the document's transaction. */
export async function documentSettings(tx: DbOrTx): Promise<DocumentSettings> {
  const [row] = await tx
    .select({
      AllowNegStk: docSettings.AllowNegStk,
      MaxBackdays: docSettings.MaxBackdays,
      CreditCheck: docSettings.CreditCheck,
      ExceedBase: docSettings.ExceedBase,
    })
    .from(docSettings)
    .where(eq(docSettings.Code, 1));
  return row ?? settingsDefaults;
}

const dayMs = 86_400_000;

/** A posting date more days before today than the settings allow is refused (400 on DocDate). */
export function checkPostingDate(settings: DocumentSettings, DocDate: string, today: string): void {
  if (settings.MaxBackdays === null) return;
  const earliest = new Date(Date.parse(today) - settings.MaxBackdays * dayMs).toISOString().slice(0, 10);
  if (DocDate < earliest)
    throw validationFailed({
      DocDate: [said('postingDateTooEarly', { earliest, days: settings.MaxBackdays })],
    });
}

/**
 * A sales order that would take the partner beyond its credit line (its credit figure, defined
 * once in finance/credit-exposure.ts, plus this order, in local currency: DocTotal) is refused when
 * the settings block it. A credit line of zero means none was set. Two orders of one partner
 * checked at once queue on an advisory lock of the partner, not on its row: the row is locked by
 * the journal step, after the items (posting-core.ts, the one order of locks).
 */
export async function checkCreditLine(
  tx: Tx,
  settings: DocumentSettings,
  order: { ObjType: string; CardCode: string; DocTotal: string },
  excluding?: number,
): Promise<void> {
  if (settings.CreditCheck !== 'B' || order.ObjType !== '17') return;
  // Its own statement: the read after it takes its snapshot once the lock is held, so it sees
  // the order that held the lock before, committed.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('credit-line'), hashtext(${order.CardCode}))`);
  const { rows } = await tx.execute<{ credit_line: string; exposure: string }>(sql`
    select p.credit_line::text, x.exposure::text
    from business_partners p
    join (${creditExposure([order.CardCode], excluding === undefined ? undefined : { ObjType: order.ObjType, DocEntry: excluding })}) x
      on x.card_code = p.card_code
    where p.card_code = ${order.CardCode}`);
  const partner = rows[0];
  if (!partner || !Decimal.of(partner.credit_line).isPositive()) return;
  const exposure = Decimal.of(partner.exposure).plus(order.DocTotal);
  if (exposure.compare(partner.credit_line) > 0)
    throw new AppError(
      409,
      'INVALID_STATE',
      said('creditLineExceeded', {
        partner: order.CardCode,
        exposure: exposure.toString(),
        creditLine: Decimal.of(partner.credit_line).toString(),
      }),
    );
}
