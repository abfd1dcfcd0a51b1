import { existsSync } from 'node:fs';
import { type Browser, type BrowserServer, chromium, type LaunchOptions } from 'playwright';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The system Chromium (Playwright cannot download browsers here). A missing browser fails the run
 * with the command that installs it: a browser test never skips silently.
 */
function launchOptions(): LaunchOptions {
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium was not found at ${executablePath}. Install it with: apt-get update && apt-get install -y chromium ` +
        '(or set CHROMIUM_PATH to a Chromium or Chrome binary).',
    );
  }
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  };
}

/** Launches a Chromium of the caller's own (benchmarks, the slow suites). */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

/**
 * Launches a Chromium that test processes connect to (e2e-global-setup.ts, one per worker): the
 * browser files of a worker then share it, each in its own contexts, instead of each launching
 * and closing a browser of its own.
 */
export async function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}
