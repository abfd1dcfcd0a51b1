import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLayers, type ImportGraph, zones } from './architecture-zones';

/**
 * The dependency direction of ARCHITECTURE.md, checked on every import: shared code runs on both
 * sides and imports neither; the client never imports the server; the zones of
 * architecture-zones.ts only import downwards, folders never in a loop, and modules never import
 * each other. Biome checks cycles of files and barrel files; this checks the folders.
 */
const root = path.resolve(import.meta.dirname);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(
      /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm,
    ),
  ]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    .filter(Boolean);
}

/** The file a relative specifier names: as written, or with the extension the bundler adds. */
function resolveImport(file: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(file), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** The three sides' files and what each imports inside src/ (themes/ and packages are outside). */
function importGraph(): ImportGraph {
  const files = ['client', 'server', 'shared'].flatMap((side) => sourceFiles(path.join(root, side)));
  return new Map(
    files.map((file) => [
      relative(file),
      importsOf(file)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolveImport(file, specifier))
        .filter((target): target is string => target?.startsWith(root + path.sep) ?? false)
        .map(relative),
    ]),
  );
}

interface Violation {
  file: string;
  target: string;
}

function violations(
  rule: (file: string, resolved: string | undefined, specifier: string) => boolean,
): Violation[] {
  return sourceFiles(root).flatMap((file) =>
    importsOf(file)
      .map((specifier) => ({
        specifier,
        resolved: specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : undefined,
      }))
      .filter(({ specifier, resolved }) => rule(file, resolved, specifier))
      .map(({ specifier }) => ({ file: path.relative(root, file), target: specifier })),
  );
}

const inside = (file: string | undefined, zone: string) =>
  file?.startsWith(path.join(root, zone) + path.sep) ?? false;
describe('the dependency direction of the code', () => {
  it('reads the imports it checks', () => {
    expect(sourceFiles(root).length).toBeGreaterThan(20);
    expect(importsOf(path.join(root, 'shared', 'api', 'marketing-docs.ts'))).toContain(
      '../documents/object-types',
    );
    expect(importGraph().get('client/main.tsx')).toContain('client/app/base-styles.css.ts');
  });

  it('keeps src/shared free of client, server, DOM-only and Node-only imports', () => {
    const found = violations(
      (file, resolved, specifier) =>
        inside(file, 'shared') &&
        (inside(resolved, 'client') ||
          inside(resolved, 'server') ||
          specifier.startsWith('node:') ||
          specifier === 'react'),
    );
    expect(found).toEqual([]);
  });

  it('never lets the client import server code', () => {
    expect(violations((file, resolved) => inside(file, 'client') && inside(resolved, 'server'))).toEqual([]);
  });

  it('never lets the server import client code', () => {
    expect(violations((file, resolved) => inside(file, 'server') && inside(resolved, 'client'))).toEqual([]);
  });

  it('never lets one module import another', () => {
    expect(checkLayers(importGraph()).moduleCrossings).toEqual([]);
  });
});

describe('the zones of the code', () => {
  const graph = importGraph();
  const report = checkLayers(graph);

  it('gives every source folder exactly one zone', () => {
    expect(report.declarationErrors).toEqual([]);
    expect(report.unzoned).toEqual([]);
  });

  it('never imports from a higher zone', () => {
    expect(report.backUps).toEqual([]);
  });

  it('never lets folders import each other in a loop, at any depth', () => {
    expect(report.loops).toEqual([]);
  });

  // Tests of the test: the real graph with one planted fault each must fail, naming the fault.
  const plantedIn = (imports: [from: string, to: string][]) => {
    const planted = new Map(graph);
    for (const [from, to] of imports) planted.set(from, [...(planted.get(from) ?? []), to]);
    return checkLayers(planted);
  };

  it('names a planted import from a lower zone to a higher one', () => {
    expect(graph.has('client/ui/menu-button.tsx') && graph.has('client/app/root-view.tsx')).toBe(true);
    const found = plantedIn([['client/ui/menu-button.tsx', 'client/app/root-view.tsx']]);
    expect(found.backUps).toEqual([
      {
        from: 'client/ui/menu-button.tsx',
        to: 'client/app/root-view.tsx',
        fromZone: 'foundation',
        toZone: 'app',
      },
    ]);
  });

  it('names a planted loop between two folders of one zone', () => {
    expect(graph.has('client/grid/data-grid.tsx') && graph.has('client/navigation/nav-items.ts')).toBe(true);
    const found = plantedIn([
      ['client/grid/data-grid.tsx', 'client/navigation/nav-items.ts'],
      ['client/navigation/nav-items.ts', 'client/grid/data-grid.tsx'],
    ]);
    expect(found.backUps).toEqual([]);
    expect(found.loops).toEqual([
      {
        folders: ['client/grid', 'client/navigation'],
        imports: [
          'client/grid/data-grid.tsx -> client/navigation/nav-items.ts',
          'client/navigation/nav-items.ts -> client/grid/data-grid.tsx',
        ],
      },
    ]);
  });

  it('names a planted module crossing and a planted folder without a zone', () => {
    const found = plantedIn([
      ['server/modules/search/search-routes.ts', 'server/modules/users/user-bindings.ts'],
      ['client/new-area/new-thing.ts', 'client/ui/menu-button.tsx'],
    ]);
    expect(found.moduleCrossings).toEqual([
      'server/modules/search/search-routes.ts -> server/modules/users/user-bindings.ts',
    ]);
    expect(found.unzoned).toEqual([
      'src/client/new-area has no zone: add it to the client zones in src/architecture-zones.ts',
    ]);
  });

  it('refuses a path listed in two zones', () => {
    const twice = {
      ...zones,
      client: [...zones.client, { name: 'again', paths: ['client/app/panes'] }],
    };
    expect(checkLayers(new Map(), twice).declarationErrors).toEqual([
      'client: client/app (app) and client/app/panes (again) overlap: list each path once',
    ]);
  });
});
