import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { documentObjectTypeSchema } from '../../../shared/api/marketing-docs';
import { findDocumentType } from '../../../shared/documents/object-types';
import { parseRequest } from '../../http/parse-request';

const objectTypeParams = z.object({ objectType: documentObjectTypeSchema });

/** The permission subject of the document type in the path (SalesOrder for 17, ...). */
export function documentSubjectOf(request: FastifyRequest): string {
  const { objectType } = parseRequest(objectTypeParams, request.params);
  const type = findDocumentType(objectType);
  if (!type) throw new Error(`document type ${objectType} passed validation but is unknown`);
  return type.subject;
}
