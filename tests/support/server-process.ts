import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const builtServer = path.resolve('dist/server/main.js');

export function requireBuiltServer(): void {
  if (!existsSync(builtServer)) {
    throw new Error(
      `${builtServer} is missing: these tests run the built product. Run npm run build first (npm test does).`,
    );
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/** Starts the built server as a user would (npm start runs the same file) on its own port. */
export async function spawnServer(
  environment: Record<string, string>,
  /** Another build's server (a baseline checkout's dist/server/main.js); this checkout's by default. */
  entry = builtServer,
): Promise<ServerProcess> {
  if (entry === builtServer) requireBuiltServer();
  else if (!existsSync(entry)) throw new Error(`${entry} is missing: build that checkout first.`);
  const port = environment.PORT ?? String(await freePort());
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, LOG_LEVEL: 'info', ...environment, PORT: port, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Waits until the server answers its health check, or fails with what it printed. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => {
    ended = true;
  });
  while (Date.now() < deadline) {
    if (ended) throw new Error(`The server exited before it was healthy:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/v1/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server was not healthy within ${timeoutMs} ms:\n${server.output()}`);
}

/** Waits until the process has printed text matching the pattern. */
export async function waitForOutput(
  server: ServerProcess,
  pattern: RegExp,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (pattern.test(server.output())) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The server never printed ${pattern}:\n${server.output()}`);
}
