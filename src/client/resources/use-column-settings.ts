import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import {
  type FormColumn,
  type FormSettings,
  type FormSort,
  formSettingsAnswerSchema,
  formSettingsSavedAnswerSchema,
} from '../../shared/api/form-settings';
import type { HttpClient } from '../api/http-client';
import { HttpError } from '../api/http-errors';

export const formSettingsKeys = {
  all: ['form-settings'] as const,
  of: (objectId: string) => [...formSettingsKeys.all, objectId] as const,
};

export const formSettingsQuery = (http: HttpClient, objectId: string) =>
  queryOptions({
    queryKey: formSettingsKeys.of(objectId),
    queryFn: ({ signal }) =>
      http.get(`form_settings/${encodeURIComponent(objectId)}`, { schema: formSettingsAnswerSchema, signal }),
    select: (answer) => answer.ResponseData,
    staleTime: Number.POSITIVE_INFINITY,
  });

export interface ColumnSettingsChange {
  columns: FormColumn[];
  sort: FormSort[];
}

/** Rapid changes (a column dragged wider) are saved once they stop. */
const saveDelayMs = 400;

/**
 * A user's saved columns and sort of one grid (GET/POST form_settings, specification section 7):
 * the cache takes each change at once, the server gets the last one after a pause. When another
 * tab saved in between (409), the newer version is read and the change sent again.
 */
export function useColumnSettings(http: HttpClient, objectId: string) {
  const queryClient = useQueryClient();
  const settings = useQuery(formSettingsQuery(http, objectId));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queryKey = useMemo(() => formSettingsQuery(http, objectId).queryKey, [http, objectId]);

  const send = useCallback(
    async (change: ColumnSettingsChange, retry = true): Promise<void> => {
      const cached = queryClient.getQueryData(queryKey);
      const version = cached?.ResponseData?.version;
      try {
        const saved = await http.post('form_settings', {
          schema: formSettingsSavedAnswerSchema,
          body: { objectId, ...change, ...(version ? { version } : {}) },
        });
        queryClient.setQueryData(queryKey, saved);
      } catch (error) {
        if (!(retry && error instanceof HttpError && error.status === 409)) return;
        await queryClient.refetchQueries({ queryKey });
        await send(change, false);
      }
    },
    [http, objectId, queryClient, queryKey],
  );

  const save = useCallback(
    (change: ColumnSettingsChange) => {
      const cached = queryClient.getQueryData(queryKey);
      const base: FormSettings = cached?.ResponseData ?? {
        objectId,
        columns: [],
        sort: [],
        pageSize: null,
        // Never saved: send() leaves a falsy version out, so the server inserts. A made-up version
        // would be refused as stale (409) and cost a read and a second save.
        version: 0,
      };
      queryClient.setQueryData(queryKey, {
        ResultCode: 1200 as const,
        ResponseData: { ...base, ...change },
      });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(change), saveDelayMs);
    },
    [objectId, queryClient, queryKey, send],
  );

  return { settings: settings.data ?? null, isPending: settings.isPending, save };
}
