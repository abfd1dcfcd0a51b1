import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadSigningSecret } from './auth/auth-settings';
import { AdministratorPasswordMissing, ensureAdministrator } from './auth/first-administrator';
import { outboxMailer, smtpMailer } from './auth/mailer';
import { authDefaults, type Config, ConfigError, readConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openStore } from './db/open-store';
import { serverLogger } from './http/log-redaction';
import { ensureNumberingSeries } from './modules/documents/numbering-upkeep';
import { describeDemoSignIns, workingDemoSignIns } from './seed/demo-sign-ins';
import { seedIfAsked } from './seed/seed-if-asked';

function describeStart(config: Config, address: string, signIns: string | undefined): string {
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${config.dataDir}`;
  const lines = [`Meridian ERP is running at ${address}`, `Data: ${where}`, signIns, 'Press Ctrl+C to stop.'];
  return lines.filter((line) => line !== undefined).join('\n');
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = readConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  const logger = serverLogger(config.logLevel);
  let database: Awaited<ReturnType<typeof openStore>>;
  try {
    database = await openStore(config, logger, {
      fill: (created) => seedIfAsked(created, config.seed, logger),
      onUnexpectedExit: (reason) => {
        // Restarting the thread in this process is no safer than a fresh start, and a supervisor
        // (or the person who ran npm start) must see it: say why and exit (docs/decisions.md).
        logger.fatal(`${reason}. The server stops: start it again.`);
        process.exit(6);
      },
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logger.fatal(error.message);
      process.exit(3);
    }
    logger.fatal({ err: error }, 'The database could not be opened, migrated or seeded');
    process.exit(1);
  }
  const numbered = await ensureNumberingSeries(database);
  if (numbered.length > 0)
    logger.info(`Added a primary numbering series for object types ${numbered.join(', ')}`);
  try {
    if ((await ensureAdministrator(database, config.adminPassword)) === 'created') {
      logger.info('Created the administrator "admin" with the password from ADMIN_PASSWORD');
    }
  } catch (error) {
    if (!(error instanceof AdministratorPasswordMissing)) throw error;
    logger.fatal(error.message);
    await database.close();
    process.exit(5);
  }
  const clientDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'client');
  const auth = {
    ...authDefaults,
    ...config.auth,
    secret: loadSigningSecret(config.auth.secret, config.dataDir),
  };
  const mailer = config.smtp ? smtpMailer(config.smtp.url, config.smtp.from, logger) : outboxMailer(logger);
  const app = await buildApp({
    database,
    logger,
    clientDir,
    auth,
    clientOrigins: config.clientOrigins,
    trustProxy: config.trustProxy,
    alertCheckSeconds: config.alertCheckSeconds,
    documentCountSeconds: config.listCountSeconds,
    mailer,
    dataDir: config.dataDir,
  });
  const signIns = describeDemoSignIns(await workingDemoSignIns(database.db));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      logger.warn(`${signal} again: stopping without waiting`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal}: finishing open requests and closing the database`);
    await app.close();
    await database.close();
    logger.info('Stopped cleanly');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const busy = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    logger.fatal(busy ? `Port ${config.port} is in use: set PORT to a free port.` : String(error));
    await database.close();
    process.exit(busy ? 4 : 1);
  }
  const port = app.server.address();
  const shownPort = typeof port === 'object' && port ? port.port : config.port;
  console.log(describeStart(config, `http://localhost:${shownPort}`, signIns));
}

await main();
