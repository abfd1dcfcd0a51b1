// @vitest-environment happy-dom
import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getByRole } from '../testing/accessible-queries';
import { KeyboardLayerProvider } from './keyboard-layer-provider';
import { useKeyScope } from './use-key-scope';
import { usePendingKeyBinding, usePendingKeyBindings } from './use-pending-key-bindings';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root | undefined;
let container: HTMLElement;

/** A document whose rights are undefined until they arrive. */
function Document({ rights, onEdit }: { rights: { update: boolean } | undefined; onEdit: () => void }) {
  const pane = useRef<HTMLElement>(null);
  const keys = usePendingKeyBindings(rights === undefined);
  usePendingKeyBinding(keys, 'record-edit', onEdit, rights?.update === true, { within: pane });
  return (
    <section ref={pane} aria-label="Sales Order" {...useKeyScope('pane')}>
      <button type="button">Lines</button>
    </section>
  );
}

const render = (rights: { update: boolean } | undefined, onEdit: () => void) =>
  act(async () => {
    root ??= createRoot(container);
    root.render(
      <KeyboardLayerProvider>
        <Document rights={rights} onEdit={onEdit} />
      </KeyboardLayerProvider>,
    );
  });

async function pressEdit() {
  const button = getByRole(container, 'button', { name: 'Lines' });
  await act(async () => {
    button.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 'R',
        code: 'KeyR',
        altKey: true,
        shiftKey: true,
        bubbles: true,
        cancelable: true,
      }),
    );
  });
}

describe('usePendingKeyBinding', () => {
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
    container.remove();
  });

  it('holds a shortcut pressed before the rights arrive and runs it once they allow it', async () => {
    const onEdit = vi.fn();
    await render(undefined, onEdit);
    await pressEdit();
    expect(onEdit).not.toHaveBeenCalled();
    await render({ update: true }, onEdit);
    expect(onEdit).toHaveBeenCalledTimes(1);
    // Held once: a later render does not run it again, and a key pressed now runs at once.
    await render({ update: true }, onEdit);
    await pressEdit();
    expect(onEdit).toHaveBeenCalledTimes(2);
  });

  it('drops a held shortcut the rights refuse, and ignores the key where the action is not allowed', async () => {
    const onEdit = vi.fn();
    await render(undefined, onEdit);
    await pressEdit();
    await render({ update: false }, onEdit);
    await pressEdit();
    expect(onEdit).not.toHaveBeenCalled();
  });
});
