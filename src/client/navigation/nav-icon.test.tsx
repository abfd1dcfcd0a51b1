import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fallbackNavIcon, NavIcon, navIconFor, navIcons } from './nav-icon';

/** Read as text: the client must not import server code, even in a test. */
const serverMenu = readFileSync(
  new URL('../../server/modules/navigation/menu-definition.ts', import.meta.url),
  'utf8',
);

describe('the navigation icon registry', () => {
  it('has an icon for every tabler name the server menu uses', () => {
    const used = [...new Set(serverMenu.match(/tabler-[a-z0-9-]+/g) ?? [])];
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((name) => !(name in navIcons))).toEqual([]);
  });

  it('falls back to a neutral icon for a name it does not know', () => {
    expect(navIconFor('tabler-not-an-icon')).toBe(fallbackNavIcon);
    expect(navIconFor('tabler-box')).not.toBe(fallbackNavIcon);
  });

  it('hides icons from assistive technology', () => {
    const markup = renderToStaticMarkup(<NavIcon name="tabler-box" />);
    expect(markup).toContain('aria-hidden="true"');
    expect(markup).toContain('<svg');
  });
});
