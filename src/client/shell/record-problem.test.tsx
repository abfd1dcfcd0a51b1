// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../api/http-errors';
import { setupI18n } from '../i18n/i18n-setup';
import { PaneCloserProvider } from './pane-closer';
import { type PaneOpener, PaneOpenerProvider } from './pane-opener';
import { RecordProblem, type RecordProblemProps } from './record-problem';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root | undefined;
let container: HTMLElement;
const opened: string[] = [];
const opener: PaneOpener = (href) => opened.push(href);

async function render(props: RecordProblemProps, close?: () => void) {
  container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(
      <PaneOpenerProvider value={opener}>
        <PaneCloserProvider value={close}>
          <RecordProblem {...props} />
        </PaneCloserProvider>
      </PaneOpenerProvider>,
    );
  });
}

const buttonNames = () => [...container.querySelectorAll('button')].map((button) => button.textContent);
const button = (name: string) =>
  [...container.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
const list = { href: '/sales/doc/17', title: 'Sales Order list' };

describe('RecordProblem', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(async () => {
    await act(async () => root?.unmount());
    container.remove();
    opened.length = 0;
  });

  it('says a missing record does not exist under a heading that takes the focus, and leads back to its list', async () => {
    const error = new HttpError('bad-request', 'Not found', 404);
    await render({ error, record: 'Sales Order 999999', list, onRetry: vi.fn() });
    const heading = container.querySelector('h1');
    expect(heading?.textContent).toBe('Sales Order 999999 does not exist');
    expect(document.activeElement).toBe(heading);
    expect(container.textContent).toContain('It may have been deleted');
    expect(buttonNames()).toEqual(['Back to Sales Order list']);
    await act(async () => button('Back to Sales Order list')?.click());
    expect(opened).toEqual(['/sales/doc/17']);
  });

  it('says only that the user may not open a record the server refused, and offers to close the pane', async () => {
    const close = vi.fn();
    await render({ error: new HttpError('bad-request', 'Forbidden', 403), record: 'Item A1', list }, close);
    expect(container.querySelector('h1')?.textContent).toBe('You may not open Item A1');
    expect(container.textContent).not.toContain('does not exist');
    expect(buttonNames()).toEqual(['Back to Sales Order list', 'Close this pane']);
    await act(async () => button('Close this pane')?.click());
    expect(close).toHaveBeenCalledOnce();
  });

  it('offers to try again only when the failure may pass', async () => {
    const retry = vi.fn();
    await render({ error: new HttpError('bad-response', 'down', 503), record: 'Item A1', onRetry: retry });
    expect(container.querySelector('h1')?.textContent).toBe('Item A1 could not be loaded');
    await act(async () => button('Try again')?.click());
    expect(retry).toHaveBeenCalledOnce();
  });

  it('leaves the focus where the user put it', async () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await render({ error: undefined, record: 'Item A1' });
    expect(document.activeElement).toBe(field);
    field.remove();
  });
});
