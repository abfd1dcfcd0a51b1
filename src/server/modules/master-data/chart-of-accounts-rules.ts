import { eq, inArray, sql } from 'drizzle-orm';
import {
  type ChartAccount,
  chartChangeProblems,
  descendantsOf,
  levelUnder,
} from '../../../shared/finance/chart-of-accounts';
import { determinationAccounts } from '../../../shared/resources/finance-setup';
import type { Tx } from '../../db/database';
import {
  creditCards,
  glAccountDetermination,
  glAccounts,
  houseBankAccounts,
  withholdingTaxes,
} from '../../db/schema/finance';
import { journalLines } from '../../db/schema/journal';
import { type FieldTexts, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { ProtectingReference, WriteContext } from '../../resources/resource-binding';

/** What posts to an account: these keep it postable and keep it from being deleted. */
export const accountUses: ProtectingReference[] = [
  { table: houseBankAccounts, column: houseBankAccounts.GLAccount, label: 'house bank accounts' },
  { table: creditCards, column: creditCards.AcctCode, label: 'credit cards' },
  { table: withholdingTaxes, column: withholdingTaxes.Account, label: 'withholding taxes' },
  // An account with postings keeps them: it stays postable and is never deleted.
  { table: journalLines, column: journalLines.Account, label: 'journal entries' },
  ...determinationAccounts.map((name) => ({
    table: glAccountDetermination,
    column: glAccountDetermination[name],
    label: 'G/L account determination',
  })),
];

interface ChartRow extends ChartAccount {
  GroupMask: number;
}

async function readChart(tx: Tx): Promise<ChartRow[]> {
  // Structural changes are serialised: two moves checked apart could together make a loop.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gl-accounts-tree'))`);
  return tx
    .select({
      AcctCode: glAccounts.AcctCode,
      AcctName: glAccounts.AcctName,
      FatherNum: glAccounts.FatherNum,
      Postable: glAccounts.Postable,
      GroupMask: glAccounts.GroupMask,
    })
    .from(glAccounts);
}

async function usesOf(tx: Tx, code: string): Promise<string[]> {
  const labels = new Set<string>();
  for (const use of accountUses) {
    const [row] = await tx
      .select({ found: sql<number>`1` })
      .from(use.table)
      .where(eq(use.column, code))
      .limit(1);
    if (row) labels.add(use.label);
  }
  return [...labels];
}

/** A top-level drawer's group (1 assets ... 9 other) from its code, as SAP numbers drawers. */
const drawerGroup = (code: string) => {
  const digit = Number(code[0]);
  return digit >= 1 && digit <= 9 ? digit : 9;
};

/**
 * The chart's rules on a create or update (the values are adjusted in place): the level and the
 * drawer group follow the parent, the tree's shape is checked (chartChangeProblems), an account
 * something posts to stays postable, and a move carries the levels of the accounts below along.
 */
export async function applyChartRules(values: Record<string, unknown>, context: WriteContext) {
  const code = String(context.current?.AcctCode ?? values.AcctCode ?? '');
  const father = (values.FatherNum !== undefined ? values.FatherNum : context.current?.FatherNum) ?? null;
  const postable = values.Postable ?? context.current?.Postable ?? 'Y';
  const chart = await readChart(context.tx);
  const others = chart.filter((account) => account.AcctCode !== code);
  const change = {
    code,
    father: typeof father === 'string' ? father : null,
    postable: postable === 'N' ? ('N' as const) : ('Y' as const),
  };
  const self: ChartRow = {
    AcctCode: code,
    AcctName: '',
    FatherNum: change.father,
    Postable: change.postable,
    GroupMask: 0,
  };
  const problems: FieldTexts = chartChangeProblems([...others, self], change);
  if (context.current?.Postable === 'Y' && change.postable === 'N') {
    const uses = await usesOf(context.tx, code);
    if (uses.length)
      problems.Postable = [...(problems.Postable ?? []), said('postedToBy', { uses: uses.join(', ') })];
  }
  if (Object.keys(problems).length) throw validationFailed(problems);
  const parent = chart.find((account) => account.AcctCode === change.father);
  const level = change.father === null ? 1 : levelUnder(others, change.father) + 1;
  const group = parent ? parent.GroupMask : drawerGroup(code);
  if (context.action === 'create' || values.FatherNum !== undefined) {
    values.Levels = level;
    values.GroupMask = group;
  }
  const moved = context.current && (context.current.Levels !== level || context.current.GroupMask !== group);
  if (!moved) return;
  const shift = level - Number(context.current?.Levels);
  const below = [...descendantsOf(chart, code)];
  if (below.length)
    await context.tx
      .update(glAccounts)
      .set({
        Levels: sql`${glAccounts.Levels} + ${shift}`,
        GroupMask: group,
        version: sql`${glAccounts.version} + 1`,
      })
      .where(inArray(glAccounts.AcctCode, below));
}

/** A check that the accounts named in the given fields take postings (none is a title). */
export const requirePostable =
  (fields: readonly string[]) => async (values: Record<string, unknown>, context: WriteContext) => {
    const problems: FieldTexts = {};
    for (const name of fields) {
      const code = values[name];
      if (typeof code !== 'string') continue;
      const [account] = await context.tx
        .select({ Postable: glAccounts.Postable })
        .from(glAccounts)
        .where(eq(glAccounts.AcctCode, code));
      if (account && account.Postable !== 'Y')
        problems[name] = [said('titleNotPostable', { code: String(code) })];
    }
    if (Object.keys(problems).length) throw validationFailed(problems);
  };
