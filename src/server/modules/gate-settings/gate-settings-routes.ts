import type { FastifyInstance, FastifyRequest } from 'fastify';
import { doneAnswerSchema } from '../../../shared/api/envelopes';
import {
  extBucketSchema,
  extBucketTestRequestSchema,
  extBucketTestSchema,
  extBucketUpdateSchema,
  gatePasswordResetListSchema,
  gatePasswordResetRequestSchema,
  mobileFormsSchema,
  mobileMenuForUserSchema,
  mobileMenuSchema,
} from '../../../shared/api/gate-settings';
import type { Mailer } from '../../auth/mailer';
import type { Database } from '../../db/database';
import { parseRequest } from '../../http/parse-request';
import { sessionOf } from '../../http/request-session';
import { readExtBucket, saveExtBucket, testExtBucket } from './ext-bucket';
import { gatePasswordResets, resetGateUserPassword } from './gate-password-resets';
import { mobileForms, mobileMenuFor, readMobileMenu, saveMobileMenu } from './mobile-settings';

const settingsRead = { action: 'read', subject: 'GateSettings' } as const;
const settingsUpdate = { action: 'update', subject: 'GateSettings' } as const;
const tag = 'gate settings';
const pageUrl = (request: FastifyRequest, path: string) => `${request.protocol}://${request.host}${path}`;

/**
 * The gate settings beyond the generic resources (issue 24): the attachment store with its secret
 * and test, the mobile menu tree, what the gate app reads of its menu and forms, and gate users'
 * password resets. `dataDir` is where a local attachment folder lives.
 */
export function gateSettingsRoutes(database: Database, mailer: Mailer, dataDir: string) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    app.get(
      '/gpm/settings/ext-bucket',
      {
        config: {
          access: settingsRead,
          doc: { summary: 'Where pass attachments are stored', tag, response: extBucketSchema },
        },
      },
      async () => readExtBucket(db),
    );
    app.put(
      '/gpm/settings/ext-bucket',
      {
        config: {
          access: settingsUpdate,
          doc: {
            summary: 'Changes where pass attachments are stored, given the version read',
            tag,
            body: extBucketUpdateSchema,
            response: extBucketSchema,
          },
        },
      },
      async (request) => saveExtBucket(db, parseRequest(extBucketUpdateSchema, request.body)),
    );
    app.post(
      '/gpm/settings/ext-bucket/test',
      {
        config: {
          access: settingsUpdate,
          doc: {
            summary: 'Tests the stored attachment store',
            tag,
            body: extBucketTestRequestSchema,
            response: extBucketTestSchema,
          },
        },
      },
      async (request) => {
        parseRequest(extBucketTestRequestSchema, request.body ?? {});
        return testExtBucket(db, dataDir);
      },
    );

    app.get(
      '/gpm/settings/mobile-menu',
      {
        config: {
          access: settingsRead,
          doc: { summary: "The gate app's menu tree", tag, response: mobileMenuSchema },
        },
      },
      async () => readMobileMenu(db),
    );
    app.put(
      '/gpm/settings/mobile-menu',
      {
        config: {
          access: settingsUpdate,
          doc: {
            summary: "Replaces the gate app's menu tree, given the version read",
            tag,
            body: mobileMenuSchema,
            response: mobileMenuSchema,
          },
        },
      },
      async (request) => saveMobileMenu(db, parseRequest(mobileMenuSchema, request.body)),
    );

    app.get(
      '/gpm/mobile/menu',
      {
        config: {
          access: { action: 'read', subject: 'GateScan' },
          doc: {
            summary: "The gate app's menu entries the caller's groups see",
            tag,
            response: mobileMenuForUserSchema,
          },
        },
      },
      async (request) => ({
        Entries: (await mobileMenuFor(db, sessionOf(request).userId)).map(({ Groups: _, ...entry }) => entry),
      }),
    );
    app.get(
      '/gpm/mobile/forms',
      {
        config: {
          access: { action: 'read', subject: 'GateScan' },
          doc: {
            summary: "The gate form's active templates and their fields",
            tag,
            response: mobileFormsSchema,
          },
        },
      },
      async () => mobileForms(db),
    );

    app.get(
      '/gpm/settings/password-resets',
      {
        config: {
          access: settingsRead,
          doc: { summary: "Gate users' password reset requests", tag, response: gatePasswordResetListSchema },
        },
      },
      async () => gatePasswordResets(db),
    );
    app.post(
      '/gpm/settings/password-resets',
      {
        config: {
          access: settingsUpdate,
          doc: {
            summary: 'Sends a gate user a password reset link now',
            tag,
            body: gatePasswordResetRequestSchema,
            response: doneAnswerSchema,
          },
        },
      },
      async (request, reply) => {
        const { UserCode } = parseRequest(gatePasswordResetRequestSchema, request.body);
        await resetGateUserPassword(db, mailer, UserCode, pageUrl(request, '/reset-password'));
        await mailer
          .deliver(db)
          .catch((error: unknown) => request.log.warn({ err: error }, 'mail delivery failed'));
        reply.status(201);
        return { statusCode: 0 as const, message: `A reset link was sent to ${UserCode}.` };
      },
    );
  };
}
