import { inArray } from 'drizzle-orm';
import { documentTypes } from '../../../shared/documents/object-types';
import {
  docSettingsResource,
  seriesFieldOf,
  userDefaultsResource,
} from '../../../shared/resources/user-defaults';
import { users } from '../../db/schema/access';
import { numberingSeries } from '../../db/schema/documents';
import { docSettings, userDefaults } from '../../db/schema/user-defaults';
import { type FieldTexts, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { ResourceBinding, WriteContext } from '../../resources/resource-binding';

/** A default series must number documents of the type it is the default for. */
async function checkSeries(values: Record<string, unknown>, context: WriteContext) {
  const given = documentTypes.flatMap((type) => {
    const value = values[seriesFieldOf(type.objectId)];
    return value === undefined || value === null ? [] : [{ type, series: Number(value) }];
  });
  if (given.length === 0) return;
  const rows = await context.tx
    .select({ Series: numberingSeries.Series, ObjectCode: numberingSeries.ObjectCode })
    .from(numberingSeries)
    .where(
      inArray(
        numberingSeries.Series,
        given.map((entry) => entry.series),
      ),
    );
  const typeOf = new Map(rows.map((row) => [row.Series, row.ObjectCode]));
  const problems: FieldTexts = {};
  for (const { type, series } of given) {
    const objectCode = typeOf.get(series);
    if (objectCode === undefined)
      problems[seriesFieldOf(type.objectId)] = [said('notSeries', { series: String(series) })];
    else if (objectCode !== type.objectId)
      problems[seriesFieldOf(type.objectId)] = [
        said('seriesOfOtherType', { series: String(series), type: type.name }),
      ];
  }
  if (Object.keys(problems).length) throw validationFailed(problems);
}

export const userDefaultsBinding: ResourceBinding = {
  definition: userDefaultsResource,
  table: userDefaults,
  beforeWrite: checkSeries,
  protectedBy: [{ table: users, column: users.DfltsCode, label: 'users' }],
};

export const docSettingsBinding: ResourceBinding = {
  definition: docSettingsResource,
  table: docSettings,
  configuration: true,
};
