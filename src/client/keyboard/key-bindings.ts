import type { KeyBinding } from './key-binding';

/**
 * The cheat sheet's sections, in the order it shows them after the sections of where the focus
 * is (cheat-sheet-groups.ts puts those first).
 */
export const keyBindingGroups = [
  'grid',
  'lines',
  'tree',
  'fields',
  'general',
  'display',
  'panes',
  'records',
  'palette',
  'dialogs',
] as const;
export type KeyBindingGroup = (typeof keyBindingGroups)[number];

/** A command's title in the catalogues: `keyboard.commands.` and its id in camel case. */
const titleKeyOf = (id: string) =>
  `keyboard.commands.${id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}`;

/**
 * Every shortcut of the product, declared once: the dispatcher, the menus (through bindingById)
 * and the cheat sheet all read this table. Patterns name `event.code` keys, so they stay on the
 * same physical keys on Arabic and French layouts. Alt+Shift leaves the screen readers' own keys
 * alone; screen-reader-keys.ts refuses the ones they need.
 */
const declaredBindings = [
  // General
  {
    id: 'open-command-palette',
    scope: 'global',
    keys: '$mod+KeyK',
    group: 'general',
    everywhere: true,
  },
  {
    id: 'open-shortcut-help',
    scope: 'global',
    keys: 'Shift+Slash',
    // `?` typed in a text field is text; Control+/ (as in Google's and Slack's apps) is heard there.
    orKeys: ['$mod+Slash'],
    // On AZERTY and QWERTZ the question mark sits on another key than US Slash.
    alsoKeys: ['Shift+?'],
    icon: 'tabler-keyboard',
    group: 'general',
  },
  {
    id: 'focus-navigation',
    scope: 'global',
    keys: 'Alt+Shift+KeyN',
    group: 'general',
  },
  {
    id: 'sign-out',
    scope: 'global',
    keys: 'Alt+Shift+KeyQ',
    icon: 'tabler-logout',
    group: 'general',
  },
  // Display
  {
    id: 'toggle-accessibility-mode',
    scope: 'global',
    keys: 'Alt+Shift+KeyA',
    icon: 'tabler-accessible',
    group: 'display',
  },
  {
    id: 'cycle-theme',
    scope: 'global',
    keys: 'Alt+Shift+KeyT',
    icon: 'tabler-palette',
    group: 'display',
  },
  {
    id: 'open-customizer',
    scope: 'global',
    keys: 'Alt+Shift+KeyC',
    group: 'display',
  },
  {
    id: 'open-notifications',
    scope: 'global',
    // Every Alt+Shift letter is taken; 1 as in "one thing to look at".
    keys: 'Alt+Shift+Digit1',
    icon: 'tabler-bell',
    group: 'general',
  },
  // Panes: they act on the workspace's focused pane wherever the focus is (the menu, the
  // navbar, a pane), outside modal dialogs.
  { id: 'focus-next-pane', scope: 'global', keys: 'F6', group: 'panes' },
  {
    id: 'focus-previous-pane',
    scope: 'global',
    keys: 'Shift+F6',
    group: 'panes',
  },
  // Option+Shift+Arrow selects by word in a Mac text field: F6 leaves a field instead.
  {
    id: 'focus-pane-left',
    scope: 'global',
    keys: 'Alt+Shift+ArrowLeft',
    group: 'panes',
    allowInForm: false,
  },
  {
    id: 'focus-pane-right',
    scope: 'global',
    keys: 'Alt+Shift+ArrowRight',
    group: 'panes',
    allowInForm: false,
  },
  {
    id: 'focus-pane-up',
    scope: 'global',
    keys: 'Alt+Shift+ArrowUp',
    group: 'panes',
    allowInForm: false,
  },
  {
    id: 'focus-pane-down',
    scope: 'global',
    keys: 'Alt+Shift+ArrowDown',
    group: 'panes',
    allowInForm: false,
  },
  // Control+Alt(+Shift)+Arrow is VoiceOver's VO+Shift+Arrow and NVDA/JAWS table navigation, so
  // swapping is a sequence: Alt+Shift+X, then the arrow of the neighbour.
  {
    id: 'swap-pane-left',
    scope: 'global',
    keys: 'Alt+Shift+KeyX ArrowLeft',
    group: 'panes',
  },
  {
    id: 'swap-pane-right',
    scope: 'global',
    keys: 'Alt+Shift+KeyX ArrowRight',
    group: 'panes',
  },
  {
    id: 'swap-pane-up',
    scope: 'global',
    keys: 'Alt+Shift+KeyX ArrowUp',
    group: 'panes',
  },
  {
    id: 'swap-pane-down',
    scope: 'global',
    keys: 'Alt+Shift+KeyX ArrowDown',
    group: 'panes',
  },
  {
    id: 'split-pane-right',
    scope: 'global',
    keys: 'Alt+Shift+KeyS',
    icon: 'tabler-layout-columns',
    group: 'panes',
  },
  {
    id: 'split-pane-down',
    scope: 'global',
    keys: 'Alt+Shift+KeyD',
    icon: 'tabler-layout-rows',
    group: 'panes',
  },
  {
    id: 'close-pane',
    scope: 'global',
    keys: 'Alt+Shift+KeyW',
    icon: 'tabler-x',
    group: 'panes',
  },
  {
    id: 'reopen-pane',
    scope: 'global',
    keys: 'Alt+Shift+KeyU',
    icon: 'tabler-arrow-back-up',
    group: 'panes',
  },
  {
    id: 'toggle-maximize-pane',
    scope: 'global',
    keys: 'Alt+Shift+KeyM',
    icon: 'tabler-arrows-maximize',
    group: 'panes',
  },
  {
    id: 'grow-pane',
    scope: 'global',
    keys: 'Alt+Shift+Period',
    group: 'panes',
    repeat: true,
  },
  {
    id: 'shrink-pane',
    scope: 'global',
    keys: 'Alt+Shift+Comma',
    group: 'panes',
    repeat: true,
  },
  {
    id: 'save-layout-as',
    scope: 'global',
    keys: 'Alt+Shift+KeyL',
    icon: 'tabler-device-floppy',
    group: 'panes',
  },
  // Records: heard inside the list or record screen that holds focus (several may be open).
  { id: 'record-new', scope: 'pane', keys: 'Alt+Shift+KeyI', group: 'records' },
  {
    id: 'record-edit',
    scope: 'pane',
    keys: 'Alt+Shift+KeyR',
    group: 'records',
  },
  {
    id: 'record-delete',
    scope: 'pane',
    keys: 'Alt+Shift+Delete',
    group: 'records',
  },
  {
    id: 'record-history',
    scope: 'pane',
    keys: 'Alt+Shift+KeyH',
    group: 'records',
  },
  {
    id: 'list-search',
    scope: 'pane',
    keys: 'Alt+Shift+KeyF',
    group: 'records',
  },
  {
    id: 'list-filters',
    scope: 'pane',
    keys: 'Alt+Shift+KeyG',
    group: 'records',
  },
  {
    id: 'list-columns',
    scope: 'pane',
    keys: 'Alt+Shift+KeyO',
    group: 'records',
  },
  {
    id: 'list-export',
    scope: 'pane',
    keys: 'Alt+Shift+KeyE',
    group: 'records',
  },
  { id: 'list-print', scope: 'pane', keys: 'Alt+Shift+KeyP', group: 'records' },
  {
    id: 'document-download-pdf',
    scope: 'pane',
    // Every Alt+Shift letter is taken; D for download, as Save is $mod+KeyS.
    keys: '$mod+Shift+KeyD',
    group: 'records',
  },
  // Documents: the document screen's actions and the editor's, heard in their pane.
  {
    id: 'document-save',
    scope: 'pane',
    keys: '$mod+KeyS',
    group: 'records',
  },
  {
    id: 'document-copy-to',
    scope: 'pane',
    keys: 'Alt+Shift+KeyY',
    icon: 'tabler-copy',
    group: 'records',
  },
  {
    id: 'document-copy-from',
    scope: 'pane',
    keys: 'Alt+Shift+KeyK',
    group: 'records',
  },
  {
    id: 'document-close',
    scope: 'pane',
    keys: 'Alt+Shift+KeyJ',
    group: 'records',
  },
  {
    id: 'document-cancel',
    scope: 'pane',
    keys: 'Alt+Shift+KeyZ',
    group: 'records',
  },
  {
    id: 'document-duplicate',
    scope: 'pane',
    keys: 'Alt+Shift+KeyB',
    group: 'records',
  },
  {
    id: 'document-relationship-map',
    scope: 'pane',
    keys: 'Alt+Shift+KeyV',
    group: 'records',
  },
  {
    id: 'document-jump-lines',
    scope: 'pane',
    // Every Alt+Shift letter is taken, and F8 is no browser's or screen reader's key.
    keys: 'F8',
    group: 'records',
  },
  {
    id: 'document-line-delete',
    scope: 'pane',
    keys: '$mod+Delete',
    group: 'records',
  },
  // Rows of an editable table (the rules of a user group): moved as an editor moves lines.
  { id: 'row-move-up', scope: 'pane', keys: 'Alt+ArrowUp', group: 'records' },
  {
    id: 'row-move-down',
    scope: 'pane',
    keys: 'Alt+ArrowDown',
    group: 'records',
  },
  // A tree edited in place (the gate app's mobile menu): an entry under the one above, or out of its parent.
  { id: 'row-indent', scope: 'pane', keys: '$mod+BracketRight', group: 'records' },
  { id: 'row-outdent', scope: 'pane', keys: '$mod+BracketLeft', group: 'records' },
  // Gate pass settings (issue 24): Alt+Shift+9, then a letter (test the store, reset a password).
  { id: 'gate-storage-test', scope: 'pane', keys: 'Alt+Shift+Digit9 KeyT', group: 'records' },
  { id: 'gate-password-reset', scope: 'pane', keys: 'Alt+Shift+Digit9 KeyR', group: 'records' },
  // Base price tools (issue 26), on the Alt+Shift+= prefix of the recurring transactions (Alt+Shift+0
  // is the dispatch note's and the call's): preview a change (V for view), apply it, undo a batch
  // (Z). Their chart's figures take chart-figures, as every chart's do.
  { id: 'price-preview', scope: 'pane', keys: 'Alt+Shift+Equal KeyV', group: 'records' },
  { id: 'price-apply', scope: 'pane', keys: 'Alt+Shift+Equal KeyA', group: 'records' },
  { id: 'price-undo', scope: 'pane', keys: 'Alt+Shift+Equal KeyZ', group: 'records' },
  // Dispatch notes (issue 23): every Alt+Shift letter and most digits are taken, so the note's
  // moves share Alt+Shift+0 and then a letter of their name (load, unload, depart, complete).
  {
    id: 'dispatch-load',
    scope: 'pane',
    keys: 'Alt+Shift+Digit0 KeyL',
    icon: 'tabler-packages',
    group: 'records',
  },
  { id: 'dispatch-unload', scope: 'pane', keys: 'Alt+Shift+Digit0 KeyU', group: 'records' },
  {
    id: 'dispatch-depart',
    scope: 'pane',
    keys: 'Alt+Shift+Digit0 KeyD',
    icon: 'tabler-truck-delivery',
    group: 'records',
  },
  {
    id: 'dispatch-complete',
    scope: 'pane',
    keys: 'Alt+Shift+Digit0 KeyC',
    icon: 'tabler-circle-check',
    group: 'records',
  },
  // A stop's proof of delivery: the customer refused everything (X), and a dispatch return posted (P).
  { id: 'dispatch-refuse-stop', scope: 'pane', keys: 'Alt+Shift+Digit0 KeyX', group: 'records' },
  {
    id: 'dispatch-post-return',
    scope: 'pane',
    keys: 'Alt+Shift+Digit0 KeyP',
    icon: 'tabler-arrow-back-up',
    group: 'records',
  },
  // Gate passes (issue 24): a loaded note's pass on the dispatch prefix (G for gate); a new pass's
  // lines on Alt+Shift+0 then L, as a note's moves take their letter after the same prefix.
  {
    id: 'dispatch-gate-pass',
    scope: 'pane',
    keys: 'Alt+Shift+Digit0 KeyG',
    icon: 'tabler-file-barcode',
    group: 'records',
  },
  { id: 'gate-pass-add-line', scope: 'pane', keys: 'Alt+Shift+Digit0 KeyN', group: 'records' },
  // The rep's day (issue 25), on the same prefix: log the active call (V for visit), and start a
  // sales order for its outlet (O for order).
  {
    id: 'call-log',
    scope: 'pane',
    keys: 'Alt+Shift+Digit0 KeyV',
    icon: 'tabler-phone-call',
    group: 'records',
  },
  {
    id: 'call-start-order',
    scope: 'pane',
    keys: 'Alt+Shift+Digit0 KeyO',
    icon: 'tabler-file-invoice',
    group: 'records',
  },
  // Approval: every letter with Alt+Shift is taken, so the decisions sit on digits (1 is the
  // notifications', which an authorizer opens to find what waits for them).
  {
    id: 'approval-approve',
    scope: 'pane',
    keys: 'Alt+Shift+Digit2',
    group: 'records',
  },
  {
    id: 'approval-reject',
    scope: 'pane',
    keys: 'Alt+Shift+Digit3',
    group: 'records',
  },
  {
    id: 'approval-post',
    scope: 'pane',
    keys: 'Alt+Shift+Digit4',
    group: 'records',
  },
  // Banking (issue 22): the digits after the approval's, heard in the Banking screens.
  { id: 'payment-pay-all', scope: 'pane', keys: 'Alt+Shift+Digit5', group: 'records' },
  {
    id: 'payment-new-incoming',
    scope: 'pane',
    keys: 'Alt+Shift+Digit6',
    icon: 'tabler-cash',
    group: 'records',
  },
  {
    id: 'payment-new-outgoing',
    scope: 'pane',
    keys: 'Alt+Shift+Digit7',
    icon: 'tabler-cash-banknote',
    group: 'records',
  },
  // Dispatch planning (issue 23): every Alt+Shift letter and digit up to 7 is taken; Enter as in
  // "enter them into the load", heard in the open items and the load builder.
  { id: 'dispatch-assign', scope: 'pane', keys: 'Alt+Shift+Enter', icon: 'tabler-truck', group: 'records' },
  // The open items' sales orders become deliveries (Alt+Shift+D splits the pane): the digit after
  // the banking ones, heard in the open items.
  { id: 'dispatch-create-deliveries', scope: 'pane', keys: 'Alt+Shift+Digit8', group: 'records' },
  // The gate's scan desk (issue 24): Alt+Shift+9 then a letter, heard while the scan box has focus.
  { id: 'gate-direction', scope: 'pane', keys: 'Alt+Shift+Digit9 KeyD', group: 'records' },
  { id: 'gate-sounds', scope: 'pane', keys: 'Alt+Shift+Digit9 KeyM', group: 'records' },
  // A chart's figures as a table beside it (issue 25, the sales targets report): every Alt+Shift
  // letter and digit is taken; Minus is free on every layout's code.
  { id: 'chart-figures', scope: 'pane', keys: 'Alt+Shift+Minus', group: 'records' },
  // A due recurring transaction (issue 25): Alt+Shift+= then E executes the active row, K skips it.
  { id: 'recurring-execute', scope: 'pane', keys: 'Alt+Shift+Equal KeyE', group: 'records' },
  { id: 'recurring-skip', scope: 'pane', keys: 'Alt+Shift+Equal KeyK', group: 'records' },
  // Palette: its search field has focus, so Enter and Shift+Enter must be heard in a field.
  {
    id: 'palette-open-in-pane',
    scope: 'palette',
    keys: 'Enter',
    group: 'palette',
    allowInForm: true,
  },
  {
    id: 'palette-open-split-right',
    scope: 'palette',
    keys: '$mod+Enter',
    group: 'palette',
  },
  {
    id: 'palette-open-split-down',
    scope: 'palette',
    keys: 'Shift+Enter',
    group: 'palette',
    allowInForm: true,
  },
  {
    id: 'palette-close',
    scope: 'palette',
    keys: 'Escape',
    group: 'palette',
  },
  // Keys the focused widget handles itself (widget: true), listed for the cheat sheet, which shows
  // them first where the focus is. The grid's: grid-keyboard.ts (its test holds it to this list).
  {
    id: 'grid-move',
    scope: 'grid',
    keys: 'ArrowDown',
    orKeys: ['ArrowUp', 'ArrowRight', 'ArrowLeft'],
    group: 'grid',
    widget: true,
  },
  {
    id: 'grid-row-ends',
    scope: 'grid',
    keys: 'Home',
    orKeys: ['End'],
    group: 'grid',
    widget: true,
  },
  {
    id: 'grid-ends',
    scope: 'grid',
    keys: '$mod+Home',
    orKeys: ['$mod+End'],
    group: 'grid',
    widget: true,
  },
  {
    id: 'grid-page',
    scope: 'grid',
    keys: 'PageDown',
    orKeys: ['PageUp'],
    group: 'grid',
    widget: true,
  },
  {
    id: 'grid-enter',
    scope: 'grid',
    keys: 'Enter',
    group: 'grid',
    widget: true,
  },
  {
    id: 'grid-open-right',
    scope: 'grid',
    keys: '$mod+Enter',
    group: 'grid',
    widget: true,
  },
  {
    id: 'grid-open-below',
    scope: 'grid',
    keys: 'Shift+Enter',
    group: 'grid',
    widget: true,
  },
  { id: 'grid-edit', scope: 'grid', keys: 'F2', group: 'grid', widget: true },
  {
    id: 'grid-column-menu',
    scope: 'grid',
    keys: 'Alt+ArrowDown',
    group: 'grid',
    widget: true,
  },
  // A document's lines in the editor (use-line-entry.ts and the grid's editor keys).
  {
    id: 'lines-take-item',
    scope: 'lines',
    keys: 'Enter',
    group: 'lines',
    widget: true,
  },
  {
    id: 'lines-next-cell',
    scope: 'lines',
    keys: 'Tab',
    orKeys: ['Shift+Tab'],
    group: 'lines',
    widget: true,
  },
  {
    id: 'lines-stock-picker',
    scope: 'lines',
    keys: 'F4',
    group: 'lines',
  },
  {
    id: 'lines-undo-cell',
    scope: 'lines',
    keys: 'Escape',
    group: 'lines',
    widget: true,
  },
  // Trees (tree-keys.ts and the navigation's), arrows mirrored in right-to-left.
  {
    id: 'tree-move',
    scope: 'tree',
    keys: 'ArrowDown',
    orKeys: ['ArrowUp'],
    group: 'tree',
    widget: true,
  },
  {
    id: 'tree-open-group',
    scope: 'tree',
    keys: 'ArrowRight',
    orKeys: ['ArrowLeft'],
    group: 'tree',
    widget: true,
  },
  {
    id: 'tree-ends',
    scope: 'tree',
    keys: 'Home',
    orKeys: ['End'],
    group: 'tree',
    widget: true,
  },
  { id: 'tree-open', scope: 'tree', keys: 'Enter', group: 'tree', widget: true },
  // Fields: lookups (reference-combobox.tsx) and dates (date-picker-field.tsx).
  {
    id: 'field-open-list',
    scope: 'form',
    keys: 'Alt+ArrowDown',
    group: 'fields',
    widget: true,
  },
  {
    id: 'field-take-match',
    scope: 'form',
    keys: 'Enter',
    group: 'fields',
    widget: true,
  },
  {
    id: 'field-close-list',
    scope: 'form',
    keys: 'Escape',
    group: 'fields',
    widget: true,
  },
  // Dialogs
  { id: 'close-dialog', scope: 'dialog', keys: 'Escape', group: 'dialogs' },
] as const satisfies readonly (Omit<KeyBinding, 'titleKey'> & { group: KeyBindingGroup })[];

/** The table with each command's title key, named after its id (titleKeyOf). */
export const keyBindings = declaredBindings.map((binding) => ({
  ...binding,
  titleKey: titleKeyOf(binding.id),
}));

export type KeyBindingId = (typeof keyBindings)[number]['id'];

const byId = new Map<string, KeyBinding>(keyBindings.map((binding) => [binding.id, binding]));

/** The binding with this id; the menus show `bindingById(id).keys` next to their items. */
export function bindingById(id: KeyBindingId): KeyBinding {
  const binding = byId.get(id);
  if (!binding) throw new Error(`No key binding "${id}"`);
  return binding;
}
