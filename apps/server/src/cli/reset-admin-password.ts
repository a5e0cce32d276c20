/**
 * The way back in for a locked-out Owner: sets a new password for the account (creating it if needed),
 * makes it an active Owner, turns its two-factor sign-in off, ends its sessions and its run of failed sign-ins.
 * Usage: npm run admin:reset-password -- <email> [password]
 *   In a terminal without a password it asks for one twice, without showing it. For scripts: give it as
 *   the second argument, or run without a terminal to have a random one printed.
 * On the embedded database it refuses while the server runs: PGlite serves one process at a time.
 */
import path from 'node:path';
import { adminEmailField, DEFAULT_ADMIN_EMAIL, PASSWORD_MIN } from '@rp/contract';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DatabaseInUseError } from '../db/pglite-lock.js';
import { upsertAdmin } from '../modules/auth/index.js';
import { createPasswordHasher, generatePassword } from '../lib/passwords.js';
import { promptHidden } from './hidden-prompt.js';

const USAGE = 'Usage: npm run admin:reset-password -- <email> [password]';
const [emailArg, passwordArg] = process.argv.slice(2);
const parsedEmail = adminEmailField.safeParse(emailArg ?? DEFAULT_ADMIN_EMAIL);
if (!parsedEmail.success) {
  console.error(`"${emailArg}" is not an e-mail address. ${USAGE}`);
  process.exit(2);
}
const email = parsedEmail.data;
if (passwordArg !== undefined && passwordArg.length < 8) {
  console.error('The password must be at least 8 characters.');
  process.exit(2);
}

/** Asked in the terminal: twice, hidden, and held to the rules of the back office's own password forms. */
async function askPassword(): Promise<string> {
  // Loaded only here: its dictionaries take a moment, and scripts passing a password do not need them.
  const { passwordWeakness } = await import('../lib/password-strength.js');
  for (;;) {
    const first = await promptHidden(`New password for ${email}: `);
    const weakness = first.length < PASSWORD_MIN ? `The password must be at least ${PASSWORD_MIN} characters.` : passwordWeakness(first, [email]);
    if (weakness) {
      console.error(weakness);
      continue;
    }
    if ((await promptHidden('The same password again: ')) === first) return first;
    console.error('The two passwords differ. Try again.');
  }
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
  process.exit(1);
}
try {
  await database.migrate();
  const interactive = passwordArg === undefined && process.stdin.isTTY === true;
  const password = passwordArg ?? (interactive ? await askPassword() : generatePassword());
  const action = await upsertAdmin(database.db, email, password, createPasswordHasher(config.passwordHashCost));
  console.log(`Admin ${email} ${action}. All of its sessions were ended.`);
  if (passwordArg === undefined && !interactive) console.log(`New password: ${password}`);
} catch (err) {
  if (!(err instanceof Error && err.message.startsWith('Cancelled'))) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
