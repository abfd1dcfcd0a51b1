import type { vars } from './contract.css';

/** A tree of CSS values with the shape of the contract it fills. */
export type TokenTree = { [key: string]: string | TokenTree };

type TokensOf<T> = { [K in keyof T]: T[K] extends string ? string : TokensOf<T[K]> };

/** One value for every key of the theme contract: what a theme, or an override of one, declares. */
export type ThemeTokens = TokensOf<typeof vars>;

/**
 * Pairs each contract variable (`var(--…)`) with its value in `tokens`. Used to emit only the
 * variables an override changes, and by tests to resolve values that point at other variables.
 */
export function tokenEntries(contract: TokenTree, tokens: TokenTree): [variable: string, value: string][] {
  return Object.entries(contract).flatMap(([key, variable]): [string, string][] => {
    const value = tokens[key];
    if (typeof variable === 'string') return typeof value === 'string' ? [[variable, value]] : [];
    return typeof value === 'object' ? tokenEntries(variable, value) : [];
  });
}

/**
 * The variables an override must declare, ready for vanilla-extract's `vars`: those whose value
 * differs, and those that point at another variable. A custom property inherits its computed
 * value, so `var(--primary)` declared on <html> would keep <html>'s primary inside the override.
 */
export function changedVars(contract: TokenTree, base: TokenTree, next: TokenTree): Record<string, string> {
  const before = new Map(tokenEntries(contract, base));
  return Object.fromEntries(
    tokenEntries(contract, next).filter(
      ([name, value]) => before.get(name) !== value || value.startsWith('var('),
    ),
  );
}
