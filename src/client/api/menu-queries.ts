import { queryOptions } from '@tanstack/react-query';
import { menuAnswerSchema } from '../../shared/api/menu';
import type { HttpClient } from './http-client';

export const menuKeys = { forUser: (userId: number) => ['menu', userId] as const };

export const menuQuery = (http: HttpClient, userId: number) =>
  queryOptions({
    queryKey: menuKeys.forUser(userId),
    queryFn: ({ signal }) =>
      http.get(`form_settings_menu/user/${userId}`, { schema: menuAnswerSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
