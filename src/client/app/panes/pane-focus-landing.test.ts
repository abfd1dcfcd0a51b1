// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { focusLandingIn, landFocusWhenReady } from './pane-focus-landing';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function pane(html: string): HTMLElement {
  const body = document.createElement('div');
  body.innerHTML = html;
  document.body.append(body);
  return body;
}

describe('focusLandingIn', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("takes the marked wrapper's tab stop (a document's lines grid) before the heading", () => {
    const body = pane(
      '<h1>Sales Order 7</h1><div data-focus-landing><div role="grid" tabindex="0"></div></div>',
    );
    expect(focusLandingIn(body)?.getAttribute('role')).toBe('grid');
  });

  it('falls back to the first heading, made focusable', () => {
    const body = pane('<h1>Business partners</h1>');
    const landing = focusLandingIn(body);
    expect(landing?.localName).toBe('h1');
    expect(landing?.tabIndex).toBe(-1);
  });
});

describe('landFocusWhenReady', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('puts the focus that fell to <body> on the new page once it has loaded', async () => {
    const body = pane('<p role="status">Loading</p>');
    landFocusWhenReady(body);
    expect(document.activeElement).toBe(document.body);
    body.innerHTML =
      '<h1>Sales Order 7</h1><div data-focus-landing><div role="grid" tabindex="0"></div></div>';
    await settle();
    expect(document.activeElement?.getAttribute('role')).toBe('grid');
  });

  it('waits while the old page still holds the focus, and lands once it is gone', async () => {
    const body = pane('<input name="CardCode">');
    body.querySelector('input')?.focus();
    landFocusWhenReady(body);
    await settle();
    expect(document.activeElement?.getAttribute('name')).toBe('CardCode');
    body.innerHTML = '<div data-focus-landing><div role="grid" tabindex="0"></div></div>';
    await settle();
    expect(document.activeElement?.getAttribute('role')).toBe('grid');
  });

  it('moves the focus the workspace put on the pane itself to a marked landing only', async () => {
    const paneElement = document.createElement('section');
    paneElement.setAttribute('tabindex', '-1');
    const body = document.createElement('div');
    paneElement.append(body);
    document.body.append(paneElement);
    paneElement.focus();
    expect(document.activeElement).toBe(paneElement);
    landFocusWhenReady(body);
    body.innerHTML = '<h1>Business partners</h1>';
    await settle();
    expect(document.activeElement).toBe(paneElement);
    body.innerHTML = '<div data-focus-landing><div role="grid" tabindex="0"></div></div>';
    await settle();
    expect(document.activeElement?.getAttribute('role')).toBe('grid');
  });

  it('leaves alone a focus the new page or the user put elsewhere', async () => {
    const body = pane('<p>Loading</p>');
    landFocusWhenReady(body);
    body.innerHTML =
      '<input name="CardCode"><div data-focus-landing><div role="grid" tabindex="0"></div></div>';
    body.querySelector('input')?.focus();
    await settle();
    expect(document.activeElement?.getAttribute('name')).toBe('CardCode');
  });
});
