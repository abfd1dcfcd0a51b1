import { describe, expect, it } from 'vitest';
import { itemAt, menubarKeyMove } from './menubar-keys';
import type { NavItem } from './nav-items';

const item = (id: string, children?: NavItem[]): NavItem => ({
  id,
  titleKey: id,
  icon: 'tabler-point',
  href: `/${id}`,
  target: { name: id, params: {} },
  ...(children ? { children } : {}),
});

const items = [
  item('home'),
  item('stock', [item('items'), item('pricing', [item('base'), item('uom')]), item('bins')]),
  item('sales', [item('order')]),
];

describe('menubarKeyMove on the bar', () => {
  it('moves along the bar with Left and Right, wrapping, mirrored in right-to-left text', () => {
    expect(menubarKeyMove('ArrowRight', items, ['home'], [], 'ltr')).toEqual({
      kind: 'focus',
      path: ['stock'],
      open: [],
    });
    expect(menubarKeyMove('ArrowLeft', items, ['home'], [], 'ltr')).toMatchObject({ path: ['sales'] });
    expect(menubarKeyMove('ArrowLeft', items, ['home'], [], 'rtl')).toMatchObject({ path: ['stock'] });
  });

  it('keeps a submenu showing while moving along the bar with one open', () => {
    expect(menubarKeyMove('ArrowRight', items, ['stock'], ['stock'], 'ltr')).toEqual({
      kind: 'focus',
      path: ['sales'],
      open: ['sales'],
    });
  });

  it('opens a submenu on its first item with Down, Enter or Space and on its last with Up', () => {
    for (const key of ['ArrowDown', 'Enter', ' '])
      expect(menubarKeyMove(key, items, ['stock'], [], 'ltr')).toEqual({
        kind: 'focus',
        path: ['stock', 'items'],
        open: ['stock'],
      });
    expect(menubarKeyMove('ArrowUp', items, ['stock'], [], 'ltr')).toMatchObject({ path: ['stock', 'bins'] });
  });

  it('activates a link on the bar with Enter and goes to the ends with Home and End', () => {
    expect(menubarKeyMove('Enter', items, ['home'], [], 'ltr')).toMatchObject({
      kind: 'activate',
      item: { id: 'home' },
    });
    expect(menubarKeyMove('End', items, ['home'], [], 'ltr')).toMatchObject({ path: ['sales'] });
    expect(menubarKeyMove('Home', items, ['sales'], [], 'ltr')).toMatchObject({ path: ['home'] });
  });
});

describe('menubarKeyMove in a submenu', () => {
  it('moves down and up through the submenu, wrapping', () => {
    expect(menubarKeyMove('ArrowDown', items, ['stock', 'bins'], ['stock'], 'ltr')).toMatchObject({
      path: ['stock', 'items'],
      open: ['stock'],
    });
    expect(menubarKeyMove('ArrowUp', items, ['stock', 'items'], ['stock'], 'ltr')).toMatchObject({
      path: ['stock', 'bins'],
    });
  });

  it('opens a nested submenu toward the inline end and closes it toward the start', () => {
    expect(menubarKeyMove('ArrowRight', items, ['stock', 'pricing'], ['stock'], 'ltr')).toEqual({
      kind: 'focus',
      path: ['stock', 'pricing', 'base'],
      open: ['stock', 'pricing'],
    });
    expect(
      menubarKeyMove('ArrowLeft', items, ['stock', 'pricing', 'base'], ['stock', 'pricing'], 'ltr'),
    ).toEqual({
      kind: 'focus',
      path: ['stock', 'pricing'],
      open: ['stock'],
    });
    expect(menubarKeyMove('ArrowLeft', items, ['stock', 'pricing'], ['stock'], 'rtl')).toMatchObject({
      path: ['stock', 'pricing', 'base'],
    });
  });

  it('goes to the next bar item from a link with the inline-end arrow, showing its submenu', () => {
    expect(menubarKeyMove('ArrowRight', items, ['stock', 'items'], ['stock'], 'ltr')).toEqual({
      kind: 'focus',
      path: ['sales'],
      open: ['sales'],
    });
    expect(menubarKeyMove('ArrowLeft', items, ['stock', 'items'], ['stock'], 'ltr')).toEqual({
      kind: 'focus',
      path: ['home'],
      open: [],
    });
  });

  it('closes one level with Escape and returns to the item that opened it', () => {
    expect(menubarKeyMove('Escape', items, ['stock', 'pricing', 'uom'], ['stock', 'pricing'], 'ltr')).toEqual(
      {
        kind: 'focus',
        path: ['stock', 'pricing'],
        open: ['stock'],
      },
    );
    expect(menubarKeyMove('Escape', items, ['stock', 'items'], ['stock'], 'ltr')).toEqual({
      kind: 'focus',
      path: ['stock'],
      open: [],
    });
  });

  it('activates a link with Enter and finds items by their path', () => {
    expect(menubarKeyMove('Enter', items, ['stock', 'pricing', 'uom'], [], 'ltr')).toMatchObject({
      kind: 'activate',
      item: { id: 'uom' },
      path: ['stock', 'pricing', 'uom'],
    });
    expect(itemAt(items, ['stock', 'pricing', 'base'])?.href).toBe('/base');
    expect(itemAt(items, ['sales', 'nowhere'])).toBeUndefined();
  });
});
