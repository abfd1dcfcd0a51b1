import http from 'node:http';
import { percentile, round1 } from '../grid/frame-recorder';
import { type CpuShare, countCpu } from '../process-cpu';

export interface DocumentBench {
  measuredAt: string;
  /** Sales orders of five lines posted by `clients` clients at once, one after another each. */
  posting: {
    clients: number;
    seconds: number;
    documents: number;
    documentsPerSecond: number;
    latencyP50Ms: number;
    latencyP95Ms: number;
    refused: number;
    /** CPU each side spent per posting, when the server's process was known. */
    cpu?: CpuShare;
  };
  /** GET of one 200-line document, one request at a time. */
  open200Lines: { reads: number; latencyP50Ms: number; latencyP95Ms: number; bytes: number };
  /** The same document opened in Chromium, from navigation to its first lines on screen. */
  openInBrowser?: { loads: number; medianMs: number; p95Ms: number };
}

interface Session {
  origin: string;
  headers: Record<string, string>;
}

const json = { 'content-type': 'application/json' };

async function getJson(session: Session, path: string): Promise<unknown> {
  const response = await fetch(`${session.origin}${path}`, { headers: session.headers });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Codes of the first rows of a resource list, by one of its fields. */
async function codesOf(session: Session, resource: string, field: string, filters: object[], count: number) {
  const query = new URLSearchParams({ per_page: String(count), filters: JSON.stringify(filters) });
  const answer = (await getJson(session, `/api/v1/resources/${resource}?${query}`)) as {
    ResponseData: { data: Record<string, unknown>[] };
  };
  const codes = answer.ResponseData.data.map((row) => String(row[field]));
  if (codes.length < count) throw new Error(`the company has fewer than ${count} usable ${resource}`);
  return codes;
}

function salesOrder(customer: string, itemCodes: readonly string[], lines: number, offset: number) {
  return {
    CardCode: customer,
    DocumentLines: Array.from({ length: lines }, (_, line) => ({
      ItemCode: itemCodes[(offset + line) % itemCodes.length],
      Quantity: String(1 + (line % 3)),
    })),
  };
}

interface Posted {
  ok: boolean;
  ms: number;
  entry?: number;
  /** The error answer of a refused post. */
  refusal?: string;
}

/**
 * The load generator's connections: node:http with keep-alive, one socket per client. fetch
 * (undici) spent about 1 ms of CPU per request, which on this 2-core machine was taken from the
 * server and database it measures; the raw baseline sends no HTTP at all.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function postJson(session: Session, path: string, body: string): Promise<{ status: number; text: string }> {
  const url = new URL(path, session.origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...session.headers, ...json, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function post(session: Session, body: object): Promise<Posted> {
  const started = performance.now();
  const response = await postJson(session, '/api/v1/marketing/docs/17', JSON.stringify(body));
  const text = response.text;
  const ms = performance.now() - started;
  if (response.status !== 201) return { ok: false, ms, refusal: `${response.status} ${text}` };
  const answer = JSON.parse(text) as { ResponseData?: { DocEntry?: number } };
  return { ok: true, ms, entry: answer.ResponseData?.DocEntry };
}

/** Posts a sales order of 200 lines and answers its DocEntry. */
async function postLargeOrder(
  session: Session,
  customer: string,
  itemCodes: readonly string[],
): Promise<number> {
  const large = await post(session, salesOrder(customer, itemCodes, 200, 0));
  if (large.entry === undefined) throw new Error(`a 200-line sales order was refused: ${large.refusal}`);
  return large.entry;
}

/**
 * Posting rate and the read of a large document, over HTTP against the built server. Sales orders
 * commit stock and never run out of it, so every post is expected to succeed: a refusal is counted
 * and reported, not hidden.
 */
export async function measureDocuments(
  session: Session,
  clients = 20,
  seconds = 10,
  serverPid?: number,
): Promise<DocumentBench & { largeEntry: number }> {
  const customers = await codesOf(
    session,
    'business-partners',
    'CardCode',
    [
      { field: 'CardType', op: 'in', value: ['C'] },
      { field: 'frozenFor', op: 'equals', value: 'N' },
    ],
    clients,
  );
  const itemCodes = await codesOf(
    session,
    'items',
    'ItemCode',
    [
      { field: 'SellItem', op: 'equals', value: 'Y' },
      { field: 'frozenFor', op: 'equals', value: 'N' },
    ],
    200,
  );
  // Warm the JIT and the pools before counting.
  await Promise.all(customers.map((customer, at) => post(session, salesOrder(customer, itemCodes, 5, at))));

  const latencies: number[] = [];
  let refused = 0;
  let firstRefusal: string | undefined;
  const until = performance.now() + seconds * 1000;
  const client = async (customer: string, at: number) => {
    for (let round = 0; performance.now() < until; round += 1) {
      const result = await post(session, salesOrder(customer, itemCodes, 5, at * 7 + round));
      if (result.ok) latencies.push(result.ms);
      else {
        refused += 1;
        firstRefusal ??= result.refusal;
      }
    }
  };
  const cpu = countCpu(serverPid);
  const started = performance.now();
  await Promise.all(customers.map(client));
  const elapsed = (performance.now() - started) / 1000;
  const spent = serverPid === undefined ? undefined : cpu.per(latencies.length);
  if (refused > 0) console.warn(`${refused} posts were refused, the first with ${firstRefusal}`);

  const entry = await postLargeOrder(session, customers[0] ?? '', itemCodes);
  const reads: number[] = [];
  let bytes = 0;
  for (let read = 0; read < 30; read += 1) {
    const begun = performance.now();
    const response = await fetch(`${session.origin}/api/v1/marketing/docs/17/${entry}`, {
      headers: session.headers,
    });
    bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`the 200-line document answered ${response.status}`);
    if (read > 0) reads.push(performance.now() - begun);
  }

  return {
    measuredAt: new Date().toISOString(),
    largeEntry: entry,
    posting: {
      clients,
      seconds: round1(elapsed),
      documents: latencies.length,
      documentsPerSecond: round1(latencies.length / elapsed),
      latencyP50Ms: round1(percentile(latencies, 0.5)),
      latencyP95Ms: round1(percentile(latencies, 0.95)),
      refused,
      ...(spent ? { cpu: spent } : {}),
    },
    open200Lines: {
      reads: reads.length,
      latencyP50Ms: round1(percentile(reads, 0.5)),
      latencyP95Ms: round1(percentile(reads, 0.95)),
      bytes,
    },
  };
}
