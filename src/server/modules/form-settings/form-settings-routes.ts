import type { FastifyInstance } from 'fastify';
import { resultCodeOk } from '../../../shared/api/envelopes';
import {
  type FormSettingsAnswer,
  type FormSettingsSavedAnswer,
  formSettingsAnswerSchema,
  formSettingsParamsSchema,
  formSettingsPayloadSchema,
  formSettingsSavedAnswerSchema,
} from '../../../shared/api/form-settings';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { parseRequest } from '../../http/parse-request';
import { sessionOf } from '../../http/request-session';
import { readFormSettings, saveFormSettings } from './form-settings-store';

/** Legitimate settings (200 columns at most) stay far below this; the app-wide limit is 1 MB. */
const bodyLimit = 64 * 1024;

/**
 * GET /form_settings/{objectId} and POST /form_settings (specification section 7): the caller's
 * own grid settings. Every signed-in user has them, and the session alone says whose they are:
 * no user id is taken from the request, so nobody reads or writes another user's settings.
 */
export function formSettingsRoutes(database: Database) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    app.get(
      '/form_settings/:objectId',
      {
        config: {
          doc: {
            summary: "The caller's grid settings of a screen",
            params: formSettingsParamsSchema,
            response: formSettingsAnswerSchema,
          },
          access: 'signed-in',
        },
      },
      async (request): Promise<FormSettingsAnswer> => {
        const { objectId } = parseRequest(formSettingsParamsSchema, request.params);
        const settings = await readFormSettings(db, sessionOf(request).userId, objectId);
        return { ResultCode: resultCodeOk, ResponseData: settings ?? null };
      },
    );

    app.post(
      '/form_settings',
      {
        bodyLimit,
        config: {
          doc: {
            summary: "Saves the caller's grid settings of a screen",
            body: formSettingsPayloadSchema,
            response: formSettingsSavedAnswerSchema,
          },
          access: 'signed-in',
        },
      },
      async (request): Promise<FormSettingsSavedAnswer> => {
        const payload = parseRequest(formSettingsPayloadSchema, request.body);
        const saved = await saveFormSettings(db, sessionOf(request).userId, payload);
        if (!saved) throw new AppError(409, 'VERSION_CONFLICT', said('formSettingsStale'));
        return { ResultCode: resultCodeOk, ResponseData: saved };
      },
    );
  };
}
