import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const pageRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * Builds the benchmark page for production (the React production build, as users get it) with
 * the client's plugins, into a new temporary folder that the caller removes.
 */
export async function buildBenchPage(): Promise<string> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'erp-palette-bench-'));
  await build({
    root: pageRoot,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    plugins: [react(), vanillaExtractPlugin()],
    build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false, reportCompressedSize: false },
  });
  return outDir;
}
