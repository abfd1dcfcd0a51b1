import { z } from 'zod';

/**
 * The part of GET /api/v1/openapi.json (OpenAPI 3.1) the administrators' API page reads; the
 * document holds more (responses, components), kept as it is by loose objects.
 */
const jsonSchemaSchema = z.record(z.string(), z.unknown());

export const apiParameterSchema = z.looseObject({
  name: z.string(),
  in: z.enum(['path', 'query']),
  required: z.boolean(),
  schema: jsonSchemaSchema,
});
export type ApiParameter = z.infer<typeof apiParameterSchema>;

/** What an operation requires: nothing, a session, or an action on a subject (per path value for documents). */
export const apiPermissionSchema = z.union([
  z.literal('public'),
  z.literal('signed-in'),
  z.object({ action: z.string(), subject: z.string() }),
  z.object({
    action: z.string(),
    subjectBy: z.object({ param: z.string(), subjects: z.record(z.string(), z.string()) }),
  }),
]);
export type ApiPermission = z.infer<typeof apiPermissionSchema>;

export const apiOperationSchema = z.looseObject({
  operationId: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  'x-permission': apiPermissionSchema,
  parameters: z.array(apiParameterSchema).optional(),
  requestBody: z
    .looseObject({
      content: z.looseObject({ 'application/json': z.looseObject({ schema: jsonSchemaSchema }) }),
    })
    .optional(),
});
export type ApiOperation = z.infer<typeof apiOperationSchema>;

export const apiDescriptionSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), apiOperationSchema)),
});
export type ApiDescription = z.infer<typeof apiDescriptionSchema>;
