import { queryOptions } from '@tanstack/react-query';
import { apiDescriptionSchema } from '../../../shared/api/api-description';
import type { HttpClient } from '../../api/http-client';

export const apiReferenceKeys = { description: () => ['api-reference', 'openapi'] as const };

/** GET /api/v1/openapi.json; it changes only with a new server, so it is read once a session. */
export const apiDescriptionQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: apiReferenceKeys.description(),
    queryFn: ({ signal }) => http.get('openapi.json', { schema: apiDescriptionSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
