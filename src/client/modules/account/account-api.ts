import type { z } from 'zod';
import {
  accountAnswerSchema,
  type forgotPasswordRequestSchema,
  type registerRequestSchema,
  type resetPasswordRequestSchema,
} from '../../../shared/api/auth';
import type { ChangePasswordRequest } from '../../../shared/api/security';
import type { HttpClient } from '../../api/http-client';

export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /register: the account is created inactive, for an administrator to activate. */
export const registerAccount = (http: HttpClient, body: RegisterRequest) =>
  http.post('register', { body, schema: accountAnswerSchema });

/** POST /forgot-password: answered the same whether the account exists or not. */
export const requestPasswordReset = (http: HttpClient, body: ForgotPasswordRequest) =>
  http.post('forgot-password', { body, schema: accountAnswerSchema });

/** POST /reset-password: a 400 naming `token` means the link is invalid, used or expired. */
export const resetPassword = (http: HttpClient, body: ResetPasswordRequest) =>
  http.post('reset-password', { body, schema: accountAnswerSchema });

/** POST /account/password: the signed-in user's new password (the way out of an expired one). */
export const changePassword = (http: HttpClient, body: ChangePasswordRequest) =>
  http.post('account/password', { body, schema: accountAnswerSchema });
