import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resultCodeOk } from '../../shared/api/envelopes';
import { formObjectIdSchema } from '../../shared/api/form-settings';
import { type DocModelAnswer, docModelAnswerSchema } from '../../shared/api/resources';
import { findDocumentType } from '../../shared/documents/object-types';
import { resourceForObjectId } from '../../shared/resources/resource-registry';
import type { Database } from '../db/database';
import { AppError, notFound } from '../errors/app-error';
import { said } from '../errors/local-text';
import { parseRequest } from '../http/parse-request';
import { abilityOf } from '../http/request-session';
import { docModelFor, documentDocModelFor } from './doc-model';
import { checkBinding, type ResourceBinding } from './resource-binding';
import { registerResource } from './resource-routes';
import { type ResourceSource, resourceSource } from './resource-source';

const docModelParams = z.strictObject({ objectId: formObjectIdSchema });

/** Builds every resource's source once, checking that definitions and tables agree. */
export function resourceSources(bindings: readonly ResourceBinding[]): Map<string, ResourceSource> {
  for (const binding of bindings) checkBinding(binding);
  const byName = new Map(bindings.map((binding) => [binding.definition.name, binding]));
  return new Map(
    bindings.map((binding) => [binding.definition.name, resourceSource(binding, (name) => byName.get(name))]),
  );
}

/**
 * The resource engine: the generic routes of every bound resource and GET /doc_model/{objectId}
 * (specification section 7), which answers the field model a screen renders from.
 */
export function resourceEngine(database: Database, bindings: readonly ResourceBinding[]) {
  const sources = resourceSources(bindings);
  const lookup = (name: string) => sources.get(name);
  return async (app: FastifyInstance) => {
    for (const source of sources.values()) registerResource(app, database, source, lookup);

    app.get(
      '/doc_model/:objectId',
      {
        config: {
          doc: {
            summary: 'The field model a screen renders from, for a document type or resource',
            tag: 'resources',
            params: docModelParams,
            response: docModelAnswerSchema,
          },
          access: 'signed-in',
        },
      },
      async (request): Promise<DocModelAnswer> => {
        const { objectId } = parseRequest(docModelParams, request.params);
        const ability = abilityOf(request);
        const documentType = findDocumentType(objectId);
        if (documentType) {
          if (ability.cannot('read', documentType.subject))
            throw new AppError(
              403,
              'FORBIDDEN',
              said('mayNotReadDocuments', { subject: documentType.subject }),
            );
          return { ResultCode: resultCodeOk, ResponseData: documentDocModelFor(documentType, ability) };
        }
        const definition = resourceForObjectId(objectId);
        if (!definition || !sources.has(definition.name))
          throw notFound(said('documentModelNotFound', { type: objectId }));
        if (ability.cannot('read', definition.subject))
          throw new AppError(
            403,
            'FORBIDDEN',
            said('mayNotRecords', { action: 'read', subject: definition.subject }),
          );
        return { ResultCode: resultCodeOk, ResponseData: docModelFor(definition, ability, objectId) };
      },
    );
  };
}
