import type { DocumentByNumber } from './document-number';

/** What an entry is, shown beside its title and used to pick a default icon. */
export const paletteEntryKinds = [
  'page',
  'command',
  'recent',
  'layout',
  'document',
  'item',
  'partner',
] as const;
export type PaletteEntryKind = (typeof paletteEntryKinds)[number];

/** One thing the palette can offer: a page to open, a command to run, a document, an item... */
export interface PaletteEntry {
  id: string;
  kind: PaletteEntryKind;
  /** Already localized. */
  title: string;
  subtitle?: string;
  /** More words that find the entry (codes, synonyms), matched like the title. */
  keywords?: string[];
  /** A tabler icon name such as 'tabler-box' (see navigation/nav-icon.tsx). */
  icon?: string;
  /** A tinykeys pattern such as '$mod+KeyK', shown as keys. */
  shortcut?: string;
  /** For entries that open a page. */
  href?: string;
  /** For entries that open a document by its number ("SO 1234"): its address is asked first. */
  document?: DocumentByNumber;
  /** For commands. */
  run?: () => void;
}

/** Where a chosen entry opens: Enter, Ctrl/Cmd+Enter, Shift+Enter. */
export type ChooseMode = 'focused' | 'split-right' | 'split-down';

export const defaultIconOfKind: Record<PaletteEntryKind, string> = {
  page: 'tabler-point',
  command: 'tabler-click',
  recent: 'tabler-arrow-back-up',
  layout: 'tabler-layout-grid',
  document: 'tabler-file-invoice',
  item: 'tabler-box',
  partner: 'tabler-users',
};
