import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordPolicySchema } from '../../../shared/api/security';
import type { AuthSettings } from '../../auth/auth-settings';
import { readPasswordPolicy } from '../../auth/password-policy';
import type { Database } from '../../db/database';
import { passwordPolicy } from '../../db/schema/security';
import { AppError } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { parseRequest } from '../../http/parse-request';

const conflict = () => new AppError(409, 'VERSION_CONFLICT', said('passwordPolicyStale'));

/**
 * GET and PUT /administration/password-policy: the one company-wide policy. The defaults stand
 * for version 1 until the first save writes the row.
 */
export function passwordPolicyRoutes(database: Database, settings: AuthSettings) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    app.get(
      '/administration/password-policy',
      {
        config: {
          doc: { summary: 'The password policy', response: passwordPolicySchema },
          access: { action: 'read', subject: 'PasswordPolicy' },
        },
      },
      async () => readPasswordPolicy(db, settings),
    );

    app.put(
      '/administration/password-policy',
      {
        config: {
          doc: {
            summary: 'Changes the password policy, given the version read',
            body: passwordPolicySchema,
            response: passwordPolicySchema,
          },
          access: { action: 'update', subject: 'PasswordPolicy' },
        },
      },
      async (request) => {
        const { version, ...fields } = parseRequest(passwordPolicySchema, request.body);
        return db.transaction(async (tx) => {
          const [stored] = await tx
            .select({ version: passwordPolicy.version })
            .from(passwordPolicy)
            .where(eq(passwordPolicy.id, 1))
            .for('update');
          if ((stored?.version ?? 1) !== version) throw conflict();
          const [saved] = stored
            ? await tx
                .update(passwordPolicy)
                .set({ ...fields, version: sql`${passwordPolicy.version} + 1` })
                .where(eq(passwordPolicy.id, 1))
                .returning()
            : // Two first saves at once: the loser's insert finds the row and is refused.
              await tx
                .insert(passwordPolicy)
                .values({ id: 1, ...fields, version: 2 })
                .onConflictDoNothing()
                .returning();
          if (!saved) throw conflict();
          const { id: _, ...policy } = saved;
          return policy;
        });
      },
    );
  };
}
