import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  version: z.string(),
  database: z.object({
    reachable: z.boolean(),
    kind: z.enum(['pglite', 'postgres']),
    schemaVersion: z.string().nullable(),
    pendingMigrations: z.number().int().nonnegative(),
    latencyMs: z.number().nonnegative(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
