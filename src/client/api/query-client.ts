import { QueryClient } from '@tanstack/react-query';
import { shouldRetryQuery } from './query-retry';

/** The product's query cache: queries retry only what may pass (query-retry.ts). */
export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: shouldRetryQuery } } });
