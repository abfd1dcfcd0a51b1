import { describe, expect, it } from 'vitest';
import { layoutTextOf, parseLayoutText, tenthsOf } from './layout-text';
import { split } from './layout-tree';

describe('the compact layout text', () => {
  it('writes the focused index, the tree and one href per line', () => {
    const text = layoutTextOf({
      focused: 1,
      tree: split('row', ['0', split('column', ['1', '2'], [30, 70])], [50, 50]),
      hrefs: ['/dashboard', '/sales/doc/17', '/inventory/items'],
    });
    expect(text).toBe('1\nr(50:0,50:c(30:1,70:2))\n/dashboard\n/sales/doc/17\n/inventory/items');
  });

  it('reads what it writes', () => {
    const layout = {
      focused: 2,
      tree: split('column', ['0', split('row', ['1', '2', '3'], [25, 50, 25])], [40, 60]),
      hrefs: ['/a', '/b?x=1', '/c', '/d'],
    };
    expect(parseLayoutText(layoutTextOf(layout))).toEqual(layout);
  });

  it('rounds shares to tenths that still add up to 100', () => {
    expect(tenthsOf([100 / 3, 100 / 3, 100 / 3])).toEqual([334, 333, 333]);
    expect(tenthsOf([0.01, 99.99])).toEqual([1, 999]);
    const many = tenthsOf(Array.from({ length: 24 }, (_, index) => index + 1));
    expect(many.reduce((sum, value) => sum + value, 0)).toBe(1000);
    expect(
      layoutTextOf({
        focused: 0,
        tree: split('row', ['0', '1', '2'], [100 / 3, 100 / 3, 100 / 3]),
        hrefs: [],
      }),
    ).toBe('0\nr(33.4:0,33.3:1,33.3:2)');
  });

  it('refuses text that does not follow the format', () => {
    for (const text of [
      '',
      '0',
      '0\n0',
      'x\n0\n/a',
      '0\nr(50:0)\n/a',
      '0\nr(50:0,40:1)\n/a\n/b',
      '0\nr(0:0,100:1)\n/a\n/b',
      '0\nr(50:0,50:1\n/a\n/b',
      '0\nr(50:0,50:1))\n/a\n/b',
      '0\nq(50:0,50:1)\n/a\n/b',
      '0\nr(50.55:0,49.45:1)\n/a\n/b',
      '0\nr(50:0;50:1)\n/a\n/b',
      '0\n123\n/a',
    ]) {
      expect(parseLayoutText(text), JSON.stringify(text)).toBeNull();
    }
  });

  it('refuses nesting deeper than any real layout', () => {
    const deep = `${'r(50:0,50:'.repeat(40)}1${')'.repeat(40)}`;
    expect(parseLayoutText(`0\n${deep}\n/a\n/b`)).toBeNull();
  });
});
