// @vitest-environment happy-dom
import { act, type ReactNode, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getByRole, queryAllByRole } from '../testing/accessible-queries';
import { ModalFrame, type ModalFrameProps } from './modal-frame';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root | undefined;
let container: HTMLElement;
let onClose: ReturnType<typeof vi.fn<() => void>>;

async function render(node: ReactNode) {
  await act(async () => {
    root ??= createRoot(container);
    root.render(node);
  });
}

type FrameOptions = Partial<Omit<ModalFrameProps, 'onClose' | 'children'>>;

const frame = (options: FrameOptions = {}, children: ReactNode = <Controls />) => (
  <ModalFrame title="Export" closeLabel="Close" placement="center" {...options} onClose={onClose}>
    {children}
  </ModalFrame>
);

function Controls() {
  return (
    <>
      <input aria-label="File name" />
      <button type="button">Export now</button>
    </>
  );
}

function FocusingName() {
  const name = useRef<HTMLInputElement>(null);
  return frame(
    { initialFocus: name },
    <>
      <button type="button">Before</button>
      <input ref={name} aria-label="File name" />
    </>,
  );
}

async function press(target: Element, init: KeyboardEventInit) {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  await act(async () => {
    target.dispatchEvent(event);
  });
  return event;
}

const pressOnFocus = (init: KeyboardEventInit) => press(document.activeElement ?? document.body, init);

async function pointerDown(target: Element) {
  await act(async () => {
    target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  });
}

const dialog = () => getByRole(container, 'dialog', { name: 'Export' });
const button = (name: string) => getByRole(container, 'button', { name });

describe('ModalFrame', () => {
  beforeEach(() => {
    onClose = vi.fn<() => void>();
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('is a modal dialog named by its heading and described by its description', async () => {
    await render(frame({ description: 'Writes the rows to a file.' }));
    const element = dialog();
    expect(element.getAttribute('aria-modal')).toBe('true');
    expect(getByRole(element, 'heading', { level: 2, name: 'Export' }).id).toBe(
      element.getAttribute('aria-labelledby'),
    );
    const description = document.getElementById(element.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Writes the rows to a file.');
  });

  it('declares a modal key scope, the dialog one unless told otherwise', async () => {
    await render(frame());
    expect(dialog().getAttribute('data-key-scope')).toBe('dialog');
    await render(frame({ keyScope: 'palette' }));
    expect(dialog().getAttribute('data-key-scope')).toBe('palette');
  });

  it('moves focus to Close on open', async () => {
    await render(frame());
    expect(document.activeElement).toBe(button('Close'));
  });

  it('moves focus to the element it is given instead', async () => {
    await render(<FocusingName />);
    expect(document.activeElement).toBe(getByRole(container, 'textbox', { name: 'File name' }));
  });

  it('draws no Close button without a label, and then focuses the first control', async () => {
    await render(frame({ closeLabel: undefined, description: undefined }));
    expect(queryAllByRole(container, 'button', { name: 'Close' })).toEqual([]);
    expect(dialog().hasAttribute('aria-describedby')).toBe(false);
    expect(document.activeElement).toBe(getByRole(container, 'textbox', { name: 'File name' }));
  });

  it('keeps Tab inside: from the last control to the first, and back with Shift+Tab', async () => {
    await render(frame());
    const close = button('Close');
    const last = button('Export now');
    const backwards = await pressOnFocus({ key: 'Tab', shiftKey: true });
    expect(backwards.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(last);
    const forwards = await pressOnFocus({ key: 'Tab' });
    expect(forwards.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(close);
  });

  it('lets Tab move normally between controls inside', async () => {
    await render(frame());
    const tab = await pressOnFocus({ key: 'Tab' });
    expect(tab.defaultPrevented).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape and on Close', async () => {
    await render(frame());
    const escapeKey = await pressOnFocus({ key: 'Escape' });
    expect(escapeKey.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    const close = button('Close');
    await act(async () => {
      if (close instanceof HTMLElement) close.click();
    });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('leaves Escape to a control inside that already used it', async () => {
    await render(
      frame(
        {},
        // biome-ignore lint/a11y/noStaticElementInteractions: stands in for an open menu that handles Escape.
        <div onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()}>
          <button type="button">Menu item</button>
        </div>,
      ),
    );
    await press(button('Menu item'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on a press on the scrim, not on a press inside the dialog', async () => {
    await render(frame());
    await pointerDown(getByRole(container, 'textbox', { name: 'File name' }));
    await pointerDown(dialog());
    expect(onClose).not.toHaveBeenCalled();
    const scrim = dialog().parentElement;
    if (!scrim) throw new Error('the dialog has no scrim');
    await pointerDown(scrim);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives focus back to the opener once closed', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    await render(frame());
    expect(document.activeElement).toBe(button('Close'));
    await render(null);
    expect(document.activeElement).toBe(opener);
  });

  it('leaves focus alone when the opener has left the page', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    await render(frame());
    opener.remove();
    const focus = vi.spyOn(opener, 'focus');
    await render(null);
    expect(focus).not.toHaveBeenCalled();
  });

  it('gives focus, once closed, to what returnFocus names at that moment, else to the opener', async () => {
    const opener = document.createElement('button');
    const field = document.createElement('input');
    document.body.append(opener, field);
    opener.focus();
    let target: HTMLElement | undefined = field;
    await render(frame({ returnFocus: () => target }));
    await render(null);
    expect(document.activeElement).toBe(field);
    opener.focus();
    await render(frame({ returnFocus: () => target }));
    target = undefined;
    await render(null);
    expect(document.activeElement).toBe(opener);
  });

  it('can be an alert dialog, for a question that must be answered', async () => {
    await render(frame({ role: 'alertdialog' }));
    expect(getByRole(container, 'alertdialog', { name: 'Export' }).getAttribute('aria-modal')).toBe('true');
  });
});
