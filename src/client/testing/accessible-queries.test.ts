// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { accessibleName, getByRole, queryAllByRole, roleOf } from './accessible-queries';

function page(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('accessible queries', () => {
  it('finds headings by name and level', () => {
    const container = page('<h1>Meridian ERP</h1><h2>System   status</h2>');
    expect(getByRole(container, 'heading', { level: 1 }).textContent).toBe('Meridian ERP');
    expect(getByRole(container, 'heading', { name: 'System status' }).localName).toBe('h2');
    expect(queryAllByRole(container, 'heading', { name: 'Meridian ERP', level: 2 })).toEqual([]);
  });

  it('names a select by its label and a region by aria-labelledby', () => {
    const container = page(`
      <label for="lang">Language</label><select id="lang"><option>English</option></select>
      <section role="status" aria-labelledby="h"><h2 id="h">System status</h2><p>Loading</p></section>`);
    expect(accessibleName(getByRole(container, 'combobox'))).toBe('Language');
    expect(getByRole(container, 'status', { name: 'System status' }).localName).toBe('section');
    expect(getByRole(container, 'option', { name: 'English' }).localName).toBe('option');
  });

  it('does not name a live region from its text', () => {
    const container = page('<p role="alert">The server cannot be reached.</p>');
    expect(accessibleName(getByRole(container, 'alert'))).toBe('');
  });

  it('gives a header the banner role only outside sectioning content', () => {
    const container = page('<header>Top</header><section><header>Inner</header></section>');
    expect(queryAllByRole(container, 'banner').map((element) => element.textContent)).toEqual(['Top']);
    const inner = container.querySelector('section header');
    if (!inner) throw new Error('the inner header is missing');
    expect(roleOf(inner)).toBeUndefined();
  });

  it('skips hidden elements and says what exists when the query fails', () => {
    const container = page('<button hidden>Gone</button><button>Sign in</button>');
    expect(queryAllByRole(container, 'button').map(accessibleName)).toEqual(['Sign in']);
    expect(() => getByRole(container, 'button', { name: 'Sign out' })).toThrow(
      /Present button names: "Sign in"/,
    );
  });
});
