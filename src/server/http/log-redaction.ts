import { type DestinationStream, type LoggerOptions, pino, stdSerializers } from 'pino';

const censor = '[redacted]';

/**
 * Every place a secret could sit in a log line, in one list: request bodies and headers that carry
 * passwords, tokens and the anti-forgery cookie, and the fields named after them wherever a line
 * puts them. Failed SQL is handled by `redactedError`, since its parameters sit inside the text.
 */
export const redactedPaths = [
  'password',
  'currentPassword',
  'passwordHash',
  'password_hash',
  'token',
  'access_token',
  'accessToken',
  'secret',
  '*.password',
  '*.currentPassword',
  '*.passwordHash',
  '*.password_hash',
  '*.token',
  '*.access_token',
  '*.accessToken',
  '*.secret',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-xsrf-token"]',
];

// Drizzle's "Failed query: <sql>\nparams: <values>" carries the values (a new user's hash among them).
const failedQueryParams = /(Failed query: [\s\S]*?\nparams: )[\s\S]*?(?=\n {4}at |$)/g;
// PostgreSQL's detail of a failed check names the whole row: "Failing row contains (...)".
const failingRow = /Failing row contains \([\s\S]*\)/g;

function scrub(text: string): string {
  return text.replace(failedQueryParams, `$1${censor}`).replace(failingRow, `Failing row contains ${censor}`);
}

/** A copy of a serialized error with every text scrubbed and every parameter list censored. */
function scrubbed(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrub(value);
  if (!value || typeof value !== 'object' || depth > 5) return value;
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'params' || key === 'parameters' ? censor : scrubbed(item, depth + 1),
    ]),
  );
}

/** pino's error serializer with failed SQL's parameters and failing rows taken out. */
export function redactedError(error: Error): unknown {
  return scrubbed(stdSerializers.err(error));
}

/** The server's logger settings: the level, the redaction list and the scrubbing error serializer. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactedPaths, censor },
    serializers: { err: redactedError, error: redactedError },
  };
}

/** The server's logger (main.ts); tests pass a destination to read what it writes. */
export function serverLogger(level: string, destination?: DestinationStream) {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
