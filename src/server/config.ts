import path from 'node:path';
import { z } from 'zod';

/**
 * What sign-in, tokens and sessions use where the environment sets nothing. It lives here, not in
 * auth/, because the configuration sits below every other server folder.
 */
export const authDefaults = {
  tokenTtlSeconds: 8 * 60 * 60,
  idleTimeoutSeconds: 2 * 60 * 60,
  lockoutThreshold: 5,
  accountAttemptLimit: 10,
  addressAttemptLimit: 30,
  attemptWindowSeconds: 15 * 60,
  attemptsBeforeDelay: 5,
};

const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const seedSizes = ['demo', 'large', 'none'] as const;
export type SeedSize = (typeof seedSizes)[number];

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  // At least the 20 concurrent clients the README promises: fewer queue for a connection.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(20).max(1000).default(20),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(levels).default('info'),
  /** What a first start puts in an empty database. */
  SEED: z.enum(seedSizes).default('demo'),
  /** Comma-separated browser origins besides our own that may call the API. */
  CLIENT_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.url({ error: 'must be a comma-separated list of origins such as https://erp.example.com' })),
    )
    .default([]),
  /** An SMTP server for the server's mail; without it mail stays in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Meridian ERP <no-reply@meridian.invalid>'),
  /** The first administrator's password, for a first start without the demo company. */
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters long').optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  AUTH_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(authDefaults.tokenTtlSeconds / 60),
  AUTH_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(authDefaults.idleTimeoutSeconds / 60),
  AUTH_LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).max(100).default(authDefaults.lockoutThreshold),
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (sign-in limits, allowed
   * address ranges, connected clients): false (default, the socket's address), true (any), a
   * number of hops, or comma-separated proxy addresses or CIDR ranges.
   */
  /** Seconds between checks for periodic alerts that are due; 0 turns the check off. */
  ALERT_CHECK_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * How long a validated session is reused without asking the database (0: never). Sign-out,
   * deactivation, password changes and rule changes drop it at once on the server that made
   * them; another server sees them within these seconds (README, Security).
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** How old a documents list's total may be for changes made by another server (docs/api.md). */
  LIST_COUNT_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(true|false|\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/,
      'must be true, false, a number of hops or proxy addresses',
    )
    .transform(readTrustProxy)
    .default(false),
});

export type TrustProxy = boolean | number | string[];

function readTrustProxy(value: string): TrustProxy {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections the server keeps to PostgreSQL (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  logLevel: (typeof levels)[number];
  seed: SeedSize;
  clientOrigins: string[];
  trustProxy: TrustProxy;
  alertCheckSeconds: number;
  listCountSeconds: number;
  adminPassword: string | undefined;
  smtp: { url: string; from: string } | undefined;
  auth: {
    secret: string | undefined;
    tokenTtlSeconds: number;
    idleTimeoutSeconds: number;
    lockoutThreshold: number;
    sessionCacheSeconds: number;
  };
}

export class ConfigError extends Error {}

/** Configuration comes from the environment only; a bad value stops the start with its name. */
export function readConfig(environment: NodeJS.ProcessEnv): Config {
  const blankless = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(blankless);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    logLevel: values.LOG_LEVEL,
    seed: values.SEED,
    clientOrigins: values.CLIENT_ORIGINS.map((origin) => new URL(origin).origin),
    trustProxy: values.TRUST_PROXY,
    alertCheckSeconds: values.ALERT_CHECK_SECONDS,
    listCountSeconds: values.LIST_COUNT_SECONDS,
    adminPassword: values.ADMIN_PASSWORD,
    smtp: values.SMTP_URL ? { url: values.SMTP_URL, from: values.MAIL_FROM } : undefined,
    auth: {
      secret: values.AUTH_SECRET,
      tokenTtlSeconds: values.AUTH_TOKEN_TTL_MINUTES * 60,
      idleTimeoutSeconds: values.AUTH_IDLE_MINUTES * 60,
      lockoutThreshold: values.AUTH_LOCKOUT_THRESHOLD,
      sessionCacheSeconds: values.SESSION_CACHE_SECONDS,
    },
  };
}
