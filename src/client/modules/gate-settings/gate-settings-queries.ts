import { queryOptions } from '@tanstack/react-query';
import { doneAnswerSchema } from '../../../shared/api/envelopes';
import {
  type ExtBucketUpdate,
  extBucketSchema,
  extBucketTestSchema,
  gatePasswordResetListSchema,
  type MobileMenu,
  mobileMenuSchema,
} from '../../../shared/api/gate-settings';
import type { HttpClient } from '../../api/http-client';

/** Query keys of the gate settings screens, built in one place so invalidation is precise. */
export const gateSettingsKeys = {
  all: ['gate-settings'] as const,
  extBucket: () => [...gateSettingsKeys.all, 'ext-bucket'] as const,
  mobileMenu: () => [...gateSettingsKeys.all, 'mobile-menu'] as const,
  passwordResets: () => [...gateSettingsKeys.all, 'password-resets'] as const,
};

export const extBucketQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: gateSettingsKeys.extBucket(),
    queryFn: ({ signal }) => http.get('gpm/settings/ext-bucket', { schema: extBucketSchema, signal }),
  });

export const saveExtBucket = (http: HttpClient, body: ExtBucketUpdate) =>
  http.put('gpm/settings/ext-bucket', { body, schema: extBucketSchema });

export const testExtBucket = (http: HttpClient) =>
  http.post('gpm/settings/ext-bucket/test', { body: {}, schema: extBucketTestSchema });

export const mobileMenuQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: gateSettingsKeys.mobileMenu(),
    queryFn: ({ signal }) => http.get('gpm/settings/mobile-menu', { schema: mobileMenuSchema, signal }),
  });

export const saveMobileMenu = (http: HttpClient, body: MobileMenu) =>
  http.put('gpm/settings/mobile-menu', { body, schema: mobileMenuSchema });

export const passwordResetsQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: gateSettingsKeys.passwordResets(),
    queryFn: ({ signal }) =>
      http.get('gpm/settings/password-resets', { schema: gatePasswordResetListSchema, signal }),
  });

export const resetGatePassword = (http: HttpClient, UserCode: string) =>
  http.post('gpm/settings/password-resets', { body: { UserCode }, schema: doneAnswerSchema });
