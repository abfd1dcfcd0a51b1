import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { smtpMailer } from '../../src/server/auth/mailer';
import type { Database } from '../../src/server/db/database';
import { testAuthSettings } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

interface Received {
  to: string[];
  data: string;
}

/** A real SMTP peer on loopback: the mailer is not what this test replaces. */
async function startSmtpServer(received: Received[]): Promise<{ port: number; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe.each(testDatabases())('mail through SMTP on $name', (target) => {
  const received: Received[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    smtp = await startSmtpServer(received);
    database = await target.open();
    const mailer = smtpMailer(
      `smtp://127.0.0.1:${smtp.port}`,
      'Meridian ERP <no-reply@meridian.test>',
      pino({ level: 'silent' }),
    );
    app = await buildApp({ database, auth: testAuthSettings, mailer });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await smtp.close().catch(() => undefined);
  });

  const unsent = async () =>
    (
      await database.pool.query<{ n: number }>(
        'select count(*)::int as n from mail_outbox where sent_at is null',
      )
    ).rows[0]?.n;

  it('delivers the reset link and marks the outbox row sent', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/forgot-password',
      payload: { username: 'sales' },
    });
    expect(response.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['sales@meridian.example']);
    expect(received[0]?.data).toContain('Subject: Reset your Meridian ERP password');
    // The body travels quoted-printable: undo soft line breaks and =XX escapes to read it.
    const body = (received[0]?.data ?? '')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    expect(body).toMatch(/reset-password\?token=[\w-]{43}/);
    expect(await unsent()).toBe(0);
  });

  it('keeps the mail queued when the server is down, and the request still succeeds', async () => {
    await smtp.close();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/forgot-password',
      payload: { username: 'dispatcher' },
    });
    expect(response.statusCode).toBe(200);
    expect(await unsent()).toBe(1);
  });
});
