import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resultCodeOk } from '../../../shared/api/envelopes';
import { type MenuAnswer, menuAnswerSchema } from '../../../shared/api/menu';
import { int4KeyText } from '../../../shared/wire/wire-formats';
import type { AbilityCache } from '../../access/ability-cache';
import { findUser } from '../../access/user-ability-rules';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { parseRequest } from '../../http/parse-request';
import { sessionOf } from '../../http/request-session';
import { menuDefinition } from './menu-definition';
import { menuForUser } from './menu-for-user';

const paramsSchema = z.object({ userId: int4KeyText });

/** GET /form_settings_menu/user/{userId}: AllTreeview, the menu that user may see. */
export function menuRoutes(database: Database, abilities: AbilityCache) {
  return async (app: FastifyInstance) => {
    app.get(
      '/form_settings_menu/user/:userId',
      {
        config: {
          doc: {
            summary: 'The menu a user sees, filtered by their permissions',
            tag: 'navigation',
            params: paramsSchema,
            response: menuAnswerSchema,
          },
          access: 'signed-in',
        },
      },
      async (request): Promise<MenuAnswer> => {
        const { userId } = parseRequest(paramsSchema, request.params);
        const session = sessionOf(request);
        if (userId !== session.userId) {
          const caller = await findUser(database.db, session.userId);
          if (caller?.SUPERUSER !== 1) throw new AppError(403, 'FORBIDDEN', said('menuOfOtherUser'));
          if (!(await findUser(database.db, userId))) throw notFound(said('userNotFound'));
        }
        const ability = await abilities.abilityOfUser(userId, session.accessVersion);
        return { ResultCode: resultCodeOk, AllTreeview: menuForUser(menuDefinition, ability) };
      },
    );
  };
}
