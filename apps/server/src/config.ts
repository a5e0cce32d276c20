import path from 'node:path';
import { adminEmailField } from '@rp/contract';
import { loadMailConfig, type MailConfig } from './modules/mail/config.js';

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
  /** SMTP_URL, MAIL_FROM, NOTIFY_TO, MAIL_POLL_INTERVAL_MS. */
  mail: MailConfig;
  /** DRAWING_RETENTION_DAYS: drawings of finished leads unchanged this long are deleted; unset keeps them. */
  drawingRetentionDays?: number;
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}".`);
  }
  return value;
}

/** ADMIN_EMAIL must be an address the login form accepts, or that admin could never log in. */
function adminEmail(raw: string | undefined): string | undefined {
  if (!raw?.trim()) return undefined;
  const parsed = adminEmailField.safeParse(raw);
  if (!parsed.success) throw new Error(`ADMIN_EMAIL must be an e-mail address (text@host), got "${raw.trim()}".`);
  return parsed.data;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = positiveInt('PORT', env.PORT, 3000);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const siteUrl = (env.SITE_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl,
    adminEmail: adminEmail(env.ADMIN_EMAIL),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    submitRateLimit: positiveInt('SUBMIT_RATE_LIMIT', env.SUBMIT_RATE_LIMIT, 30),
    loginRateLimit: positiveInt('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 10),
    sessionTtlHours: positiveInt('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, 12),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    siteUrl,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    mail: loadMailConfig(env, siteUrl),
    drawingRetentionDays: env.DRAWING_RETENTION_DAYS?.trim() ? positiveInt('DRAWING_RETENTION_DAYS', env.DRAWING_RETENTION_DAYS, 0) : undefined,
  };
}
