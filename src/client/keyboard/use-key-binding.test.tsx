// @vitest-environment happy-dom
import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getByRole } from '../testing/accessible-queries';
import { KeyboardLayerProvider } from './keyboard-layer-provider';
import { useKeyBinding } from './use-key-binding';
import { useKeyScope } from './use-key-scope';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root | undefined;
let container: HTMLElement;

function Pane({ name, onClosePane }: { name: string; onClosePane: (name: string) => void }) {
  const pane = useRef<HTMLElement>(null);
  useKeyBinding('close-pane', () => onClosePane(name), { within: pane });
  return (
    <section ref={pane} aria-label={name} {...useKeyScope('pane')}>
      <button type="button">{`Focus ${name}`}</button>
    </section>
  );
}

async function pressCloseOn(name: string) {
  const button = getByRole(container, 'button', { name: `Focus ${name}` });
  await act(async () => {
    button.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 'W',
        code: 'KeyW',
        altKey: true,
        shiftKey: true,
        bubbles: true,
        cancelable: true,
      }),
    );
  });
}

describe('useKeyBinding', () => {
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
    container.remove();
  });

  it('runs the handler of the pane that holds the focus, and stops when the pane unmounts', async () => {
    const onClosePane = vi.fn();
    const renderPanes = (names: string[]) =>
      act(async () => {
        root ??= createRoot(container);
        root.render(
          <KeyboardLayerProvider>
            {names.map((name) => (
              <Pane key={name} name={name} onClosePane={onClosePane} />
            ))}
          </KeyboardLayerProvider>,
        );
      });
    await renderPanes(['Orders', 'Items']);
    expect(getByRole(container, 'region', { name: 'Items' }).getAttribute('data-key-scope')).toBe('pane');

    await pressCloseOn('Items');
    expect(onClosePane.mock.calls).toEqual([['Items']]);

    await renderPanes(['Orders']);
    await pressCloseOn('Orders');
    expect(onClosePane.mock.calls).toEqual([['Items'], ['Orders']]);
  });

  it('says what is missing when used outside a KeyboardLayerProvider', async () => {
    function Lonely() {
      useKeyBinding('sign-out', () => {});
      return null;
    }
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    root = createRoot(container);
    await expect(act(async () => root?.render(<Lonely />))).rejects.toThrow(/KeyboardLayerProvider/);
    error.mockRestore();
  });
});
