import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/database';
import { mailOutbox } from '../db/schema/access';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/** Where the server's mail goes; one implementation today, SMTP can take its place later. */
export interface Mailer {
  send(db: DbOrTx, mail: Mail): Promise<void>;
}

/**
 * Keeps mail in the outbox table, which administrators read, and says so in the log. Writing
 * through the caller's transaction means a mail exists only if what it announces happened.
 */
export function outboxMailer(log: FastifyBaseLogger): Mailer {
  return {
    async send(db, mail) {
      await db.insert(mailOutbox).values({ recipient: mail.to, subject: mail.subject, body: mail.body });
      log.info({ to: mail.to, subject: mail.subject }, 'mail queued in the outbox');
    },
  };
}
