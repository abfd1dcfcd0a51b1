import type { FastifyInstance } from 'fastify';
import {
  gpsBatchAnswerSchema,
  gpsClientSetupSchema,
  gpsConsentSchema,
  gpsPositionBatchSchema,
} from '../../../shared/api/gps';
import { authorizeRecord } from '../../access/record-checks';
import type { Database } from '../../db/database';
import { parseRequest } from '../../http/parse-request';
import { abilityOf, sessionOf } from '../../http/request-session';
import { gpsClientSetup, saveGpsConsent, storeGpsPositions } from './gps-positions';

const reporting = { action: 'create', subject: 'GpsLocation' } as const;
const tag = 'field sales';

/**
 * What a rep's client calls while they work (issue 25): the GPS setup with their consent, their
 * answer to the consent question, and their positions. A position is always the caller's own:
 * the rules judge it as a GpsLocation of theirs (UserId), so a group may report without reading.
 */
export function gpsRoutes(database: Database) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    app.get(
      '/gps/setup',
      {
        config: {
          access: reporting,
          doc: { summary: 'The GPS setup and the caller’s consent', tag, response: gpsClientSetupSchema },
        },
      },
      async (request) => gpsClientSetup(db, sessionOf(request).userId),
    );
    app.put(
      '/gps/consent',
      {
        config: {
          access: reporting,
          doc: {
            summary: 'Records whether the caller consents to their position being recorded',
            tag,
            body: gpsConsentSchema,
            response: gpsClientSetupSchema,
          },
        },
      },
      async (request) => {
        const { Consent } = parseRequest(gpsConsentSchema, request.body);
        return saveGpsConsent(db, sessionOf(request).userId, Consent);
      },
    );
    app.post(
      '/gps/positions',
      {
        config: {
          access: reporting,
          doc: {
            summary: 'Stores a batch of the caller’s positions, each once by its ClientId',
            tag,
            body: gpsPositionBatchSchema,
            response: gpsBatchAnswerSchema,
          },
        },
      },
      async (request) => {
        const batch = parseRequest(gpsPositionBatchSchema, request.body);
        const { userId } = sessionOf(request);
        authorizeRecord(abilityOf(request), 'create', 'GpsLocation', { UserId: userId });
        return storeGpsPositions(db, userId, batch);
      },
    );
  };
}
