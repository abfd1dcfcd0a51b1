import { queryOptions } from '@tanstack/react-query';
import { healthSchema } from '../../shared/api/health';
import type { HttpClient } from './http-client';

/** Query keys of the system area, built in one place so invalidation is precise. */
export const systemKeys = {
  all: ['system'] as const,
  health: () => [...systemKeys.all, 'health'] as const,
};

export const healthQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: systemKeys.health(),
    queryFn: ({ signal }) => http.get('health', { schema: healthSchema, signal }),
    retry: false,
  });
