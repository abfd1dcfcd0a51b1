/**
 * The rules of the chart of accounts as a tree (SAP Business One's OACT): titles (drawers) hold
 * accounts, only postable accounts take postings, at most ten levels. Pure, so they are tested
 * without a database; the server's write checks read them.
 */

export const maxAccountLevels = 10;

export interface ChartAccount {
  AcctCode: string;
  AcctName: string;
  FatherNum: string | null;
  Postable: 'Y' | 'N';
}

/** Every account below one, at any depth. */
export function descendantsOf(accounts: readonly ChartAccount[], code: string): Set<string> {
  const found = new Set<string>();
  let frontier = [code];
  while (frontier.length) {
    const next = accounts
      .filter((account) => account.FatherNum !== null && frontier.includes(account.FatherNum))
      .map((account) => account.AcctCode)
      .filter((child) => !found.has(child) && child !== code);
    for (const child of next) found.add(child);
    frontier = next;
  }
  return found;
}

/** How many levels an account's subtree spans below it (0 for a leaf). */
export function subtreeDepth(
  accounts: readonly ChartAccount[],
  code: string,
  seen = new Set<string>(),
): number {
  seen.add(code);
  const children = accounts.filter((account) => account.FatherNum === code && !seen.has(account.AcctCode));
  return children.reduce(
    (deepest, child) => Math.max(deepest, 1 + subtreeDepth(accounts, child.AcctCode, seen)),
    0,
  );
}

export interface AccountChange {
  code: string;
  father: string | null;
  postable: 'Y' | 'N';
}

/**
 * Why an account may not take the place and kind asked for, by field; empty when it may. A
 * drawer at the top is a title, a parent is a title that is not the account or below it, a title
 * with accounts below it stays a title, and the tree stays within ten levels.
 */
export function chartChangeProblems(
  accounts: readonly ChartAccount[],
  change: AccountChange,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    problems[field] = [...(problems[field] ?? []), message];
  };
  const children = accounts.filter((account) => account.FatherNum === change.code);
  if (change.postable === 'Y' && children.length)
    add('Postable', `has ${children.length} accounts below it and stays a title`);
  if (change.father === null) {
    if (change.postable === 'Y') add('FatherNum', 'a top-level drawer is a title: choose its parent drawer');
    return problems;
  }
  const father = accounts.find((account) => account.AcctCode === change.father);
  if (!father) {
    add('FatherNum', `${change.father} does not exist`);
    return problems;
  }
  if (change.father === change.code || descendantsOf(accounts, change.code).has(change.father)) {
    add('FatherNum', 'cannot be the account itself or one of the accounts below it');
    return problems;
  }
  if (father.Postable === 'Y') add('FatherNum', `${change.father} is a postable account, not a title`);
  const level = levelUnder(accounts, change.father) + 1;
  if (level + subtreeDepth(accounts, change.code) > maxAccountLevels)
    add('FatherNum', `would put accounts deeper than level ${maxAccountLevels}`);
  return problems;
}

/** The level of an account by following its parents (1 for a top-level drawer). */
export function levelUnder(accounts: readonly ChartAccount[], code: string): number {
  const parentOf = new Map(accounts.map((account) => [account.AcctCode, account.FatherNum]));
  let level = 1;
  let parent = parentOf.get(code) ?? null;
  const seen = new Set([code]);
  while (parent !== null && !seen.has(parent)) {
    seen.add(parent);
    level += 1;
    parent = parentOf.get(parent) ?? null;
  }
  return level;
}
