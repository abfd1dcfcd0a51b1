import { describe, expect, it } from 'vitest';
import { keyboardText } from '../../shared/i18n/sections/keyboard';
import { shortcutOf } from '../commands/shell-commands';
import { bindingById, type KeyBindingId, keyBindingGroups, keyBindings } from './key-bindings';
import { screenReaderConflict } from './screen-reader-keys';

type Tree = { readonly [key: string]: string | Tree };

function lookUp(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('the key bindings table', () => {
  it('gives every binding a distinct id', () => {
    const ids = keyBindings.map((binding) => binding.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never gives one key to two bindings of the same scope', () => {
    const seen = keyBindings.flatMap((binding) =>
      [binding.keys, ...('alsoKeys' in binding ? binding.alsoKeys : [])].map(
        (keys) => `${binding.scope} ${keys}`,
      ),
    );
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('takes no key that screen readers need', () => {
    expect(keyBindings.map((binding) => screenReaderConflict(binding)).filter(Boolean)).toEqual([]);
  });

  it('has a title and a group heading in English, French and Arabic for every binding', () => {
    for (const language of ['en', 'fr', 'ar'] as const) {
      const catalogue = { keyboard: keyboardText[language] };
      for (const binding of keyBindings) {
        expect(lookUp(catalogue, binding.titleKey), `${language} ${binding.titleKey}`).toBeTruthy();
        expect(
          lookUp(catalogue, `keyboard.groups.${binding.group}`),
          `${language} ${binding.group}`,
        ).toBeTruthy();
      }
      for (const group of keyBindingGroups)
        expect(lookUp(catalogue, `keyboard.groups.${group}`)).toBeTruthy();
    }
  });

  it('keeps the shell commands on Alt+Shift and a letter, in the global scope', () => {
    const shell: [KeyBindingId, string][] = [
      ['toggle-accessibility-mode', 'Alt+Shift+KeyA'],
      ['cycle-theme', 'Alt+Shift+KeyT'],
      ['open-customizer', 'Alt+Shift+KeyC'],
      ['focus-navigation', 'Alt+Shift+KeyN'],
      ['sign-out', 'Alt+Shift+KeyQ'],
    ];
    for (const [id, keys] of shell) {
      expect(shortcutOf(id), id).toBe(keys);
      expect(bindingById(id).scope).toBe('global');
    }
  });

  it('opens the palette with $mod+K from everywhere and the cheat sheet with ?', () => {
    expect(bindingById('open-command-palette')).toMatchObject({ keys: '$mod+KeyK', everywhere: true });
    expect(bindingById('open-shortcut-help')).toMatchObject({ keys: 'Shift+Slash', scope: 'global' });
  });
});
