import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { resultCodeOk } from '../../shared/api/envelopes';
import { mailOutboxAnswerSchema } from '../../shared/api/security';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema/access';

/** GET /administration/mail-outbox: the mail the server queued, newest first, for administrators. */
export function outboxRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.get(
      '/administration/mail-outbox',
      {
        config: {
          doc: { summary: 'Mail the server has queued or sent', response: mailOutboxAnswerSchema },
          access: { action: 'read', subject: 'MailOutbox' },
        },
      },
      async () => {
        const rows = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(200);
        // Parsed by the answer's schema: its times are sent as ISO 8601 text, as the schema says.
        return mailOutboxAnswerSchema.parse({
          ResultCode: resultCodeOk,
          ResponseData: rows.map((row) => ({
            ...row,
            createdAt: row.createdAt.toISOString(),
            sentAt: row.sentAt?.toISOString() ?? null,
          })),
        });
      },
    );
  };
}
