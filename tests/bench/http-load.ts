import autocannon from 'autocannon';

export interface LoadResult {
  url: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  errors: number;
  non2xx: number;
}

/** autocannon against one URL; the server runs in its own process, as in production. */
export async function loadTest(
  url: string,
  connections = 20,
  seconds = 10,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    url: url.replace(/^http:\/\/[^/]+/, ''),
    connections,
    seconds,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export interface BackgroundLoad {
  stop(): Promise<{ requests: number; medianMs: number; maxMs: number }>;
}

/** Keeps `parallel` clients sending one request after another until stopped. */
export function backgroundLoad(
  url: string,
  parallel: number,
  headers: Record<string, string> = {},
): BackgroundLoad {
  let running = true;
  const durations: number[] = [];
  const client = async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      durations.push(performance.now() - started);
    }
  };
  const clients = Array.from({ length: parallel }, client);
  return {
    async stop() {
      running = false;
      await Promise.all(clients);
      const sorted = [...durations].sort((a, b) => a - b);
      return {
        requests: sorted.length,
        medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
        maxMs: Math.round(sorted.at(-1) ?? 0),
      };
    },
  };
}
