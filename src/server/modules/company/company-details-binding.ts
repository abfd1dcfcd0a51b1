import { eq, inArray, sql } from 'drizzle-orm';
import { companyDetailsResource } from '../../../shared/resources/company-details';
import { company } from '../../db/schema/company';
import { documents } from '../../db/schema/documents';
import { currencies } from '../../db/schema/finance';
import { validationFailed } from '../../errors/app-error';
import type { ResourceBinding, WriteContext } from '../../resources/resource-binding';

const currencyFields = ['MainCurncy', 'SysCurrncy'] as const;

/**
 * The company's settings hold together: amounts are stored with at least the decimals they are
 * shown with, the currencies exist, and the local and system currencies stay as they are once a
 * document was posted in them (SAP Business One fixes them at the first posting: every stored
 * amount and rate is in their terms).
 */
async function checkSettings(values: Record<string, unknown>, context: WriteContext) {
  const merged = { ...context.current, ...values };
  const problems: Record<string, string[]> = {};
  if (Number(merged.DBSumDec) < Number(merged.SumDec))
    problems.DBSumDec = ['cannot be fewer than the decimals amounts are shown with'];
  const changed = currencyFields.filter(
    (field) => values[field] !== undefined && values[field] !== context.current?.[field],
  );
  if (changed.length) {
    const codes = changed.map((field) => String(values[field]));
    const known = new Set(
      (
        await context.tx
          .select({ code: currencies.CurrCode })
          .from(currencies)
          .where(inArray(currencies.CurrCode, codes))
      ).map((row) => row.code),
    );
    const [posted] = await context.tx.select({ one: sql<number>`1` }).from(documents).limit(1);
    for (const field of changed) {
      if (!known.has(String(values[field]))) problems[field] = ['is not a currency'];
      else if (posted) problems[field] = ['cannot change once documents have been posted'];
    }
  }
  if (Object.keys(problems).length) throw validationFailed(problems);
}

export const companyDetailsBinding: ResourceBinding = {
  definition: companyDetailsResource,
  table: company,
  scope: () => eq(company.id, 1),
  beforeWrite: checkSettings,
  configuration: true,
};
