import { salesTargetResource } from '../../../shared/resources/field-sales-plans';
import type { ConditionColumns } from '../../access/sql-conditions';
import { salesTargets } from '../../db/schema/field-sales-plans';
import { validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { ResourceBinding, WriteContext } from '../../resources/resource-binding';
import { periodRunsForwards } from './sales-target-rules';

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * A target's period ends after it starts (the column's check says the same, for writers that
 * bypass this); overlaps with another target of its key are the exclusion constraint's to refuse,
 * answered 409 by the resource engine.
 */
async function checkPeriod(values: Record<string, unknown>, context: WriteContext) {
  const merged = { ...context.current, ...values };
  if (!periodRunsForwards(text(merged.FromDate), text(merged.ToDate)))
    throw validationFailed({ ToDate: [said('targetPeriodBackwards')] });
}

export const salesTargetBinding: ResourceBinding = {
  definition: salesTargetResource,
  table: salesTargets,
  beforeWrite: checkPeriod,
};

/** The columns a rule on SalesTarget may name (the report filters by them). */
export const salesTargetConditionColumns: ConditionColumns = {
  TargetId: salesTargets.TargetId,
  SlpCode: salesTargets.SlpCode,
  Territory: salesTargets.Territory,
  ItmsGrpCod: salesTargets.ItmsGrpCod,
  ChannelCode: salesTargets.ChannelCode,
  TargetKind: salesTargets.TargetKind,
};
