/** Where a key binding applies; declared on a container with `data-key-scope`. */
/**
 * 'grid', 'tree' and 'lines' are the widgets that handle their own keys (a data grid, a tree, a
 * document's lines): the key table lists those keys for the cheat sheet.
 */
export const scopes = ['global', 'dialog', 'palette', 'pane', 'grid', 'tree', 'lines', 'form'] as const;
export type Scope = (typeof scopes)[number];

export const scopeAttribute = 'data-key-scope';

export const isScope = (value: unknown): value is Scope => scopes.some((scope) => scope === value);

/** A modal scope hears every key typed inside it; nothing outside it does. */
export const isModalScope = (scope: Scope): boolean => scope === 'dialog' || scope === 'palette';
