import { parseArgs } from 'node:util';
import { findUserByName, unlockUser } from './auth/account-lockout';
import { readConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openStore } from './db/open-store';

/**
 * npm run admin -- unlock <user code or e-mail>
 * The way back in for an administrator nobody else can unlock: run on the server, against
 * DATA_DIR or DATABASE_URL as the server is. The embedded database allows one process at a time,
 * so there the server must be stopped first; on PostgreSQL it may keep running.
 */
const usage = 'Usage: npm run admin -- unlock <user code or e-mail>';

const { positionals } = parseArgs({ allowPositionals: true });
const [command, name] = positionals;
if (command !== 'unlock' || !name || positionals.length !== 2) {
  console.error(usage);
  process.exit(2);
}

const config = readConfig(process.env);
try {
  // Nothing to fill: unlocking an account never seeds a database.
  const database = await openStore(config, {
    info: () => undefined,
    warn: (_details, message) => console.error(message),
  });
  try {
    const user = await findUserByName(database.db, name.toLowerCase());
    if (!user) {
      console.error(`No user has the code or e-mail "${name}".`);
      process.exitCode = 1;
    } else {
      await database.db.transaction((tx) => unlockUser(tx, user.USERID));
      console.log(`Unlocked ${user.USER_CODE}: it may sign in again.`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof DataDirLockedError)
    console.error(`${error.message} Stop the server, run the unlock, then start it again.`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof DataDirLockedError ? 3 : 1);
}
