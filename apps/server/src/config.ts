import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite in dataDir is used. */
  databaseUrl?: string;
  adminEmail?: string;
  adminPassword?: string;
  submitRateLimit: number;
  loginRateLimit: number;
  sessionTtlHours: number;
  logLevel: string;
  /** Public origin used in canonical URLs, sitemap and Open Graph tags. */
  siteUrl: string;
  /** Trust X-Forwarded-For from a reverse proxy. */
  trustProxy: boolean;
  /** Where backups are written (npm run backup and the scheduled ones). */
  backupDir: string;
  /** Hours between scheduled backups; 0 turns them off. */
  backupEveryHours: number;
  /** How many backup files to keep in backupDir (the newest). */
  backupKeep: number;
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}".`);
  }
  return value;
}

function nonNegativeNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of 0 or more, got "${raw}".`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = positiveInt('PORT', env.PORT, 3000);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    databaseUrl,
    adminEmail: env.ADMIN_EMAIL?.trim() || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    submitRateLimit: positiveInt('SUBMIT_RATE_LIMIT', env.SUBMIT_RATE_LIMIT, 30),
    loginRateLimit: positiveInt('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 10),
    sessionTtlHours: positiveInt('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, 12),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    siteUrl: (env.SITE_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, ''),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    backupDir: path.resolve(env.BACKUP_DIR?.trim() || path.join(dataDir, 'backups')),
    backupEveryHours: nonNegativeNumber('BACKUP_EVERY_HOURS', env.BACKUP_EVERY_HOURS, 24),
    backupKeep: positiveInt('BACKUP_KEEP', env.BACKUP_KEEP, 14),
  };
}
