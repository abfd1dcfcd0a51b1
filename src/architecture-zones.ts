/**
 * The zones of the code, lowest first, one list a side (docs/architecture.md, "Zones"). A file
 * may import from its own zone and the zones below it, never from one above; folders never import
 * each other in a loop; one module never imports another. src/architecture.test.ts holds the code
 * to these rules: change the order here, not around it.
 *
 * A zone lists folders (with everything under them) and single files, relative to src/. Each
 * source file belongs to exactly one zone: the one listing it or its nearest listed folder.
 */
export interface Zone {
  name: string;
  paths: readonly string[];
}

export type Side = 'client' | 'server';

export const zones: Record<Side, readonly Zone[]> = {
  client: [
    { name: 'shared', paths: ['shared'] },
    { name: 'foundation', paths: ['client/i18n', 'client/ui', 'client/api'] },
    { name: 'state', paths: ['client/session', 'client/preferences', 'client/keyboard', 'client/commands'] },
    { name: 'route table', paths: ['client/routes'] },
    { name: 'shell', paths: ['client/shell'] },
    { name: 'test kit', paths: ['client/testing'] },
    {
      name: 'engines',
      paths: ['client/workspace', 'client/grid', 'client/forms', 'client/navigation', 'client/palette'],
    },
    { name: 'resources', paths: ['client/resources', 'client/reports'] },
    { name: 'modules', paths: ['client/modules'] },
    { name: 'app', paths: ['client/app', 'client/main.tsx'] },
  ],
  server: [
    { name: 'shared', paths: ['shared'] },
    { name: 'foundation', paths: ['server/errors', 'server/config.ts', 'server/events', 'server/pdf'] },
    { name: 'database', paths: ['server/db'] },
    { name: 'http', paths: ['server/http'] },
    { name: 'access', paths: ['server/access'] },
    { name: 'auth', paths: ['server/auth'] },
    { name: 'resources', paths: ['server/resources'] },
    { name: 'posting', paths: ['server/posting', 'server/finance'] },
    { name: 'modules', paths: ['server/modules'] },
    { name: 'seed', paths: ['server/seed'] },
    { name: 'app', paths: ['server/app.ts', 'server/main.ts', 'server/admin-cli.ts'] },
  ],
};

/** Source file -> the source files it imports, all as paths relative to src/ with `/`. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

export interface BackUpImport {
  from: string;
  to: string;
  fromZone: string;
  /** Undefined when the target is on the other side. */
  toZone: string | undefined;
}

export interface FolderLoop {
  folders: string[];
  /** One import of each folder-to-folder step inside the loop, `from -> to`. */
  imports: string[];
}

export interface LayerReport {
  declarationErrors: string[];
  unzoned: string[];
  backUps: BackUpImport[];
  loops: FolderLoop[];
  moduleCrossings: string[];
}

const folderOf = (file: string) => file.split('/').slice(0, -1).join('/');
const sideOf = (file: string): Side | 'shared' | undefined => {
  const top = file.split('/')[0];
  return top === 'client' || top === 'server' || top === 'shared' ? top : undefined;
};
const within = (file: string, declared: string) => file === declared || file.startsWith(`${declared}/`);

/** The index of the zone that holds a file: its own entry or its nearest listed folder. */
export function zoneIndexOf(file: string, sideZones: readonly Zone[]): number | undefined {
  let best: { index: number; length: number } | undefined;
  sideZones.forEach((zone, index) => {
    for (const declared of zone.paths)
      if (within(file, declared) && declared.length > (best?.length ?? -1))
        best = { index, length: declared.length };
  });
  return best?.index;
}

/** A path listed twice, or inside another listed path, would give a file two zones. */
export function declarationErrors(all: Record<Side, readonly Zone[]>): string[] {
  return Object.entries(all).flatMap(([side, sideZones]) => {
    const listed = sideZones.flatMap((zone) => zone.paths.map((declared) => ({ zone: zone.name, declared })));
    return listed.flatMap((one, i) =>
      listed
        .slice(i + 1)
        .filter((other) => within(one.declared, other.declared) || within(other.declared, one.declared))
        .map(
          (other) =>
            `${side}: ${one.declared} (${one.zone}) and ${other.declared} (${other.zone}) overlap: list each path once`,
        ),
    );
  });
}

function unzonedFolders(graph: ImportGraph, all: Record<Side, readonly Zone[]>): string[] {
  const missing = new Set<string>();
  for (const file of graph.keys()) {
    const side = sideOf(file);
    const sideZones = side === undefined || side === 'shared' ? all.client : all[side];
    if (zoneIndexOf(file, sideZones) === undefined)
      missing.add(
        `src/${folderOf(file) || file} has no zone: add it to the ${side ?? 'client or server'} zones in src/architecture-zones.ts`,
      );
  }
  return [...missing].sort();
}

function backUpImports(graph: ImportGraph, all: Record<Side, readonly Zone[]>): BackUpImport[] {
  const found: BackUpImport[] = [];
  for (const [from, targets] of graph) {
    const side = sideOf(from);
    // Shared code is the bottom of both sides; its own test keeps it free of either.
    if (side === undefined || side === 'shared') continue;
    const fromIndex = zoneIndexOf(from, all[side]);
    if (fromIndex === undefined) continue;
    for (const to of targets) {
      const toIndex = zoneIndexOf(to, all[side]);
      if (toIndex === undefined || toIndex > fromIndex)
        found.push({
          from,
          to,
          fromZone: all[side][fromIndex]?.name ?? '',
          toZone: toIndex === undefined ? undefined : all[side][toIndex]?.name,
        });
    }
  }
  return found;
}

/** Tarjan's strongly connected components: every component of more than one node is a loop. */
function stronglyConnected(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, order.get(next) ?? 0));
    }
    if (low.get(node) !== order.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of edges.keys()) if (!order.has(node)) visit(node);
  return components;
}

/**
 * Loops between folders at every depth: at depth d each file counts as its folder cut to d
 * segments, so a loop between two subtrees shows even when no two single folders form one. A
 * subfolder is part of its parent, so a parent's own files are left out below their depth: a
 * folder may use its subfolders and they its files (Biome's noImportCycles still refuses a loop
 * of files).
 */
function folderLoops(graph: ImportGraph): FolderLoop[] {
  const depth = Math.max(0, ...[...graph.keys()].map((file) => folderOf(file).split('/').length));
  const loops = new Map<string, FolderLoop>();
  for (let cut = 1; cut <= depth; cut++) {
    const nodeOf = (file: string) => {
      const parts = folderOf(file).split('/');
      return parts.length < cut ? undefined : parts.slice(0, cut).join('/');
    };
    const edges = new Map<string, Set<string>>();
    const example = new Map<string, string>();
    for (const [from, targets] of graph) {
      const source = nodeOf(from);
      if (source === undefined) continue;
      for (const to of targets) {
        const target = nodeOf(to);
        if (target === undefined || target === source) continue;
        edges.set(source, (edges.get(source) ?? new Set()).add(target));
        if (!example.has(`${source} ${target}`)) example.set(`${source} ${target}`, `${from} -> ${to}`);
      }
    }
    for (const folders of stronglyConnected(edges)) {
      const members = new Set(folders);
      const imports = [...example]
        .filter(([step]) => step.split(' ').every((folder) => members.has(folder)))
        .map(([, line]) => line);
      loops.set(folders.join(' '), { folders, imports });
    }
  }
  return [...loops.values()];
}

const moduleOf = (file: string) => {
  const [side, modules, area] = file.split('/');
  return modules === 'modules' && area !== undefined && area.includes('.') === false
    ? `${side}/modules/${area}`
    : undefined;
};

function moduleCrossings(graph: ImportGraph): string[] {
  return [...graph].flatMap(([from, targets]) =>
    targets
      .filter((to) => {
        const source = moduleOf(from);
        const target = moduleOf(to);
        return source !== undefined && target !== undefined && source !== target;
      })
      .map((to) => `${from} -> ${to}`),
  );
}

/** Every rule of the zones over one import graph: the real one, or a planted one in a test. */
export function checkLayers(graph: ImportGraph, all: Record<Side, readonly Zone[]> = zones): LayerReport {
  return {
    declarationErrors: declarationErrors(all),
    unzoned: unzonedFolders(graph, all),
    backUps: backUpImports(graph, all),
    loops: folderLoops(graph),
    moduleCrossings: moduleCrossings(graph),
  };
}
