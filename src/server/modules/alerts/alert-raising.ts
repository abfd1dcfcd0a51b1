import { type SQL, sql } from 'drizzle-orm';
import { type AlertKind, alertKinds } from '../../../shared/alerts/alert-kinds';
import type { DbOrTx } from '../../db/database';
import type { CommittedChange } from '../../events/committed-change';
import type { ConditionKind } from './conditions/condition-kind';
import { conditionOf } from './conditions/condition-registry';

/** Codes typed in one field, as SQL reads them: the binding stores them comma-separated. */
const codesOf = (column: SQL) => sql`regexp_split_to_array(coalesce(${column}, ''), '[\\s,;]+')`;

/**
 * One statement per condition kind: the candidate alerts, their occurrences, their recipients
 * (users named and active members of the groups named), and one notification per recipient and
 * occurrence. An unread notification of the same alert and subject stops a second one through the
 * partial unique index, so concurrent evaluations on several servers cannot duplicate it either.
 * Answers how many notifications were written.
 */
async function raise(
  db: DbOrTx,
  condition: ConditionKind,
  candidates: SQL,
  occurrences: SQL,
): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    with candidate as (
      select * from alerts a where a.active = 'Y' and a.alert_kind = ${condition.kind} and ${candidates}
    ),
    occurrence as (${occurrences}),
    recipient as (
      select distinct a.alert_code, u.user_id
      from candidate a
      join users u on u.active
      where u.user_code = any(${codesOf(sql`a.user_codes`)})
        or exists (
          select 1 from user_group_members m join user_groups g on g.id = m.group_id
          where m.user_id = u.user_id and g.code = any(${codesOf(sql`a.group_codes`)})
        )
    )
    insert into user_notifications (user_id, alert_code, subject_type, subject_key, params)
    select r.user_id, o.alert_code, ${condition.subject}, o.subject_key, o.params
    from occurrence o join recipient r on r.alert_code = o.alert_code
    on conflict (user_id, alert_code, subject_type, subject_key) where read_at is null do nothing
    returning id`);
  return result.rows.length;
}

/** The kinds of the active on-event alerts: most operations meet no alert of most kinds. */
export async function watchedKinds(db: DbOrTx): Promise<ReadonlySet<AlertKind>> {
  const watched = await db.execute<{ alert_kind: AlertKind }>(
    sql`select distinct alert_kind from alerts where active = 'Y' and frqncy_type = 'E'`,
  );
  return new Set(watched.rows.map((row) => row.alert_kind));
}

/**
 * After a committed operation: the active on-event alerts of every kind the change may affect,
 * looking only at what it touched. `kinds` are the watched kinds when the caller has them (from
 * the configuration cache); otherwise they are read first.
 */
export async function raiseAfterChange(
  db: DbOrTx,
  change: CommittedChange,
  kinds?: ReadonlySet<AlertKind>,
): Promise<number> {
  const watched = kinds ?? (await watchedKinds(db));
  let raised = 0;
  for (const kind of alertKinds.filter((candidate) => watched.has(candidate))) {
    const condition = conditionOf(kind);
    const occurrences = condition.occurrencesFor(change);
    if (occurrences) raised += await raise(db, condition, sql`a.frqncy_type = 'E'`, occurrences);
  }
  return raised;
}

/** The named alerts over everything their condition covers (periodic evaluation, run now). */
export async function raiseAlerts(
  db: DbOrTx,
  kind: AlertKind,
  alertCodes: readonly string[],
): Promise<number> {
  if (alertCodes.length === 0) return 0;
  const condition = conditionOf(kind);
  const occurrences = condition.occurrencesFor(undefined);
  if (!occurrences) return 0;
  return raise(db, condition, sql`a.alert_code in ${alertCodes}`, occurrences);
}

/**
 * Claims the periodic alerts whose interval has passed: their last run becomes now. Rows another
 * server is claiming are skipped rather than waited for, and one it claimed after this statement
 * began is checked again when locked, so with several API servers each due alert is claimed once.
 * Row locks end with the transaction, so this works behind a transaction-mode pooler too.
 */
export async function claimDueAlerts(db: DbOrTx): Promise<{ alert_code: string; alert_kind: AlertKind }[]> {
  const due = await db.execute<{ alert_code: string; alert_kind: AlertKind }>(sql`
    update alerts set last_run_at = now()
    where alert_code in (
      select alert_code from alerts
      where active = 'Y' and frqncy_type = 'M' and frqncy_intr > 0
        and (last_run_at is null or last_run_at + make_interval(mins => frqncy_intr) <= now())
      for update skip locked)
    returning alert_code, alert_kind`);
  return due.rows;
}

/**
 * Runs the due periodic alerts: claims them and evaluates them in one transaction, so a run that
 * fails half-way gives its claim back and a later check runs it, while no two servers run it at
 * once. Answers how many notifications were written.
 */
export async function raiseDueAlerts(db: DbOrTx): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await claimDueAlerts(tx);
    let raised = 0;
    for (const kind of alertKinds) {
      const codes = due.filter((row) => row.alert_kind === kind).map((row) => row.alert_code);
      raised += await raiseAlerts(tx, kind, codes);
    }
    return raised;
  });
}
