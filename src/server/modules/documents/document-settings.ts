import { and, eq, sql } from 'drizzle-orm';
import { Decimal } from '../../../shared/money/decimal';
import type { DbOrTx, Tx } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { businessPartners } from '../../db/schema/partners';
import { docSettings } from '../../db/schema/user-defaults';
import { AppError, validationFailed } from '../../errors/app-error';

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
      DocDate: [
        `cannot be before ${earliest}: posting dates may go back ${settings.MaxBackdays} days at most`,
      ],
    });
}

/**
 * A sales order that would take the partner beyond its credit line (balance plus open sales
 * orders plus this one, in local currency: DocTotal) is refused when the settings block it. A credit line
 * of zero means none was set.
 */
export async function checkCreditLine(
  tx: Tx,
  settings: DocumentSettings,
  order: { ObjType: string; CardCode: string; DocTotal: string },
  excluding?: number,
): Promise<void> {
  if (settings.CreditCheck !== 'B' || order.ObjType !== '17') return;
  const [partner] = await tx
    .select({ CreditLine: businessPartners.CreditLine, Balance: businessPartners.Balance })
    .from(businessPartners)
    .where(eq(businessPartners.CardCode, order.CardCode))
    // Two orders of one partner saved at once must not both fit under the line: they queue here.
    .for('update');
  if (!partner || !Decimal.of(partner.CreditLine).isPositive()) return;
  const [open] = await tx
    .select({ total: sql<string>`coalesce(sum(${documents.DocTotal}), 0)::text` })
    .from(documents)
    .where(
      and(
        eq(documents.ObjType, '17'),
        eq(documents.CardCode, order.CardCode),
        eq(documents.DocStatus, 'O'),
        eq(documents.CANCELED, 'N'),
        eq(documents.Draft, 'N'),
        ...(excluding === undefined ? [] : [sql`${documents.DocEntry} <> ${excluding}`]),
      ),
    );
  const exposure = Decimal.of(partner.Balance)
    .plus(open?.total ?? '0')
    .plus(order.DocTotal);
  if (exposure.compare(partner.CreditLine) > 0)
    throw new AppError(
      409,
      'INVALID_STATE',
      `This order takes ${order.CardCode} to ${exposure} against a credit line of ${Decimal.of(partner.CreditLine)}.`,
    );
}
