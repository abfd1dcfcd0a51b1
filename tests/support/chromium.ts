import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Launches the system Chromium (Playwright cannot download browsers here). A missing browser
 * fails the run with the command that installs it: a browser test never skips silently.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium was not found at ${executablePath}. Install it with: apt-get update && apt-get install -y chromium ` +
        '(or set CHROMIUM_PATH to a Chromium or Chrome binary).',
    );
  }
  return chromium.launch({
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
  });
}
