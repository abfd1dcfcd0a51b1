import { ipRangeResource } from '../../../shared/resources/security';
import { ipRanges } from '../../db/schema/security';
import { validationFailed } from '../../errors/app-error';
import type { ResourceBinding, WriteContext } from '../../resources/resource-binding';
import { checkIpRange, knownOwners } from './ip-range-rules';

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** Checks the range as it will be after the write: the sent values over the stored ones. */
async function checkBeforeWrite(values: Record<string, unknown>, context: WriteContext) {
  const merged = { ...context.current, ...values };
  const candidate = {
    UserCode: text(merged.UserCode),
    GroupCode: text(merged.GroupCode),
    IpRange: text(merged.IpRange) ?? '',
  };
  const known = await knownOwners(
    context.tx,
    candidate.UserCode ? [candidate.UserCode] : [],
    candidate.GroupCode ? [candidate.GroupCode] : [],
  );
  const verdict = checkIpRange(candidate, known);
  if (!verdict.ok) throw validationFailed(verdict.problems);
  Object.assign(values, verdict.values);
}

export const securityBindings: ResourceBinding[] = [
  { definition: ipRangeResource, table: ipRanges, beforeWrite: checkBeforeWrite },
];
