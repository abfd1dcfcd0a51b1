// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeyBinding } from './key-binding';
import { bindingById } from './key-bindings';
import { createKeyboardLayer, type KeyboardLayer } from './keyboard-layer';

let layer: KeyboardLayer;

function mount(html: string) {
  document.body.innerHTML = html;
}

function element(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (!found) throw new Error(`no #${id}`);
  return found;
}

/** Dispatches a keydown from `target` the way a browser does, and says whether it was handled. */
function press(target: Element, init: KeyboardEventInit): boolean {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

const ctrlK = { key: 'k', code: 'KeyK', ctrlKey: true };
const questionMark = { key: '?', code: 'Slash', shiftKey: true };
const altShift = (code: string, key = code) => ({ key, code, altKey: true, shiftKey: true });

const binding = (overrides: Partial<KeyBinding> & Pick<KeyBinding, 'keys'>): KeyBinding => ({
  id: 'test-binding',
  scope: 'global',
  titleKey: 'keyboard.commands.test',
  group: 'general',
  ...overrides,
});

describe('createKeyboardLayer', () => {
  beforeEach(() => {
    layer = createKeyboardLayer(window);
  });
  afterEach(() => {
    layer.dispose();
    document.body.innerHTML = '';
  });

  it('gives a key to the innermost scope that binds it', () => {
    mount(
      '<div data-key-scope="pane"><div data-key-scope="grid"><button id="cell">c</button></div></div><button id="out">o</button>',
    );
    const global = vi.fn();
    const grid = vi.fn();
    layer.register(binding({ id: 'g', keys: 'Alt+Shift+KeyZ' }), global);
    layer.register(binding({ id: 'd', scope: 'grid', keys: 'Alt+Shift+KeyZ' }), grid);

    expect(press(element('cell'), altShift('KeyZ', 'Z'))).toBe(true);
    expect(grid).toHaveBeenCalledTimes(1);
    expect(global).not.toHaveBeenCalled();

    press(element('out'), altShift('KeyZ', 'Z'));
    expect(global).toHaveBeenCalledTimes(1);
    expect(grid).toHaveBeenCalledTimes(1);
  });

  it('passes a key on to an outer scope when the inner one does not bind it', () => {
    mount('<div data-key-scope="pane"><button id="inside">i</button></div>');
    const open = vi.fn();
    layer.register(bindingById('open-command-palette'), open);
    press(element('inside'), ctrlK);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('runs the pane binding only for the pane that holds the focus', () => {
    mount(
      '<div id="left" data-key-scope="pane"><button id="a">a</button></div><div id="right" data-key-scope="pane"><button id="b">b</button></div>',
    );
    const closeLeft = vi.fn();
    const closeRight = vi.fn();
    layer.register(bindingById('close-pane'), closeLeft, { within: () => element('left') });
    layer.register(bindingById('close-pane'), closeRight, { within: () => element('right') });

    press(element('b'), altShift('KeyW', 'W'));
    expect(closeRight).toHaveBeenCalledTimes(1);
    expect(closeLeft).not.toHaveBeenCalled();

    press(element('a'), altShift('KeyW', 'W'));
    expect(closeLeft).toHaveBeenCalledTimes(1);
  });

  it("offers, as commands, what a key would reach from a focus: that pane's and the shell's, one per id", () => {
    mount(
      '<div id="left" data-key-scope="pane"><button id="a">a</button></div><div id="right" data-key-scope="pane"><button id="b">b</button></div>',
    );
    const newLeft = vi.fn();
    const newRight = vi.fn();
    layer.register(bindingById('record-new'), newLeft, { within: () => element('left') });
    layer.register(bindingById('record-new'), newRight, { within: () => element('right') });
    layer.register(bindingById('close-pane'), vi.fn());
    layer.register(bindingById('close-pane'), vi.fn());

    const offered = layer.available(element('b'));
    expect(offered.map((entry) => entry.binding.id).sort()).toEqual(['close-pane', 'record-new']);
    offered.find((entry) => entry.binding.id === 'record-new')?.run();
    expect(newRight).toHaveBeenCalledTimes(1);
    expect(newLeft).not.toHaveBeenCalled();
    // Outside every pane, a pane's commands are not offered.
    expect(layer.available(document.body).map((entry) => entry.binding.id)).toEqual(['close-pane']);
  });

  it('prefers the deepest container, then the latest registration, and runs one handler per key', () => {
    mount('<div id="outer" data-key-scope="pane"><div id="inner"><button id="b">b</button></div></div>');
    const outer = vi.fn();
    const inner = vi.fn();
    const loose = vi.fn();
    layer.register(bindingById('close-pane'), loose);
    layer.register(bindingById('close-pane'), inner, { within: () => element('inner') });
    layer.register(bindingById('close-pane'), outer, { within: () => element('outer') });
    press(element('b'), altShift('KeyW'));
    expect([outer.mock.calls.length, inner.mock.calls.length, loose.mock.calls.length]).toEqual([0, 1, 0]);
  });

  it('leaves ? to a text field but still opens the palette with Ctrl+K from it', () => {
    mount('<input id="name"><button id="help">h</button>');
    const help = vi.fn();
    const palette = vi.fn();
    layer.register(bindingById('open-shortcut-help'), help);
    layer.register(bindingById('open-command-palette'), palette);

    expect(press(element('name'), questionMark)).toBe(false);
    expect(help).not.toHaveBeenCalled();
    expect(press(element('name'), ctrlK)).toBe(true);
    expect(palette).toHaveBeenCalledTimes(1);

    press(element('help'), questionMark);
    expect(help).toHaveBeenCalledTimes(1);
  });

  it('opens the cheat sheet from the key that types ? on a French keyboard', () => {
    mount('<button id="b">b</button>');
    const help = vi.fn();
    layer.register(bindingById('open-shortcut-help'), help);
    press(element('b'), { key: '?', code: 'KeyM', shiftKey: true });
    expect(help).toHaveBeenCalledTimes(1);
  });

  it('hears F6 in a text field but not Alt+Shift+arrow, which selects words there', () => {
    mount('<div data-key-scope="pane"><input id="field"></div>');
    const next = vi.fn();
    const left = vi.fn();
    layer.register(bindingById('focus-next-pane'), next);
    layer.register(bindingById('focus-pane-left'), left);
    press(element('field'), { key: 'F6', code: 'F6' });
    press(element('field'), altShift('ArrowLeft'));
    expect(next).toHaveBeenCalledTimes(1);
    expect(left).not.toHaveBeenCalled();
  });

  it('hears Enter in the palette search field', () => {
    mount('<div data-key-scope="palette"><input id="search"></div>');
    const open = vi.fn();
    layer.register(bindingById('palette-open-in-pane'), open);
    expect(press(element('search'), { key: 'Enter', code: 'Enter' })).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('ignores a held key unless the binding asks for repeats, and still keeps it from the browser', () => {
    mount('<div data-key-scope="pane"><button id="b">b</button></div>');
    const palette = vi.fn();
    const grow = vi.fn();
    layer.register(bindingById('open-command-palette'), palette);
    layer.register(bindingById('grow-pane'), grow);

    expect(press(element('b'), { ...ctrlK, repeat: true })).toBe(true);
    expect(palette).not.toHaveBeenCalled();
    press(element('b'), { ...altShift('Period', '>'), repeat: true });
    press(element('b'), { ...altShift('Period', '>'), repeat: true });
    expect(grow).toHaveBeenCalledTimes(2);
  });

  it('ignores keys typed while an input method composes', () => {
    mount('<button id="b">b</button>');
    const palette = vi.fn();
    layer.register(bindingById('open-command-palette'), palette);
    expect(press(element('b'), { ...ctrlK, isComposing: true })).toBe(false);
    expect(palette).not.toHaveBeenCalled();
  });

  it('leaves alone a key that a component already handled', () => {
    mount('<button id="b">b</button>');
    const palette = vi.fn();
    layer.register(bindingById('open-command-palette'), palette);
    element('b').addEventListener('keydown', (event) => event.preventDefault());
    press(element('b'), ctrlK);
    expect(palette).not.toHaveBeenCalled();
  });

  it('calls preventDefault only for keys it handles', () => {
    mount('<button id="b">b</button>');
    layer.register(bindingById('open-command-palette'), () => {});
    expect(press(element('b'), ctrlK)).toBe(true);
    expect(press(element('b'), { key: 'j', code: 'KeyJ', ctrlKey: true })).toBe(false);
    expect(press(element('b'), { key: 'k', code: 'KeyK' })).toBe(false);
  });

  it('keeps global keys out of a modal dialog, except those heard everywhere', () => {
    mount('<div role="dialog" aria-modal="true"><button id="ok">OK</button></div>');
    const signOut = vi.fn();
    const palette = vi.fn();
    layer.register(bindingById('sign-out'), signOut);
    layer.register(bindingById('open-command-palette'), palette);
    expect(press(element('ok'), altShift('KeyQ'))).toBe(false);
    press(element('ok'), ctrlK);
    expect(signOut).not.toHaveBeenCalled();
    expect(palette).toHaveBeenCalledTimes(1);
  });

  it('closes the dialog that holds the focus with Escape', () => {
    mount('<div id="d" data-key-scope="dialog"><button id="ok">OK</button></div><button id="out">o</button>');
    const close = vi.fn();
    layer.register(bindingById('close-dialog'), close, { within: () => element('d') });
    expect(press(element('out'), { key: 'Escape', code: 'Escape' })).toBe(false);
    press(element('ok'), { key: 'Escape', code: 'Escape' });
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('opens the palette from Ctrl and the K key on an Arabic layout', () => {
    mount('<button id="b">b</button>');
    const palette = vi.fn();
    layer.register(bindingById('open-command-palette'), palette);
    expect(press(element('b'), { key: 'ض', code: 'KeyK', ctrlKey: true })).toBe(true);
    expect(palette).toHaveBeenCalledTimes(1);
  });

  it('swaps panes through a two-press sequence, undisturbed by modifier presses', () => {
    mount('<div data-key-scope="pane"><button id="b">b</button></div>');
    const left = vi.fn();
    const right = vi.fn();
    layer.register(bindingById('swap-pane-left'), left);
    layer.register(bindingById('swap-pane-right'), right);

    expect(press(element('b'), { key: 'ArrowLeft', code: 'ArrowLeft' })).toBe(false);
    expect(press(element('b'), altShift('KeyX', 'X'))).toBe(true);
    press(element('b'), { key: 'Shift', code: 'ShiftLeft', shiftKey: true });
    expect(press(element('b'), { key: 'ArrowLeft', code: 'ArrowLeft' })).toBe(true);
    expect(left).toHaveBeenCalledTimes(1);
    expect(right).not.toHaveBeenCalled();
  });

  it('abandons a sequence on Escape and on an unrelated key', () => {
    mount('<div data-key-scope="pane"><button id="b">b</button></div>');
    const left = vi.fn();
    layer.register(bindingById('swap-pane-left'), left);
    press(element('b'), altShift('KeyX'));
    expect(press(element('b'), { key: 'Escape', code: 'Escape' })).toBe(true);
    press(element('b'), { key: 'ArrowLeft', code: 'ArrowLeft' });
    press(element('b'), altShift('KeyX'));
    press(element('b'), { key: 'a', code: 'KeyA' });
    press(element('b'), { key: 'ArrowLeft', code: 'ArrowLeft' });
    expect(left).not.toHaveBeenCalled();
  });

  it.each([
    ['a bare arrow in the global scope', binding({ keys: 'ArrowDown' })],
    ['Tab in the global scope', binding({ keys: 'Tab' })],
    ['Enter in the global scope', binding({ keys: 'Enter' })],
    ['Space in the global scope', binding({ keys: 'Space' })],
    ['Escape in the global scope', binding({ keys: 'Escape' })],
    ['Insert', binding({ keys: 'Insert+KeyT', scope: 'grid' })],
    ['Caps Lock', binding({ keys: 'CapsLock+KeyT', scope: 'pane' })],
    ['Control+Alt+arrow', binding({ keys: 'Control+Alt+ArrowRight', scope: 'grid' })],
    ['Control+Option with Shift', binding({ keys: 'Alt+Shift+Control+ArrowLeft', scope: 'pane' })],
  ])('refuses to bind %s', (_name, refused) => {
    expect(() => layer.register(refused, () => {})).toThrow(/Refused key binding/);
  });

  it('lets a grid bind bare arrows', () => {
    expect(() => layer.register(binding({ keys: 'ArrowDown', scope: 'grid' }), () => {})).not.toThrow();
  });

  it('stops calling a handler once it is unregistered', () => {
    mount('<button id="b">b</button>');
    const palette = vi.fn();
    const unregister = layer.register(bindingById('open-command-palette'), palette);
    unregister();
    expect(press(element('b'), ctrlK)).toBe(false);
    expect(palette).not.toHaveBeenCalled();
  });

  it('removes its listener when disposed', () => {
    mount('<button id="b">b</button>');
    const palette = vi.fn();
    const target = document.createElement('div');
    const spy = vi.spyOn(target, 'removeEventListener');
    const local = createKeyboardLayer(target);
    local.register(bindingById('open-command-palette'), palette);
    target.append(element('b'));
    document.body.append(target);
    press(element('b'), ctrlK);
    local.dispose();
    press(element('b'), ctrlK);
    expect(palette).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith('keydown', expect.any(Function));
  });
});
