import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resultCodeOk } from '../../shared/api/envelopes';
import {
  type DocumentRights,
  type DocumentRightsAnswer,
  documentRightsAnswerSchema,
} from '../../shared/api/rights';
import { findDocumentType } from '../../shared/documents/object-types';
import { validationFailed } from '../errors/app-error';
import { parseRequest } from '../http/parse-request';
import { abilityOf } from '../http/request-session';

const paramsSchema = z.object({
  objectId: z.string().trim().min(1, 'is required: name a document type').optional(),
});

/**
 * GET /authorization/check-if-permitted/{objectId}: what the caller may do with a document type,
 * from the same rules the server enforces (type level; each record is checked again when used).
 */
export function rightsRoutes() {
  return async (app: FastifyInstance) => {
    app.get(
      '/authorization/check-if-permitted/:objectId?',
      {
        config: {
          doc: {
            summary: 'What the caller may do with a document type',
            tag: 'access',
            params: paramsSchema,
            response: documentRightsAnswerSchema,
          },
          access: 'signed-in',
        },
      },
      async (request): Promise<DocumentRightsAnswer> => {
        const { objectId } = parseRequest(paramsSchema, request.params);
        if (!objectId) {
          request.log.warn('a rights request named no document type');
          throw validationFailed({ objectId: ['is required: name a document type'] });
        }
        const type = findDocumentType(objectId);
        if (!type) throw validationFailed({ objectId: ['is not a marketing document type'] });
        const ability = abilityOf(request);
        const rights: DocumentRights = {
          read: ability.can('read', type.subject),
          create: ability.can('create', type.subject),
          update: ability.can('update', type.subject),
          cancel: ability.can('cancel', type.subject),
          close: ability.can('close', type.subject),
          print: ability.can('print', type.subject),
          approve: ability.can('approve', type.subject),
        };
        return { ResultCode: resultCodeOk, ResponseData: { objectId, subject: type.subject, rights } };
      },
    );
  };
}
