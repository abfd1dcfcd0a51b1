import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Db, DbOrTx } from '../db/database';
import { mailOutbox } from '../db/schema/access';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Mail leaves through the outbox (a transactional outbox): `queue` writes it in the caller's
 * transaction, so a mail exists only if what it announces happened; `deliver`, after the
 * commit, sends what is waiting. Without SMTP the outbox is where administrators read it.
 */
export interface Mailer {
  queue(db: DbOrTx, mail: Mail): Promise<void>;
  deliver(db: Db): Promise<void>;
}

async function queueInOutbox(db: DbOrTx, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values({ recipient: mail.to, subject: mail.subject, body: mail.body });
}

export function outboxMailer(log: FastifyBaseLogger): Mailer {
  return {
    async queue(db, mail) {
      await queueInOutbox(db, mail);
      log.info({ to: mail.to, subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)');
    },
    async deliver() {},
  };
}

/**
 * Sends the outbox through SMTP (SMTP_URL, such as smtp://user:password@mail.example.com:587).
 * Rows are claimed with FOR UPDATE SKIP LOCKED, so two API servers never send one mail twice; a
 * mail the server refuses stays in the outbox for the next delivery.
 */
export function smtpMailer(url: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = createTransport(url);
  return {
    queue: queueInOutbox,
    async deliver(db) {
      await db.transaction(async (tx) => {
        const waiting = await tx
          .select()
          .from(mailOutbox)
          .where(isNull(mailOutbox.sentAt))
          .orderBy(asc(mailOutbox.id))
          .limit(20)
          .for('update', { skipLocked: true });
        for (const mail of waiting) {
          try {
            await transport.sendMail({ from, to: mail.recipient, subject: mail.subject, text: mail.body });
            await tx.update(mailOutbox).set({ sentAt: sql`now()` }).where(eq(mailOutbox.id, mail.id));
          } catch (error) {
            log.warn(
              { err: error, to: mail.recipient },
              'SMTP delivery failed; the mail stays in the outbox',
            );
          }
        }
      });
    },
  };
}
