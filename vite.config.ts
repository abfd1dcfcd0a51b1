/// <reference types="vitest/config" />
import { cpSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport, type UserConfig } from 'vite';

/** The server reads its SQL migrations and the PDF fonts at run time: ship them beside the bundle. */
const copyServerFiles = (): Plugin => ({
  name: 'copy-server-files',
  apply: 'build',
  closeBundle() {
    cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
    cpSync('src/server/pdf/fonts', 'dist/server/fonts', { recursive: true });
  },
});

/**
 * `virtual:catalogue/fr` is the French catalogue alone, as data: the browser fetches the user's
 * language only. Importing locales/fr.ts instead would not do: its sections hold the three
 * languages side by side (one file per section, for their authors), so a bundler would put every
 * section, all three languages, in one chunk shared by the three locales. The catalogues are read
 * afresh for each request of the module (a build, a test run), through Vite's module runner.
 */
const catalogueChunks = (): Plugin => {
  const prefix = 'virtual:catalogue/';
  return {
    name: 'catalogue-chunks',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const language = id.slice(prefix.length + 1);
      const { module } = await runnerImport<typeof import('./src/shared/i18n/catalogues')>(
        path.resolve('src/shared/i18n/catalogues.ts'),
        { configFile: false, logLevel: 'silent' },
      );
      if (!module.isLanguage(language)) throw new Error(`No catalogue for ${language}`);
      // JSON.parse of a string is read faster by the browser than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(module.catalogues[language]))});`;
    },
  };
};

/**
 * The modules the entry imports statically go in one chunk: the first load needs them all before
 * anything runs. Left to itself the bundler cut them into some twenty small files (what the
 * screens' dynamic imports share), which took twenty requests and compressed worse, about 8 kB
 * more gzip. Only the app's own modules and the libraries every page runs are followed: a
 * library's index (the icons') would bring every module the later chunks take from it.
 */
const startLibraries =
  /node_modules\/(react|react-dom|scheduler|use-sync-external-store|i18next|react-i18next|@preact\/signals-core|@preact\/signals-react|@tanstack\/(react-router|router-core|history|store|react-store|query-core|react-query))\//;
const startChunk = () => {
  let start: Set<string> | undefined;
  return (id: string, context: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => {
    if (!start) {
      start = new Set();
      const entry = path.resolve('src/client/main.tsx');
      const visit = (module: string) => {
        if (start?.has(module)) return;
        start?.add(module);
        for (const next of context.getModuleInfo(module)?.importedIds ?? [])
          if (!next.includes('/node_modules/') || startLibraries.test(next)) visit(next);
      };
      visit(entry);
    }
    return start.has(id) ? 'start' : null;
  };
};

/** `vite build --ssr` builds the server (no TypeScript compiler at run time); `vite build` the client. */
const serverBuild: UserConfig = {
  plugins: [copyServerFiles()],
  build: {
    ssr: true,
    outDir: 'dist/server',
    target: 'node20',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: {
        main: 'src/server/main.ts',
        'pglite-worker': 'src/server/db/pglite-worker.ts',
        seed: 'src/server/seed/seed-cli.ts',
        admin: 'src/server/admin-cli.ts',
      },
      output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
};

/**
 * Browser suites wait for a state, never assert a time: expect.poll gives a page up to 10 s to
 * reach it. Vitest's default, 1 s, is shorter than an item lookup can take on a machine running
 * other browsers; a state that is never reached (a lost line) still fails.
 */
const browserExpect = { poll: { timeout: 10_000 } };

/** The API suites: each file opens its own databases; the server's modules load once per worker. */
const apiSuite = {
  environment: 'node',
  pool: 'threads' as const,
  isolate: false,
  globalSetup: ['tests/support/api-global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

const smokeApiFiles = [
  'health',
  'sign-in-and-sessions',
  'permissions',
  'resources-list',
  'resources-write',
  'documents-create',
  'documents-chain',
].map((name) => `tests/api/${name}.test.ts`);

/**
 * use-sync-external-store's shim (taken by TanStack's store and the signals' runtime) carries a
 * fallback for React before 18, about 0.8 kB gzip of the first load; React 19 has the hook, which
 * the package's own non-shim entries use.
 */
const withoutStoreShim = [
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: 'use-sync-external-store/with-selector',
  },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
];

const clientBuild: UserConfig = {
  plugins: [react(), vanillaExtractPlugin(), catalogueChunks()],
  resolve: { alias: withoutStoreShim },
  publicDir: 'src/client/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // A dynamic import's JavaScript dependencies are found by the browser in the chunk's own
    // imports; only its CSS is preloaded, so a screen never shows unstyled. Preloading them too
    // appended a link per file (about a hundred on a restore) while the main thread was the
    // bottleneck: the restore bench found the focused pane 8 to 13 % sooner without, the same
    // on a cold cache over localhost. Over a slow network a first visit would wait a round trip
    // per level of imports instead (decisions.md, restore-fast).
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : dependencies.filter((dependency) => dependency.endsWith('.css')),
    },
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: startChunk(), debugName: 'start' }] } } },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  test: {
    // Both cores: vitest's default leaves one idle on this 2-core machine (one file at a time).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'themes/**/*.test.ts', 'tests/support/**/*.test.ts'],
          environment: 'node',
          // Threads sharing one module registry: 176 files importing React and the catalogues
          // once per worker instead of once each (263 s -> 15 s); module state is put back by
          // between-unit-files.ts.
          pool: 'threads',
          isolate: false,
          setupFiles: ['tests/support/between-unit-files.ts'],
        },
      },
      { test: { ...apiSuite, name: 'api', include: ['tests/api/**/*.test.ts'] } },
      // npm run check: the API files that touch every layer once (sign-in, rules, the resource
      // engine, documents and their chain), for the inner loop.
      { test: { ...apiSuite, name: 'smoke', include: smokeApiFiles } },
      {
        // npm run test:slow: suites too long for the inner loop (fuzzing every write endpoint,
        // killing servers under load); CI runs them after npm test.
        test: {
          name: 'slow',
          include: ['tests/slow/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/api-global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        // npm run test:slow: the browser files' screen sweeps (the tests named "... in <mode> mode",
        // chosen by -t) in all four display modes; npm test walks each in one mode, and the
        // shell's in all four (tests/support/display-modes.ts).
        test: {
          name: 'sweep',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          env: { ERP_EVERY_DISPLAY_MODE: '1' },
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          expect: browserExpect,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The browser files talk to the product over HTTP and share nothing in memory but the
        // worker's Chromium connection (product-server.ts), so one module registry per worker
        // serves them all: about 1 s less of imports per file (13.4 s to 6.6 s over six files).
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          expect: browserExpect,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : clientBuild));
