import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The dependency direction of ARCHITECTURE.md, checked on every import: shared code runs on both
 * sides and imports neither; the client never imports the server; modules never import each
 * other. Biome checks cycles and barrel files; this checks the zones.
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
    ...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter(Boolean);
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
const moduleOf = (file: string | undefined, side: 'client' | 'server') => {
  const prefix = path.join(root, side, 'modules') + path.sep;
  return file?.startsWith(prefix) ? file.slice(prefix.length).split(path.sep)[0] : undefined;
};

describe('the dependency direction of the code', () => {
  it('reads the imports it checks', () => {
    expect(sourceFiles(root).length).toBeGreaterThan(20);
    expect(importsOf(path.join(root, 'shared', 'api', 'marketing-docs.ts'))).toContain(
      '../documents/object-types',
    );
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
    const found = violations((file, resolved) =>
      (['client', 'server'] as const).some((side) => {
        const from = moduleOf(file, side);
        const to = moduleOf(resolved, side);
        return from !== undefined && to !== undefined && from !== to;
      }),
    );
    expect(found).toEqual([]);
  });
});
