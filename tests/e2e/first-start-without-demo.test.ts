import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchFolder } from '../support/scratch-folder';
import { spawnServer, waitForOutput, waitUntilHealthy } from '../support/server-process';

describe('the product started without the demo company', () => {
  const dataDir = scratchFolder('erp-bare-');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start without ADMIN_PASSWORD and says what to set', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir, SEED: 'none' });
    expect(await server.exited).toBe(5);
    expect(server.output()).toContain('Set ADMIN_PASSWORD');
  });

  it('starts with ADMIN_PASSWORD, creates the administrator and advertises no demo sign-in', async () => {
    const server = await spawnServer({
      DATA_DIR: dataDir,
      SEED: 'none',
      ADMIN_PASSWORD: 'correct horse battery',
    });
    try {
      await waitUntilHealthy(server);
      await waitForOutput(server, /Press Ctrl\+C to stop/);
      expect(server.output()).toContain('Created the administrator');
      expect(server.output()).not.toContain('Demo sign-ins');
      const login = await fetch(`${server.url}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'correct horse battery' }),
      });
      expect(login.status).toBe(200);
    } finally {
      await server.stop('SIGTERM');
    }
  });
});
