import { describe, expect, it } from 'vitest';
import { depthOf, indent, moveDown, moveUp, outdent, treeProblem } from './mobile-menu-tree';

const entry = (EntryId: number, ParentId: number | null = null) => ({ EntryId, ParentId });
/** 1, 2 (with 3 and 4 under it), 5 */
const tree = [entry(1), entry(2), entry(3, 2), entry(4, 2), entry(5)];
const ids = (entries: readonly { EntryId: number }[]) => entries.map((candidate) => candidate.EntryId);

describe('the mobile menu tree moves', () => {
  it('moves an entry with its children above its previous sibling, and not past its parent', () => {
    expect(ids(moveUp(tree, 1))).toEqual([2, 3, 4, 1, 5]);
    expect(ids(moveUp(tree, 3))).toEqual([1, 2, 4, 3, 5]);
    expect(ids(moveUp(tree, 2))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(moveUp(tree, 0))).toEqual([1, 2, 3, 4, 5]);
  });

  it('moves an entry below its next sibling and that sibling’s children', () => {
    expect(ids(moveDown(tree, 0))).toEqual([2, 3, 4, 1, 5]);
    expect(ids(moveDown(tree, 1))).toEqual([1, 5, 2, 3, 4]);
    expect(ids(moveDown(tree, 3))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(moveDown(tree, 4))).toEqual([1, 2, 3, 4, 5]);
  });

  it('indents an entry under the sibling above, as its last child', () => {
    const indented = indent(tree, 4);
    expect(indented[4]).toEqual(entry(5, 2));
    expect(depthOf(indented, 4)).toBe(1);
    expect(indent(tree, 0)).toEqual(tree);
    expect(indent(tree, 2)).toEqual(tree);
  });

  it('outdents an entry to follow its parent, its own children coming along', () => {
    const nested = [entry(1), entry(2, 1), entry(3, 2), entry(4, 1)];
    expect(outdent(nested, 1)).toEqual([entry(1), entry(4, 1), entry(2), entry(3, 2)]);
    expect(outdent(tree, 0)).toEqual(tree);
  });

  it('keeps every result a valid tree', () => {
    for (const move of [moveUp, moveDown, indent, outdent])
      for (let index = 0; index < tree.length; index += 1)
        expect(treeProblem(move(tree, index))).toBeUndefined();
  });

  it('finds an entry listed twice or before its parent', () => {
    expect(treeProblem([entry(1), entry(1)])).toEqual({ index: 1, problem: 'duplicate' });
    expect(treeProblem([entry(2, 1), entry(1)])).toEqual({ index: 0, problem: 'parent' });
    expect(treeProblem(tree)).toBeUndefined();
  });
});
