import { queryOptions } from '@tanstack/react-query';
import type { DeskApi } from './desk-api';

/** Query keys of backup mode, built in one place so a switch invalidates exactly what it changed. */
export const backupKeys = {
  all: ['gate-backup'] as const,
  gates: () => [...backupKeys.all, 'gates'] as const,
  periods: () => [...backupKeys.all, 'periods'] as const,
};

export const gateStatesQuery = (api: DeskApi) =>
  queryOptions({
    queryKey: backupKeys.gates(),
    queryFn: ({ signal }) => api.gateStates(signal),
    refetchInterval: 30_000,
  });

export const backupPeriodsQuery = (api: DeskApi) =>
  queryOptions({
    queryKey: backupKeys.periods(),
    queryFn: ({ signal }) => api.backupPeriods(signal),
    refetchInterval: 30_000,
  });
