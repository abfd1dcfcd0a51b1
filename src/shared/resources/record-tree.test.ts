import { describe, expect, it } from 'vitest';
import { recordTree } from './record-tree';

interface Row {
  code: string;
  parent: string | null;
}

const rows: Row[] = [
  { code: '2', parent: null },
  { code: '1', parent: null },
  { code: '11', parent: '1' },
  { code: '1110', parent: '11' },
  { code: '1100', parent: '11' },
  { code: '1200', parent: '1' },
  { code: '2100', parent: '2' },
];
const tree = (list: Row[]) =>
  recordTree(
    list,
    (row) => row.code,
    (row) => row.parent,
  );

describe('recordTree', () => {
  it('nests records under their parents, each level sorted by key', () => {
    const roots = tree(rows);
    expect(roots.map((node) => node.key)).toEqual(['1', '2']);
    expect(roots[0]?.children.map((node) => node.key)).toEqual(['11', '1200']);
    expect(roots[0]?.children[0]?.children.map((node) => [node.key, node.level])).toEqual([
      ['1100', 3],
      ['1110', 3],
    ]);
  });

  it('keeps a record whose parent is missing, or that sits in a loop, at the top', () => {
    const roots = tree([
      ...rows,
      { code: '9100', parent: '9' },
      { code: 'A', parent: 'B' },
      { code: 'B', parent: 'A' },
    ]);
    expect(roots.map((node) => node.key)).toEqual(['1', '2', '9100', 'A', 'B']);
  });
});
