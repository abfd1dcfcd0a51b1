import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** What one page downloads before its first screen: files and their gzip sizes. */
export interface PageJavaScript {
  files: number;
  gzipKb: number;
}

/** One build's figures. */
export interface BundleFigures {
  /** "this build", or the baseline's label. */
  build: string;
  /** What index.html loads: its module script and the modulepreloads (every page, signed in or not). */
  initial: PageJavaScript & { largestFile: string; largestGzipKb: number };
  /** The sign-in page: the initial files, the user's catalogue and the sign-in screen. */
  signIn: PageJavaScript;
  /** The signed-in shell before any screen: the initial files, the catalogue and the frame. */
  shell: PageJavaScript;
}

export interface BundleBench {
  measuredAt: string;
  targetKb: number;
  builds: BundleFigures[];
}

const kb = (bytes: number) => Math.round(bytes / 100) / 10;

/** The ./x.js files a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(code: string): string[] {
  const found = code.matchAll(
    /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"']+\.js)["']|\bexport\s*[\w$*{}\s,]+?\s*from\s*["']\.\/([^"']+\.js)["']/g,
  );
  return [...found].map((match) => match[1] ?? match[2] ?? '').filter(Boolean);
}

/** The ./x.js files a chunk may import later (`import("./x.js")`). */
function dynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map((match) => match[1] ?? '');
}

/**
 * The JavaScript of a built client (dist/client) as a browser meets it: gzip sizes (zlib's
 * default level, what a server compressing on the fly sends) of the files each page needs before
 * its first screen, following the chunks' static imports.
 */
export function measureBuildJavaScript(clientDir: string, build: string): BundleFigures {
  const assets = path.join(clientDir, 'assets');
  const read = (file: string) => readFileSync(path.join(assets, file), 'utf8');
  const gzipOf = new Map<string, number>();
  const sizeOf = (file: string) => {
    const known = gzipOf.get(file);
    if (known !== undefined) return known;
    const size = gzipSync(read(file)).length;
    gzipOf.set(file, size);
    return size;
  };
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || !existsSync(path.join(assets, file))) return;
      seen.add(file);
      for (const next of staticImports(read(file))) visit(next);
    };
    roots.forEach(visit);
    return seen;
  };
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const listed = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const initial = closure(listed);
  // The chunks the initial files may load on demand, by the name Rollup gives them.
  const later = [...initial].flatMap((file) => dynamicImports(read(file)));
  const named = (name: string) => later.filter((file) => file.startsWith(`${name}-`)).slice(0, 1);
  const page = (roots: string[]): PageJavaScript => {
    const files = new Set([...initial, ...closure(roots)]);
    return { files: files.size, gzipKb: kb([...files].reduce((sum, file) => sum + sizeOf(file), 0)) };
  };
  const largest = [...initial].sort((a, b) => sizeOf(b) - sizeOf(a))[0] ?? '';
  return {
    build,
    initial: {
      ...page([]),
      largestFile: largest.replace(/-[\w-]{8}\.js$/, ''),
      largestGzipKb: kb(sizeOf(largest)),
    },
    signIn: page([...named('en'), ...named('login-screen')]),
    shell: page([...named('en'), ...named('app-layout')]),
  };
}

/**
 * This checkout's build (npx vite build first) and, with BENCH_BASELINE_DIR, the baseline
 * checkout's, measured the same way.
 */
export function measureInitialJavaScript(): BundleBench {
  const baselineDir = process.env.BENCH_BASELINE_DIR;
  return {
    measuredAt: new Date().toISOString(),
    targetKb: 150,
    builds: [
      measureBuildJavaScript('dist/client', 'this build'),
      ...(baselineDir
        ? [
            measureBuildJavaScript(
              path.join(baselineDir, 'dist/client'),
              `baseline (${path.basename(baselineDir)})`,
            ),
          ]
        : []),
    ],
  };
}
