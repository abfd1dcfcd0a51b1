import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { documentTypes } from '../../../shared/documents/object-types';
import { numberingSeriesResource } from '../../../shared/resources/document-numbering';
import { seriesFieldOf } from '../../../shared/resources/user-defaults';
import type { Tx } from '../../db/database';
import { documents, numberingSeries } from '../../db/schema/documents';
import { userDefaults } from '../../db/schema/user-defaults';
import { type FieldTexts, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { columnsOf, type ResourceBinding, type WriteContext } from '../../resources/resource-binding';

type Values = Record<string, unknown>;

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

/** Whether a document has been numbered in the series (a provisional number is negative). */
async function hasNumbered(tx: Tx, current: Values): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(documents)
    .where(
      and(
        eq(documents.ObjType, String(current.ObjectCode)),
        eq(documents.Series, Number(current.Series)),
        gt(documents.DocNum, 0),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The range the series numbers in must hold together: first <= next <= last + 1. */
function checkRange(merged: Values, problems: FieldTexts) {
  const initial = Number(merged.InitialNum);
  const next = Number(merged.NextNumber);
  const last = numberOrNull(merged.LastNum);
  if (next < initial) problems.NextNumber = [said('belowFirstNumber')];
  if (last !== null && last < initial) problems.LastNum = [said('belowFirstNumber')];
  else if (last !== null && next > last + 1) problems.LastNum = [said('belowUsedNumber')];
}

/** Another series of the type (and branch) stops being the default: a type has one default per branch. */
async function takeDefault(tx: Tx, merged: Values, series: number) {
  const branch = numberOrNull(merged.BPLId);
  await tx
    .update(numberingSeries)
    .set({ IsDefault: 'N', version: sql`${numberingSeries.version} + 1` })
    .where(
      and(
        eq(numberingSeries.ObjectCode, String(merged.ObjectCode)),
        ne(numberingSeries.Series, series),
        eq(numberingSeries.IsDefault, 'Y'),
        branch === null ? isNull(numberingSeries.BPLId) : eq(numberingSeries.BPLId, branch),
      ),
    );
}

/**
 * A series' rules beyond its fields: the next number starts at the first one; once a document
 * has taken a number the first number stays and the next one only moves forward, so a number is
 * never given twice; making a series the default takes that role from its sibling, and the
 * default cannot simply be switched off (documents saved without a series need one). The row is
 * read locked for update, so a document being numbered meanwhile waits or is waited for.
 */
async function checkSeries(values: Values, context: WriteContext) {
  const { tx, current } = context;
  if (values.NextNumber === undefined && context.action === 'create') values.NextNumber = values.InitialNum;
  const merged = { ...current, ...values };
  const problems: FieldTexts = {};
  checkRange(merged, problems);
  if (current) {
    const moves =
      (values.InitialNum !== undefined && Number(values.InitialNum) !== Number(current.InitialNum)) ||
      (values.NextNumber !== undefined && Number(values.NextNumber) < Number(current.NextNumber));
    if (moves && (await hasNumbered(tx, current))) {
      if (Number(values.InitialNum ?? current.InitialNum) !== Number(current.InitialNum))
        problems.InitialNum = [said('firstNumberFixed')];
      if (Number(values.NextNumber ?? current.NextNumber) < Number(current.NextNumber))
        problems.NextNumber = [said('nextNumberBackwards')];
    }
    if (current.IsDefault === 'Y' && values.IsDefault === 'N')
      problems.IsDefault = [said('makeOtherDefault')];
  }
  if (Object.keys(problems).length) throw validationFailed(problems);
  if (merged.IsDefault === 'Y') await takeDefault(tx, merged, Number(merged.Series));
}

export const numberingSeriesBinding: ResourceBinding = {
  definition: numberingSeriesResource,
  table: numberingSeries,
  configuration: true,
  protectedBy: [
    { table: documents, column: documents.Series, label: 'documents' },
    // A series some user defaults name for its type (user_defaults.series_<type>).
    ...documentTypes.flatMap((type) => {
      const column = columnsOf(userDefaults)[seriesFieldOf(type.objectId)];
      return column ? [{ table: userDefaults, column, label: 'user defaults' }] : [];
    }),
  ],
  beforeWrite: checkSeries,
};
