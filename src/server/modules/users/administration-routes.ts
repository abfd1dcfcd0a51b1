import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { groupRulesRequestSchema, userDefaultsAssignmentSchema } from '../../../shared/api/administration';
import { doneAnswerSchema } from '../../../shared/api/envelopes';
import { int4KeyText } from '../../../shared/wire/wire-formats';
import { bumpAccessVersion } from '../../access/access-version';
import { lockGroup } from '../../access/group-lock';
import { groupRuleRows } from '../../access/stored-rules';
import { unlockUser } from '../../auth/account-lockout';
import type { Database } from '../../db/database';
import { groupRules, users } from '../../db/schema/access';
import { userDefaults } from '../../db/schema/user-defaults';
import { notFound, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { sessionsChanged } from '../../events/session-changes';
import { parseRequest } from '../../http/parse-request';

const idParams = z.object({ id: int4KeyText });

/**
 * The access administration the rest stands on: replacing a group's rules (validated, in one
 * transaction, bumping the access version so every server rebuilds abilities) and unlocking a
 * user locked out by failed sign-ins.
 */
export function administrationRoutes(database: Database) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    app.put(
      '/administration/user-groups/:id/rules',
      {
        config: {
          doc: {
            summary: "Replaces a user group's permission rules",
            params: idParams,
            body: groupRulesRequestSchema,
            response: doneAnswerSchema,
          },
          access: { action: 'update', subject: 'UserGroup' },
        },
      },
      async (request) => {
        const { id } = parseRequest(idParams, request.params);
        const { rules } = parseRequest(groupRulesRequestSchema, request.body);
        await db.transaction(async (tx) => {
          await lockGroup(tx, id);
          await tx.delete(groupRules).where(eq(groupRules.groupId, id));
          if (rules.length) await tx.insert(groupRules).values(groupRuleRows(id, rules));
          await bumpAccessVersion(tx);
        });
        sessionsChanged();
        return { statusCode: 0, message: 'The rules are saved.' };
      },
    );

    app.post(
      '/administration/users/:id/unlock',
      {
        config: {
          doc: {
            summary: 'Unlocks a user locked out by failed sign-ins',
            params: idParams,
            response: doneAnswerSchema,
          },
          access: { action: 'update', subject: 'User' },
        },
      },
      async (request) => {
        const { id } = parseRequest(idParams, request.params);
        if (!(await db.transaction((tx) => unlockUser(tx, id)))) throw notFound(said('userNotFound'));
        return { statusCode: 0, message: 'The user is unlocked.' };
      },
    );

    app.post(
      '/administration/users/:id/activate',
      {
        config: {
          doc: { summary: 'Activates a user who registered', params: idParams, response: doneAnswerSchema },
          access: { action: 'update', subject: 'User' },
        },
      },
      async (request) => {
        const { id } = parseRequest(idParams, request.params);
        const updated = await db
          .update(users)
          .set({ active: true })
          .where(eq(users.USERID, id))
          .returning({ id: users.USERID });
        if (!updated.length) throw notFound(said('userNotFound'));
        return { statusCode: 0, message: 'The user is active.' };
      },
    );

    app.put(
      '/administration/users/:id/defaults',
      {
        config: {
          doc: {
            summary: 'Assigns a user their defaults (DfltsCode)',
            params: idParams,
            body: userDefaultsAssignmentSchema,
            response: doneAnswerSchema,
          },
          access: { action: 'update', subject: 'User' },
        },
      },
      async (request) => {
        const { id } = parseRequest(idParams, request.params);
        const { DfltsCode } = parseRequest(userDefaultsAssignmentSchema, request.body);
        return db.transaction(async (tx) => {
          if (DfltsCode !== null) {
            const [found] = await tx
              .select({ Code: userDefaults.Code })
              .from(userDefaults)
              .where(eq(userDefaults.Code, DfltsCode));
            if (!found) throw validationFailed({ DfltsCode: [said('notUserDefaults', { code: DfltsCode })] });
          }
          const updated = await tx
            .update(users)
            .set({ DfltsCode })
            .where(eq(users.USERID, id))
            .returning({ id: users.USERID });
          if (!updated.length) throw notFound(said('userNotFound'));
          return { statusCode: 0, message: 'The user defaults are assigned.' };
        });
      },
    );
  };
}
