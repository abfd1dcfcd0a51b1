import { describe, expect, it } from 'vitest';
import { rootIds, territoryNodes } from './territory-nodes';

const row = (territryID: number, descript: string, parent: number | null, inactive = 'N') => ({
  territryID,
  descript,
  parent,
  inactive,
});

describe('territoryNodes', () => {
  it('nests territories under their parents, siblings in name order', () => {
    const nodes = territoryNodes([
      row(1, 'United Kingdom', 4),
      row(2, 'France', 4),
      row(4, 'Europe', null),
      row(6, 'London', 1),
      row(5, 'Middle East', null, 'Y'),
    ]);
    expect(nodes.map((node) => node.name)).toEqual(['Europe', 'Middle East']);
    expect(nodes[0]?.children.map((node) => node.name)).toEqual(['France', 'United Kingdom']);
    expect(nodes[0]?.children[1]?.children.map((node) => node.id)).toEqual(['6']);
    expect(nodes[1]?.inactive).toBe(true);
    expect(rootIds(nodes)).toEqual(['4']);
  });

  it('shows a territory whose parent is not among the rows as a root', () => {
    const nodes = territoryNodes([row(6, 'London', 1), row(7, 'Manchester', 1)]);
    expect(nodes.map((node) => node.id)).toEqual(['6', '7']);
  });
});
