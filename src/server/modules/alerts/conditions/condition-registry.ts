import type { AlertKind } from '../../../../shared/alerts/alert-kinds';
import type { ConditionKind } from './condition-kind';
import { creditLineExceeded } from './credit-line-exceeded';
import { documentPendingApproval } from './document-pending-approval';
import { gateBackupPeriod, gateDuplicateScan, gateUnknownPass, gateWrongGate } from './gate-events';
import { stockBelowMinimum } from './stock-below-minimum';

/**
 * Every condition kind an alert may watch, by kind: a new kind is one module here and one entry
 * in alertKinds (src/shared/alerts), which the `satisfies` keeps in step.
 */
export const conditionRegistry = {
  'stock-below-minimum': stockBelowMinimum,
  'document-pending-approval': documentPendingApproval,
  'credit-line-exceeded': creditLineExceeded,
  'gate-duplicate-scan': gateDuplicateScan,
  'gate-unknown-pass': gateUnknownPass,
  'gate-wrong-gate': gateWrongGate,
  'gate-backup-period': gateBackupPeriod,
} as const satisfies Record<AlertKind, ConditionKind>;

export const conditionOf = (kind: AlertKind): ConditionKind => conditionRegistry[kind];
