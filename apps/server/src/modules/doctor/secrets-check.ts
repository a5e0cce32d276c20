import { ARGON2_PARAMS } from '../../lib/passwords.js';
import { fine, warned, wrong, type DoctorCheck } from './check.js';

/** Whether the checked environment runs as in production: the server does unless NODE_ENV says development (or test). */
export const runsAsProduction = (nodeEnv: string | undefined) => nodeEnv !== 'development' && nodeEnv !== 'test';

const owasp = ARGON2_PARAMS.owasp;
const OWASP_COST = `argon2id at ${owasp.memoryCost / 1024} MiB, ${owasp.timeCost} passes`;

/** PASSWORD_HASH_COST=low-for-tests makes stolen password hashes cheap to guess: never in production. */
export const passwordHashCheck: DoctorCheck = {
  name: 'PASSWORD_HASH_COST',
  async run({ config, nodeEnv }) {
    if (config.passwordHashCost === 'owasp') return fine(`${OWASP_COST} (OWASP's)`);
    const why = 'PASSWORD_HASH_COST is low-for-tests: passwords are hashed at 1 MiB and 1 pass, so a stolen database gives them up quickly.';
    const fix = `Remove it (the default is ${OWASP_COST}); each password is hashed again at its next sign-in.`;
    if (runsAsProduction(nodeEnv)) return wrong(`${why} ${fix}`);
    return warned(`${why} It is meant for tests alone (NODE_ENV is ${nodeEnv}); never set it on the live server.`);
  },
};

/** Backups are meant to leave the machine: without BACKUP_ENCRYPTION_KEY they hold every lead and account in the clear. */
export const backupEncryptionCheck: DoctorCheck = {
  name: 'BACKUP_ENCRYPTION_KEY',
  async run({ config }) {
    if (config.backupEncryptionKey) return fine('set: new backups are encrypted and authenticated (AES-256-GCM)');
    return warned(
      'BACKUP_ENCRYPTION_KEY is not set: backups are written unencrypted, with every lead, drawing and account in them. ' +
        'Make a key with openssl rand -base64 32, keep a copy off this machine (a password manager), and set it for the server and the backup commands.',
    );
  },
};
