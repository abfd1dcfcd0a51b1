// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { activeScopes, isFormField } from './active-scopes';

function mount(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

function byId(id: string): Element {
  const found = document.getElementById(id);
  if (!found) throw new Error(`no #${id}`);
  return found;
}

describe('activeScopes', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is only global when nothing or the body has focus', () => {
    expect(activeScopes(null)).toEqual(['global']);
    expect(activeScopes(document.body)).toEqual(['global']);
  });

  it('walks from the focus outward, innermost first, and ends with global', () => {
    mount(
      '<div data-key-scope="pane"><div data-key-scope="grid"><span id="cell" tabindex="0"></span></div></div>',
    );
    expect(activeScopes(byId('cell'))).toEqual(['grid', 'pane', 'global']);
  });

  it('counts a text field as a form scope without any attribute', () => {
    mount(
      '<div data-key-scope="pane"><input id="name"><textarea id="note"></textarea><select id="kind"></select></div>',
    );
    for (const id of ['name', 'note', 'kind'])
      expect(activeScopes(byId(id))).toEqual(['form', 'pane', 'global']);
  });

  it('counts an element inside a contenteditable host as a form field', () => {
    mount(
      '<div contenteditable="true"><p id="line">text</p></div><div contenteditable="false" id="off"></div>',
    );
    expect(activeScopes(byId('line'))).toEqual(['form', 'global']);
    expect(isFormField(byId('off'))).toBe(false);
  });

  it('does not count a checkbox or a button as a form field, since they take no typing', () => {
    mount('<input id="check" type="checkbox"><button id="go">Go</button>');
    expect(activeScopes(byId('check'))).toEqual(['global']);
    expect(activeScopes(byId('go'))).toEqual(['global']);
  });

  it('lists a scope once, at its innermost place', () => {
    mount('<form data-key-scope="form"><input id="name"></form>');
    expect(activeScopes(byId('name'))).toEqual(['form', 'global']);
  });

  it('stops at an aria-modal dialog, leaving out global', () => {
    mount(
      '<div data-key-scope="pane"><div role="dialog" aria-modal="true"><input id="field"><button id="ok">OK</button></div></div>',
    );
    expect(activeScopes(byId('ok'))).toEqual(['dialog']);
    expect(activeScopes(byId('field'))).toEqual(['form', 'dialog']);
  });

  it('stops at a palette or dialog scope declared by attribute', () => {
    mount(
      '<div data-key-scope="pane"><div data-key-scope="palette"><input id="search"></div></div><div data-key-scope="dialog"><button id="close">x</button></div>',
    );
    expect(activeScopes(byId('search'))).toEqual(['form', 'palette']);
    expect(activeScopes(byId('close'))).toEqual(['dialog']);
  });

  it('lets a non-modal dialog pass keys on to the page', () => {
    mount('<div data-key-scope="pane"><div role="dialog"><button id="ok">OK</button></div></div>');
    expect(activeScopes(byId('ok'))).toEqual(['pane', 'global']);
  });

  it('ignores an unknown scope name', () => {
    mount('<div data-key-scope="sidebar"><button id="b">b</button></div>');
    expect(activeScopes(byId('b'))).toEqual(['global']);
  });
});
