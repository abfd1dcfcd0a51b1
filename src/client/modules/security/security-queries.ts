import { queryOptions } from '@tanstack/react-query';
import { doneAnswerSchema as done } from '../../../shared/api/envelopes';
import {
  connectedClientsAnswerSchema,
  ipImportAnswerSchema,
  ipRefusalsAnswerSchema,
  type PasswordPolicy,
  passwordPolicySchema,
} from '../../../shared/api/security';
import type { HttpClient } from '../../api/http-client';

/** Query keys of security administration, built in one place so invalidation is precise. */
export const securityKeys = {
  all: ['security'] as const,
  passwordPolicy: () => [...securityKeys.all, 'password-policy'] as const,
  connectedClients: () => [...securityKeys.all, 'connected-clients'] as const,
  refusals: (page: number) => [...securityKeys.all, 'ip-refusals', page] as const,
};

export const passwordPolicyQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: securityKeys.passwordPolicy(),
    queryFn: ({ signal }) =>
      http.get('administration/password-policy', { schema: passwordPolicySchema, signal }),
  });

export const savePasswordPolicy = (http: HttpClient, body: PasswordPolicy) =>
  http.put('administration/password-policy', { body, schema: passwordPolicySchema });

export const connectedClientsQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: securityKeys.connectedClients(),
    queryFn: ({ signal }) =>
      http.get('administration/connected-clients', { schema: connectedClientsAnswerSchema, signal }),
    refetchInterval: 30_000,
  });

export const endConnectedClient = (http: HttpClient, id: string) =>
  http.delete(`administration/connected-clients/${id}`, { schema: done });

export const ipRefusalsQuery = (http: HttpClient, page: number, perPage: number) =>
  queryOptions({
    queryKey: securityKeys.refusals(page),
    queryFn: ({ signal }) =>
      http.get('administration/ip-config/logs', {
        schema: ipRefusalsAnswerSchema,
        query: { page, per_page: perPage },
        signal,
      }),
  });

export const importIpRanges = (http: HttpClient, csv: string) =>
  http.post('administration/ip-config/import', { body: { csv }, schema: ipImportAnswerSchema });
