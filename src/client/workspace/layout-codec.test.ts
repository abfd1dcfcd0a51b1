import { describe, expect, it } from 'vitest';
import { toBase64Url } from './base64url';
import { decodeLayout, encodeLayout, fitLayout, maxEncodedLength } from './layout-codec';
import { fnv1a32, sealLayoutText } from './layout-envelope';
import { type LayoutNode, leafIds, mapLeaves, split } from './layout-tree';
import { createWorkspace, focusPane, openInSplit, type Workspace, workspaceFromLayout } from './workspace';

const idFactory = (prefix = 'p') => {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}${next}`;
  };
};

const twelveHrefs = [
  '/dashboard',
  '/sales/doc/17/1234',
  '/sales/doc/23?DocStatus=O',
  '/purchasing/doc/22/5678',
  '/inventory/price-list/3/items',
  '/inventory/pricing/base-prices/by-item?ItemCode=A00123',
  '/inventory/items/A00123',
  '/administration/setup/general/branches/12',
  '/administration/users/manager/permissions',
  '/banking/incoming-payments/doc/24/991',
  '/business-partners/C20000/contacts',
  '/reports/sales-analysis?from=2024-01-01&to=2024-12-31',
];

/** Four columns of three panes, built the way a user would, with some resized shares. */
function twelvePanes(): Workspace {
  const newId = idFactory();
  let ws = createWorkspace(twelveHrefs[0] ?? '/', newId);
  for (const href of twelveHrefs.slice(1, 4)) ws = openInSplit(ws, href, 'right', newId);
  for (const [column, id] of ['p1', 'p2', 'p3', 'p4'].entries()) {
    ws = focusPane(ws, id);
    ws = openInSplit(ws, twelveHrefs[4 + column * 2] ?? '/', 'down', newId);
    ws = openInSplit(ws, twelveHrefs[5 + column * 2] ?? '/', 'down', newId);
  }
  if (typeof ws.tree === 'string') throw new Error('expected a split');
  return { ...ws, tree: { ...ws.tree, splitPercentages: [22.5, 27.5, 31.7, 18.3] } };
}

/** The same shape and panes, with shares within the tenth they were rounded to. */
function expectSameLayout(actual: LayoutNode, expected: LayoutNode): void {
  if (typeof expected === 'string' || typeof actual === 'string') {
    expect(actual).toBe(expected);
    return;
  }
  expect(actual.direction).toBe(expected.direction);
  expect(actual.children).toHaveLength(expected.children.length);
  for (const [index, child] of expected.children.entries()) {
    const drift = Math.abs((actual.splitPercentages[index] ?? 0) - (expected.splitPercentages[index] ?? 0));
    expect(drift).toBeLessThanOrEqual(0.1 + 1e-9);
    expectSameLayout(actual.children[index] ?? '', child);
  }
}

/** Sealed text the way a forger with the source would write it: the checksum is then right. */
const forged = (text: string) => sealLayoutText(text);

describe('encoding a layout for the URL', () => {
  it('keeps a realistic twelve-pane layout under 1,000 characters', () => {
    const encoded = encodeLayout(twelvePanes());
    console.info(`12-pane ws length: ${encoded.length}`);
    expect(leafIds(twelvePanes().tree)).toHaveLength(12);
    expect(encoded.length).toBeLessThan(1000);
  });

  it('uses only characters URLSearchParams leaves unescaped', () => {
    const encoded = encodeLayout(twelvePanes());
    expect(new URLSearchParams({ ws: encoded }).toString()).toBe(`ws=${encoded}`);
    expect(encoded.startsWith('1.')).toBe(true);
  });

  it('reads back the same tree, routes and focus under fresh pane ids', () => {
    const ws = twelvePanes();
    const decoded = decodeLayout(encodeLayout(ws), idFactory('n'));
    if (!decoded.ok) throw new Error(decoded.reason);
    const ids = leafIds(ws.tree);
    const back = new Map(leafIds(decoded.layout.tree).map((id, index) => [id, ids[index] ?? '']));
    expectSameLayout(
      mapLeaves(decoded.layout.tree, (id) => back.get(id) ?? id),
      ws.tree,
    );
    expect(leafIds(decoded.layout.tree).map((id) => decoded.layout.hrefs[id])).toEqual(
      ids.map((id) => ws.panes[id]?.href),
    );
    expect(back.get(decoded.layout.focused)).toBe(ws.focused);
    expect(Object.keys(decoded.layout.hrefs).every((id) => id.startsWith('n'))).toBe(true);
  });

  it('round-trips a single pane and a workspace rebuilt from a decoded layout', () => {
    const single = createWorkspace('/sales/doc/17?DocStatus=O', idFactory());
    const decoded = decodeLayout(encodeLayout(single), idFactory('n'));
    expect(decoded).toEqual({
      ok: true,
      layout: { tree: 'n1', hrefs: { n1: '/sales/doc/17?DocStatus=O' }, focused: 'n1' },
    });
    if (!decoded.ok) return;
    expect(encodeLayout(workspaceFromLayout(decoded.layout))).toBe(encodeLayout(single));
  });

  it('rounds shares to tenths that still add up to 100', () => {
    const ws: Workspace = {
      tree: split('row', ['a', 'b', 'c'], [100 / 3, 100 / 3, 100 / 3]),
      panes: { a: { href: '/a' }, b: { href: '/b' }, c: { href: '/c' } },
      focused: 'c',
      maximized: null,
      closed: [],
    };
    const decoded = decodeLayout(encodeLayout(ws), idFactory('n'));
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(decoded.layout.tree).toEqual(split('row', ['n1', 'n2', 'n3'], [33.4, 33.3, 33.3]));
    expect(decoded.layout.focused).toBe('n3');
  });
});

describe('decoding a layout from the URL', () => {
  it('reports any single-character edit and never throws', () => {
    const encoded = encodeLayout(twelvePanes());
    const alphabet = 'ABCxyz019-_.~%+/ =\u0000é';
    let seed = 42;
    const random = (below: number) => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return seed % below;
    };
    for (let round = 0; round < 500; round += 1) {
      const at = random(encoded.length);
      const kind = random(3);
      let character = alphabet[random(alphabet.length)] ?? 'A';
      if (kind === 0 && character === encoded[at]) character = character === 'A' ? 'B' : 'A';
      const mutated =
        kind === 0
          ? encoded.slice(0, at) + character + encoded.slice(at + 1)
          : kind === 1
            ? encoded.slice(0, at) + encoded.slice(at + 1)
            : encoded.slice(0, at) + character + encoded.slice(at);
      const result = decodeLayout(mutated, idFactory('n'));
      // Editing the version digit itself names another version; every other edit is caught.
      const allowed =
        at === 0 && kind !== 1 ? ['tampered', 'malformed', 'unsupported-version'] : ['tampered', 'malformed'];
      expect(result.ok, mutated).toBe(false);
      if (!result.ok) expect(allowed, mutated).toContain(result.reason);
    }
  });

  it('reports a hand-edited layout as tampered', () => {
    const encoded = encodeLayout(createWorkspace('/dashboard', idFactory()));
    const [version, payload = '', checksum] = encoded.split('.');
    const edited = toBase64Url(new TextEncoder().encode('0\n0\n/sales'));
    expect(payload).not.toBe(edited);
    expect(decodeLayout(`${version}.${edited}.${checksum}`, idFactory())).toEqual({
      ok: false,
      reason: 'tampered',
    });
  });

  it('refuses routes that lead off the site, even correctly signed', () => {
    for (const href of ['//evil.example', 'https://x', '/\\evil', '/a\u0001b', 'javascript:alert(1)']) {
      const text = `0\nr(50:0,50:1)\n/dashboard\n${href}`;
      expect(decodeLayout(forged(text), idFactory()), href).toEqual({ ok: false, reason: 'unsafe-path' });
    }
  });

  it('refuses a newer version', () => {
    const [, payload = ''] = encodeLayout(createWorkspace('/dashboard', idFactory())).split('.');
    const signed = `2.${payload}`;
    expect(decodeLayout(`${signed}.${fnv1a32(signed).toString(36)}`, idFactory())).toEqual({
      ok: false,
      reason: 'unsupported-version',
    });
  });

  it('refuses more than 24 panes and more than 4,000 characters', () => {
    const hrefs = Array.from({ length: 25 }, (_, index) => `/p/${index}`);
    const shares = hrefs.map((_, index) => `4:${index}`).join(',');
    expect(decodeLayout(forged(`0\nr(${shares})\n${hrefs.join('\n')}`), idFactory())).toEqual({
      ok: false,
      reason: 'too-large',
    });
    const long = forged(`0\n0\n/${'x'.repeat(3000)}`);
    expect(long.length).toBeGreaterThan(maxEncodedLength);
    expect(decodeLayout(long, idFactory())).toEqual({ ok: false, reason: 'too-large' });
  });

  it('refuses a tree whose panes and hrefs do not match one to one', () => {
    for (const text of [
      '0\nr(50:0,50:1)\n/a',
      '0\nr(50:0,50:0)\n/a\n/b',
      '0\nr(50:0,50:2)\n/a\n/b',
      '0\n0\n/a\n/b',
      '2\nr(50:0,50:1)\n/a\n/b',
      '0\nr(60:0,60:1)\n/a\n/b',
      '0\nr(50:0,50:1)\n/a\n',
    ]) {
      const result = decodeLayout(forged(text), idFactory());
      expect(result.ok, JSON.stringify(text)).toBe(false);
      if (!result.ok) expect(['malformed', 'unsafe-path']).toContain(result.reason);
    }
  });

  it('asks for pane ids only once a layout is accepted', () => {
    let asked = 0;
    const counting = () => {
      asked += 1;
      return `x${asked}`;
    };
    decodeLayout(forged('0\nr(50:0,50:1)\n/a\n//evil'), counting);
    decodeLayout('garbage', counting);
    expect(asked).toBe(0);
  });
});

describe('pane filters and sort in the layout URL', () => {
  const view = (word: string) => `?f.ItemName.contains=${word}&f.OnHand.between=5..&sort=ItemCode%3Adesc`;

  it('carries each pane’s filters and sort and reads them back unchanged', () => {
    const newId = idFactory();
    let ws = createWorkspace(`/inventory/items${view('basmati')}`, newId);
    ws = openInSplit(ws, `/inventory/price-list/2/items${view('rice')}`, 'right', newId);
    const decoded = decodeLayout(encodeLayout(ws), idFactory('n'));
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(Object.values(decoded.layout.hrefs)).toEqual([
      `/inventory/items${view('basmati')}`,
      `/inventory/price-list/2/items${view('rice')}`,
    ]);
  });

  it('beyond its length limit leaves out views, the last pane first and the focused one last, and still opens', () => {
    const newId = idFactory();
    const long = (index: number) => `/inventory/items/${index}${view(`${'w'.repeat(110)}${index}`)}`;
    let ws = createWorkspace(long(0), newId);
    for (let index = 1; index < 24; index += 1) ws = openInSplit(ws, long(index), 'right', newId);
    ws = focusPane(ws, 'p24');
    const fitted = fitLayout(ws);
    expect(fitted.encoded.length).toBeLessThanOrEqual(maxEncodedLength);
    expect(fitted.viewsLeftOut).toBeGreaterThan(0);
    expect(fitted.viewsLeftOut).toBeLessThan(24);
    const decoded = decodeLayout(fitted.encoded, idFactory('n'));
    if (!decoded.ok) throw new Error(decoded.reason);
    const hrefs = leafIds(decoded.layout.tree).map((id) => decoded.layout.hrefs[id] ?? '');
    const kept = hrefs.filter((href) => href.includes('?')).length;
    expect(kept).toBe(24 - fitted.viewsLeftOut);
    // The focused pane (the last) keeps its view; the panes before it in reading order keep theirs first.
    expect(hrefs[23]).toBe(long(23));
    expect(hrefs[0]).toBe(long(0));
    expect(hrefs[22]).toBe('/inventory/items/22');
  });

  it('leaves a layout within its limit as it is', () => {
    expect(fitLayout(twelvePanes()).viewsLeftOut).toBe(0);
  });
});
