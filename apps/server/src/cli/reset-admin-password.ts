/**
 * Sets a new admin password (creating the admin if needed) and ends its sessions.
 * Usage: npm run admin:reset-password -- <email> [password]   (a random password is printed when omitted)
 * On the embedded database it refuses while the server runs: PGlite serves one process at a time.
 */
import path from 'node:path';
import { adminEmailField, DEFAULT_ADMIN_EMAIL } from '@rp/contract';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DatabaseInUseError } from '../db/pglite-lock.js';
import { upsertAdmin } from '../modules/auth/admins.js';
import { generatePassword } from '../lib/passwords.js';

const USAGE = 'Usage: npm run admin:reset-password -- <email> [password]';
const [emailArg, passwordArg] = process.argv.slice(2);
const parsedEmail = adminEmailField.safeParse(emailArg ?? DEFAULT_ADMIN_EMAIL);
if (!parsedEmail.success) {
  console.error(`"${emailArg}" is not an e-mail address. ${USAGE}`);
  process.exit(2);
}
const email = parsedEmail.data;
const password = passwordArg ?? generatePassword();
if (password.length < 8) {
  console.error('The password must be at least 8 characters.');
  process.exit(2);
}

const config = loadConfig();
let database;
try {
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    owner: 'npm run admin:reset-password',
  });
} catch (err) {
  if (!(err instanceof DatabaseInUseError)) throw err;
  console.error(`Nothing was changed. ${err.message}`);
  console.error("(Starting the server with ADMIN_EMAIL and ADMIN_PASSWORD set also sets that admin's password.)");
  process.exit(1);
}
try {
  await database.migrate();
  const action = await upsertAdmin(database.db, email, password);
  console.log(`Admin ${email} ${action}. All of its sessions were ended.`);
  if (!passwordArg) console.log(`New password: ${password}`);
} finally {
  await database.close();
}
