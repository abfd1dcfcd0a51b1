import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveClient } from './client-files';

describe('the built client as the server sends it', () => {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'client-files-'));
  const app = Fastify();
  beforeAll(async () => {
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(clientDir, 'assets', 'start-abc123.js'), 'export {};');
    writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await serveClient(app, clientDir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('lets the browser keep a hashed asset without asking again', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/start-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the browser ask again for files whose names do not change', async () => {
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
    const page = await app.inject({ method: 'GET', url: '/sales/doc/17' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
