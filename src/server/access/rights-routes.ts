import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resultCodeOk } from '../../shared/api/envelopes';
import {
  type AllDocumentRightsAnswer,
  allDocumentRightsAnswerSchema,
  type DocumentRightsAnswer,
  type DocumentTypeRights,
  documentRightsAnswerSchema,
} from '../../shared/api/rights';
import { type DocumentType, documentTypes, findDocumentType } from '../../shared/documents/object-types';
import { validationFailed } from '../errors/app-error';
import { said } from '../errors/local-text';
import { parseRequest } from '../http/parse-request';
import { abilityOf } from '../http/request-session';

type Ability = ReturnType<typeof abilityOf>;

/** What the caller may do with one document type, from the same rules the server enforces. */
const rightsOn = (ability: Ability, type: DocumentType): DocumentTypeRights => ({
  objectId: type.objectId,
  subject: type.subject,
  rights: {
    read: ability.can('read', type.subject),
    create: ability.can('create', type.subject),
    update: ability.can('update', type.subject),
    cancel: ability.can('cancel', type.subject),
    close: ability.can('close', type.subject),
    print: ability.can('print', type.subject),
    approve: ability.can('approve', type.subject),
  },
});

const paramsSchema = z.object({
  objectId: z.string().trim().min(1, 'is required: name a document type').optional(),
});

/**
 * GET /authorization/check-if-permitted/{objectId}: what the caller may do with a document type,
 * from the same rules the server enforces (type level; each record is checked again when used).
 * GET /authorization/document-rights: the same for every type in one answer (what the client asks).
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
          throw validationFailed({ objectId: [said('documentTypeRequired')] });
        }
        const type = findDocumentType(objectId);
        if (!type) throw validationFailed({ objectId: [said('notMarketingDocumentType')] });
        return {
          ResultCode: resultCodeOk,
          ResponseData: { ...rightsOn(abilityOf(request), type), objectId },
        };
      },
    );
    app.get(
      '/authorization/document-rights',
      {
        config: {
          doc: {
            summary: 'What the caller may do with each document type',
            tag: 'access',
            response: allDocumentRightsAnswerSchema,
          },
          access: 'signed-in',
        },
      },
      async (request): Promise<AllDocumentRightsAnswer> => {
        const ability = abilityOf(request);
        return {
          ResultCode: resultCodeOk,
          ResponseData: { data: documentTypes.map((type) => rightsOn(ability, type)) },
        };
      },
    );
  };
}
