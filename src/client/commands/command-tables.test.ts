import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../shared/i18n/translator';
import { languages } from '../../shared/locale/languages';
import { keyBindingGroups, keyBindings } from '../keyboard/key-bindings';
import { keylessCommands } from './keyless-commands';

/**
 * Every command of the product is in one of two tables: with its keys (key-bindings.ts), or with
 * the reason it has none (keyless-commands.ts). The palette, title bars and cheat sheet read them.
 */
describe('the command tables', () => {
  it('give every command keys or the reason it has none', () => {
    for (const binding of keyBindings) expect(binding.keys, binding.id).not.toBe('');
    for (const command of keylessCommands) expect(command.noKeys.length, command.id).toBeGreaterThan(10);
  });

  it('declare each command once, under one id', () => {
    const ids = [...keyBindings, ...keylessCommands].map((command) => command.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('title every command in English, French and Arabic', () => {
    for (const language of languages) {
      const t = translatorFor(language);
      for (const command of [...keyBindings, ...keylessCommands]) {
        const title = t(command.titleKey, { name: 'X' });
        expect(title, `${language} ${command.id}`).not.toBe(command.titleKey);
        expect(title).not.toMatch(/\{\{/);
      }
    }
  });

  it('place every command in a section of the cheat sheet', () => {
    const groups: readonly string[] = keyBindingGroups;
    for (const command of [...keyBindings, ...keylessCommands])
      expect(groups, command.id).toContain(command.group);
  });
});
