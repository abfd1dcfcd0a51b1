import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { specRoutes } from '../../shared/screens/screen-catalogue';
import { keylessCommands } from '../commands/keyless-commands';
import { keyBindings } from '../keyboard/key-bindings';
import { fallbackNavIcon, NavIcon, navIconFor, navIcons } from './nav-icon';

describe('the navigation icon registry', () => {
  it('has an icon for every tabler name a screen or a command declares', () => {
    const declared = [
      ...specRoutes.map((definition) => definition.screen.icon),
      ...keyBindings.map((binding) => ('icon' in binding ? binding.icon : undefined)),
      ...keylessCommands.map((command) => command.icon),
    ];
    const used = [...new Set(declared.filter((icon): icon is string => icon !== undefined))];
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
