import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyCaps } from './key-caps';

const texts = (pattern: string) => keyCaps(pattern).map((press) => press.map((cap) => cap.text));

describe('keyCaps', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows $mod as Ctrl and code names as the letters on the keys', () => {
    vi.stubGlobal('navigator', { platform: 'Win32' });
    expect(texts('$mod+KeyK')).toEqual([['Ctrl', 'K']]);
    expect(texts('Alt+Shift+KeyA')).toEqual([['Alt', 'Shift', 'A']]);
  });

  it('shows $mod as ⌘ on a Mac, with a spoken name', () => {
    vi.stubGlobal('navigator', { platform: 'MacIntel' });
    expect(keyCaps('$mod+Enter')).toEqual([
      [{ text: '⌘', spokenKey: 'keyboard.keys.command' }, { text: 'Enter' }],
    ]);
  });

  it('shows Shift+Slash as the question mark the user types', () => {
    expect(texts('Shift+Slash')).toEqual([['?']]);
  });

  it('draws arrows as arrows that a screen reader names', () => {
    expect(keyCaps('Alt+Shift+ArrowLeft')[0]?.at(-1)).toEqual({
      text: '←',
      spokenKey: 'keyboard.keys.arrowLeft',
    });
    expect(texts('Alt+Shift+ArrowDown')).toEqual([['Alt', 'Shift', '↓']]);
  });

  it('shows punctuation codes as their characters and splits a sequence into presses', () => {
    expect(texts('Alt+Shift+Period')).toEqual([['Alt', 'Shift', '.']]);
    expect(texts('Alt+Shift+Minus')).toEqual([['Alt', 'Shift', '-']]);
    expect(texts('Alt+Shift+Equal KeyV')).toEqual([['Alt', 'Shift', '='], ['V']]);
    expect(texts('Alt+Shift+KeyX ArrowUp')).toEqual([['Alt', 'Shift', 'X'], ['↑']]);
    expect(texts('Escape')).toEqual([['Esc']]);
  });
});
