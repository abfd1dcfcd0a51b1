import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resultCodeOk } from '../../../shared/api/envelopes';
import { documentListQuerySchema, documentObjectTypeSchema } from '../../../shared/api/marketing-docs';
import { documentConditionColumns } from '../../access/document-rule-columns';
import { accessibleWhere } from '../../access/sql-conditions';
import { keepVisibleFields } from '../../access/visible-fields';
import type { Database } from '../../db/database';
import { abilityOf } from '../../http/authenticate';
import { parseRequest } from '../../http/parse-request';
import { documentSubjectOf } from './document-access';
import { listDocuments } from './document-list-query';

const listParamsSchema = z.object({ objectType: documentObjectTypeSchema });

/** The marketing documents API (SAP Business One's ORDR, ODLN, OINV, OPOR, ... in one shape). */
export function documentRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.get(
      '/marketing/docs/:objectType',
      { config: { access: { action: 'read', subject: documentSubjectOf } } },
      async (request) => {
        const { objectType } = parseRequest(listParamsSchema, request.params);
        const query = parseRequest(documentListQuerySchema, request.query);
        const ability = abilityOf(request);
        const subject = documentSubjectOf(request);
        const access = accessibleWhere(ability, 'read', subject, documentConditionColumns);
        const page = await listDocuments(database.db, objectType, query, access);
        return {
          ResultCode: resultCodeOk,
          ResponseData: { data: keepVisibleFields(ability, subject, page.data), total: page.total },
        };
      },
    );
  };
}
