/**
 * The shell's commands, declared once: the navbar and the user menu show their shortcuts from
 * here, the global key bindings come from here, and the command palette (the workspace issue)
 * will list them from here. Shortcuts are tinykeys patterns on `event.code`, so they work on an
 * Arabic or French keyboard; Alt+Shift leaves every screen reader's own keys alone (NVDA and
 * JAWS use Insert or Caps Lock, VoiceOver Control+Option).
 */
export const shellCommands = [
  { id: 'toggle-accessibility-mode', titleKey: 'layout.accessibilityMode', shortcut: 'Alt+Shift+KeyA' },
  { id: 'cycle-theme', titleKey: 'layout.cycleTheme', shortcut: 'Alt+Shift+KeyT' },
  { id: 'open-customizer', titleKey: 'layout.customize', shortcut: 'Alt+Shift+KeyC' },
  { id: 'focus-navigation', titleKey: 'layout.focusNavigation', shortcut: 'Alt+Shift+KeyN' },
  { id: 'sign-out', titleKey: 'layout.signOut', shortcut: 'Alt+Shift+KeyQ' },
] as const;

export type ShellCommandId = (typeof shellCommands)[number]['id'];

export function shortcutOf(id: ShellCommandId): string {
  return shellCommands.find((command) => command.id === id)?.shortcut ?? '';
}
