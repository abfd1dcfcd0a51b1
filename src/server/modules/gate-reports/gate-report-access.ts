import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { AppAbility } from '../../../shared/access/app-ability';
import { accessibleWhere, type ConditionColumns, columnCondition } from '../../access/sql-conditions';
import { gateBackupPeriods, gatePasses, gateScans, gates } from '../../db/schema/gate-pass';
import { fromAliased } from './gate-report-sql';

/**
 * A gate code column whose gate's warehouse meets a rule's condition: the gate is read through a
 * subquery of its own, so that a list's count needs no join.
 */
const gateInWarehouse = (gateColumn: AnyPgColumn, name: string) => {
  const gate = alias(gates, name);
  return (operator: string, value: unknown): SQL =>
    sql`${gateColumn} in (select ${gate.GateCode} from ${fromAliased(gates, gate)} where ${columnCondition(gate.WhsCode, operator, value)})`;
};

/**
 * GateScan's rules name the warehouse of the scan's gate (WhsCode): a warehouse user reads the
 * scans of its own gates. The other fields a rule may name are the scan's own.
 */
const scanColumns: ConditionColumns = {
  WhsCode: gateInWarehouse(gateScans.GateCode, 'rule_scan_gate'),
  GateCode: gateScans.GateCode,
  Result: gateScans.Result,
  Mode: gateScans.Mode,
  Direction: gateScans.Direction,
  UserId: gateScans.UserId,
};

/** A backup period is read under GateScan too (it is the context of the scans it holds), by its gate. */
const periodColumns: ConditionColumns = {
  WhsCode: gateInWarehouse(gateBackupPeriods.GateCode, 'rule_period_gate'),
  GateCode: gateBackupPeriods.GateCode,
};

/** GatePass's rules name the pass's own warehouse (wt-gate-core's WhsCode: its source's, or its gate's). */
const passColumns: ConditionColumns = {
  WhsCode: gatePasses.WhsCode,
  GateCode: gatePasses.GateCode,
  PassType: gatePasses.PassType,
  Status: gatePasses.Status,
  CardCode: gatePasses.CardCode,
};

export const scanAccess = (ability: AppAbility): SQL =>
  accessibleWhere(ability, 'read', 'GateScan', scanColumns);
export const periodAccess = (ability: AppAbility): SQL =>
  accessibleWhere(ability, 'read', 'GateScan', periodColumns);
export const passAccess = (ability: AppAbility): SQL =>
  accessibleWhere(ability, 'read', 'GatePass', passColumns);
