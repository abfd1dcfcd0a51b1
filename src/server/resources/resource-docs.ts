import { z } from 'zod';
import { pageFollowUpSchema, resultCodeOk } from '../../shared/api/envelopes';
import {
  deleteQuerySchema,
  historyAnswerSchema,
  historyQuerySchema,
  resourceDeletedAnswerSchema,
} from '../../shared/api/resources';
import { recordSchema } from '../../shared/resources/record-schemas';
import type { ResourceDefinition } from '../../shared/resources/resource-definition';
import type { RouteDoc } from '../http/route-doc';

/**
 * What the API description says of one resource's generic routes, made from its definition, so
 * that an integrator reads /resources/items with the fields of an item, not /resources/{resource}.
 */
export function resourceDocs(
  definition: ResourceDefinition,
  schemas: { list: z.ZodType; csv: z.ZodType; create: z.ZodType; update: z.ZodType },
) {
  const { name, subject } = definition;
  const tag = `resources/${name}`;
  const record = recordSchema(definition);
  const recordAnswer = z.object({ ResultCode: z.literal(resultCodeOk), ResponseData: record });
  const keys = z.object({
    ...(definition.parent
      ? { parentKey: z.string().describe(`The ${definition.parent.field} of the parent`) }
      : {}),
    key: z.string().describe(`The ${definition.key}`),
  });
  const doc = (summary: string, rest: Omit<RouteDoc, 'summary' | 'tag'> = {}): RouteDoc => ({
    summary: `${summary} (${subject})`,
    tag,
    ...rest,
  });
  return {
    list: doc('A page of records, sorted, filtered and searched', {
      query: schemas.list,
      response: z.object({
        ResultCode: z.literal(resultCodeOk),
        ResponseData: z.object({
          data: z.array(record),
          total: z.number().int().nonnegative().nullable(),
          ...pageFollowUpSchema,
        }),
      }),
    }),
    csv: doc('The same view as CSV', { query: schemas.csv, produces: 'text/csv' }),
    read: doc('One record', { params: keys, response: recordAnswer }),
    history: doc("A record's history of changes", {
      params: keys,
      query: historyQuerySchema,
      response: historyAnswerSchema,
    }),
    create: doc('Creates a record', { body: schemas.create, response: recordAnswer, created: true }),
    update: doc('Changes a record, given the version read', {
      params: keys,
      body: schemas.update,
      response: recordAnswer,
    }),
    remove: doc('Deletes a record, given the version read', {
      params: keys,
      query: deleteQuerySchema,
      response: resourceDeletedAnswerSchema,
    }),
  };
}
