/**
 * Sets a new admin password (creating the admin if needed) and ends its sessions.
 * Usage: npm run admin:reset-password -- <email> [password]   (a random password is printed when omitted)
 */
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DEFAULT_ADMIN_EMAIL, upsertAdmin } from '../modules/auth/admins.js';
import { generatePassword } from '../lib/passwords.js';

const [emailArg, passwordArg] = process.argv.slice(2);
const email = (emailArg ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
  console.error(`"${email}" is not an e-mail address. Usage: npm run admin:reset-password -- <email> [password]`);
  process.exit(2);
}
const password = passwordArg ?? generatePassword();
if (password.length < 8) {
  console.error('The password must be at least 8 characters.');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
try {
  await database.migrate();
  const action = await upsertAdmin(database.db, email, password);
  console.log(`Admin ${email} ${action}. All of its sessions were ended.`);
  if (!passwordArg) console.log(`New password: ${password}`);
} finally {
  await database.close();
}
