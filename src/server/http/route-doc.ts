import type { z } from 'zod';

/**
 * What the OpenAPI document (GET /api/v1/openapi.json) says of a route, beside its access: the
 * shared zod schemas the handler parses its request with, and the answer's where one is declared.
 * A route without it is left out of the document, which the API description test refuses.
 */
export interface RouteDoc {
  /** One line in English, as the API's own names are. */
  summary: string;
  /** The group an operation is listed under; the path's first segment when left out. */
  tag?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer of a success; its status is 201 for `created`. */
  response?: z.ZodType;
  created?: boolean;
  /** The answer's media type when it is not JSON (text/csv, application/pdf). */
  produces?: string;
  /** Where the subject depends on a path parameter: each of its values and the subject it names. */
  subjectBy?: { param: string; subjects: Readonly<Record<string, string>> };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    doc?: RouteDoc;
  }
}
