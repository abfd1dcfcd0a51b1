import type { FastifyInstance } from 'fastify';
import { resultCodeOk } from '../../../shared/api/envelopes';
import { searchAnswerSchema, searchQuerySchema } from '../../../shared/api/search';
import { keepVisibleFields } from '../../access/visible-fields';
import type { Database } from '../../db/database';
import { parseRequest } from '../../http/parse-request';
import { abilityOf } from '../../http/request-session';
import { searchScope } from './search-access';
import { findMatches } from './search-query';
import { searchSubjects } from './search-subjects';

/**
 * GET /search: what the command palette offers as the user types. Open to every signed-in user;
 * each subject is filtered by the caller's read rules and left out when they may read none of it.
 */
export function searchRoutes(database: Database) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    app.get(
      '/search',
      {
        config: {
          doc: {
            summary: 'Searches items, partners and documents the caller may read',
            query: searchQuerySchema,
            response: searchAnswerSchema,
          },
          access: 'signed-in',
        },
      },
      async (request) => {
        const { q, limit } = parseRequest(searchQuerySchema, request.query);
        const ability = abilityOf(request);
        const answers = await Promise.all(
          Object.entries(searchSubjects).map(async ([key, target]): Promise<[string, unknown][]> => {
            const scope = searchScope(ability, target, request.log);
            if (!scope) return [];
            const rows = await findMatches(db, target, scope, q, limit);
            return [[key, keepVisibleFields(ability, target.subject, rows)]];
          }),
        );
        return { ResultCode: resultCodeOk, ResponseData: Object.fromEntries(answers.flat()) };
      },
    );
  };
}
