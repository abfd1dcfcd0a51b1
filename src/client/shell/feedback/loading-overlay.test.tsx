// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupI18n } from '../../i18n/i18n-setup';
import { getByRole } from '../../testing/accessible-queries';
import { hideLoader, loaderActive, showLoader } from './loader-state';
import { LoadingOverlay } from './loading-overlay';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root | undefined;
let container: HTMLElement;

const overlayIn = (element: HTMLElement) => element.querySelector('[aria-busy="true"]');

describe('LoadingOverlay', () => {
  beforeAll(() => setupI18n('en'));
  beforeEach(async () => {
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<LoadingOverlay />);
    });
  });
  afterEach(async () => {
    await act(async () => {
      while (loaderActive.value) hideLoader();
    });
    await act(async () => root?.unmount());
    container.remove();
  });

  it('keeps an empty status message and no cover while the loader is off', () => {
    expect(getByRole(container, 'status').textContent).toBe('');
    expect(overlayIn(container)).toBeNull();
  });

  it('covers the page as busy and says Loading while the loader is on', async () => {
    await act(async () => showLoader());
    expect(getByRole(container, 'status').textContent).toBe('Loading');
    expect(overlayIn(container)).not.toBeNull();
    await act(async () => hideLoader());
    expect(getByRole(container, 'status').textContent).toBe('');
    expect(overlayIn(container)).toBeNull();
  });

  it('stays until the last of nested loads ends', async () => {
    await act(async () => {
      showLoader();
      showLoader();
    });
    await act(async () => hideLoader());
    expect(overlayIn(container)).not.toBeNull();
    await act(async () => hideLoader());
    expect(overlayIn(container)).toBeNull();
  });

  it('leaves keyboard focus where it was before and after loading', async () => {
    const button = document.createElement('button');
    button.textContent = 'Save';
    document.body.append(button);
    button.focus();
    await act(async () => showLoader());
    expect(document.activeElement).toBe(button);
    await act(async () => hideLoader());
    expect(document.activeElement).toBe(button);
    button.remove();
  });
});
