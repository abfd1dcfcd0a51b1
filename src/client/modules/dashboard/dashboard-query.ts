import { queryOptions } from '@tanstack/react-query';
import { dashboardAnswerSchema } from '../../../shared/api/dashboard';
import type { HttpClient } from '../../api/http-client';

/** Query keys of the dashboard, built in one place so invalidation is precise. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  figures: () => [...dashboardKeys.all, 'figures'] as const,
};

/** GET /dashboard: the figures stay fresh for a minute, so moving around does not refetch them. */
export const dashboardQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: dashboardKeys.figures(),
    queryFn: ({ signal }) => http.get('dashboard', { schema: dashboardAnswerSchema, signal }),
    select: (answer) => answer.ResponseData,
    staleTime: 60_000,
  });
