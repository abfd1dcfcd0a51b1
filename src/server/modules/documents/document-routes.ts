import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resultCodeOk } from '../../../shared/api/envelopes';
import {
  type DocumentListAnswer,
  documentListQuerySchema,
  documentObjectTypeSchema,
} from '../../../shared/api/marketing-docs';
import type { Database } from '../../db/database';
import { parseRequest } from '../../http/parse-request';
import { listDocuments } from './document-list-query';

const listParamsSchema = z.object({ objectType: documentObjectTypeSchema });

/** The marketing documents API (SAP Business One's ORDR, ODLN, OINV, OPOR, ... in one shape). */
export function documentRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.get('/marketing/docs/:objectType', async (request): Promise<DocumentListAnswer> => {
      const { objectType } = parseRequest(listParamsSchema, request.params);
      const query = parseRequest(documentListQuerySchema, request.query);
      return { ResultCode: resultCodeOk, ResponseData: await listDocuments(database.db, objectType, query) };
    });
  };
}
