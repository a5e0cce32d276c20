import path from 'node:path';
import { adminEmailField } from '@rp/contract';
import { loadMailConfig, type MailConfig } from './modules/mail/index.js';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.js';
import { PASSWORD_HASH_COSTS, type PasswordHashCost } from './lib/passwords.js';

/** Socket limits, in milliseconds, so slow or stalled clients cannot hold connections open. */
export interface Timeouts {
  /** From connection (or the end of the previous request) until all request headers have arrived. */
  headersMs: number;
  /** No byte received or sent for this long: the connection is dropped (a stalled upload). */
  idleMs: number;
  /** The whole request, body included, must arrive within this (a trickling upload). */
  requestMs: number;
  /** An idle keep-alive connection is closed after this (longer than a load balancer's 60 s). */
  keepAliveMs: number;
}

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
  /** SESSION_IDLE_MINUTES: a session unused this long ends (besides SESSION_TTL_HOURS). */
  sessionIdleMinutes: number;
  /** PASSWORD_HASH_COST: argon2id at OWASP's parameters, or (tests only) a cheap one. */
  passwordHashCost: PasswordHashCost;
  logLevel: string;
  /** Public origin used in canonical URLs, sitemap and Open Graph tags. */
  siteUrl: string;
  trustProxy: TrustProxy;
  timeouts: Timeouts;
  /** How often expired sessions and rate-limit windows are deleted (one process does it each time). */
  pruneIntervalMs: number;
  /** SMTP_URL, MAIL_FROM, NOTIFY_TO, MAIL_POLL_INTERVAL_MS. */
  mail: MailConfig;
  /** DRAWING_RETENTION_DAYS: drawings of finished leads unchanged this long are deleted; unset keeps them. */
  drawingRetentionDays?: number;
  /** Where backups are written (npm run backup and the scheduled ones). */
  backupDir: string;
  /** Hours between scheduled backups; 0 turns them off. */
  backupEveryHours: number;
  /** How many backup files to keep in backupDir (the newest). */
  backupKeep: number;
  /** BACKUP_ENCRYPTION_KEY: backups are encrypted and authenticated with a key derived from it; unset: plain. */
  backupEncryptionKey?: string;
  /** REQUIRE_2FA: every account must set up two-factor sign-in before it can do anything else. */
  requireTwoFactor: boolean;
  /** SHUTDOWN_GRACE_MS: after SIGTERM the health check answers 503 and the process keeps serving this long. */
  shutdownGraceMs: number;
  /** PARSER_SOCKET: the parser unit's socket (deploy/rp-site-parse.socket, ADR 092); unset: child processes. */
  parserSocket?: string;
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}".`);
  }
  return value;
}

function positiveSeconds(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback * 1000;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds, got "${raw}".`);
  return Math.round(value * 1000);
}

export function parseTimeouts(env: NodeJS.ProcessEnv): Timeouts {
  const timeouts = {
    headersMs: positiveSeconds('HEADERS_TIMEOUT_SECONDS', env.HEADERS_TIMEOUT_SECONDS, 20),
    idleMs: positiveSeconds('IDLE_TIMEOUT_SECONDS', env.IDLE_TIMEOUT_SECONDS, 30),
    requestMs: positiveSeconds('REQUEST_TIMEOUT_SECONDS', env.REQUEST_TIMEOUT_SECONDS, 300),
    keepAliveMs: positiveSeconds('KEEP_ALIVE_TIMEOUT_SECONDS', env.KEEP_ALIVE_TIMEOUT_SECONDS, 72),
  };
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new Error('HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS.');
  }
  return timeouts;
}

/** ADMIN_EMAIL must be an address the login form accepts, or that admin could never log in. */
function adminEmail(raw: string | undefined): string | undefined {
  if (!raw?.trim()) return undefined;
  const parsed = adminEmailField.safeParse(raw);
  if (!parsed.success) throw new Error(`ADMIN_EMAIL must be an e-mail address (text@host), got "${raw.trim()}".`);
  return parsed.data;
}

function nonNegativeNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of 0 or more, got "${raw}".`);
  return value;
}

/** At least 32 characters: meant to be random (openssl rand -base64 32), scrypt only a second line. */
export const BACKUP_KEY_MIN_LENGTH = 32;
function backupEncryptionKey(raw: string | undefined): string | undefined {
  const key = raw?.trim();
  if (!key) return undefined;
  if (key.length < BACKUP_KEY_MIN_LENGTH) {
    throw new Error(
      `BACKUP_ENCRYPTION_KEY must be at least ${BACKUP_KEY_MIN_LENGTH} characters (make one with: openssl rand -base64 32), got ${key.length}.`,
    );
  }
  return key;
}

function passwordHashCost(raw: string | undefined): PasswordHashCost {
  const value = raw?.trim() || 'owasp';
  if (!(PASSWORD_HASH_COSTS as readonly string[]).includes(value))
    throw new Error(`PASSWORD_HASH_COST must be one of ${PASSWORD_HASH_COSTS.join(', ')}, got "${raw?.trim()}".`);
  return value as PasswordHashCost;
}

function flag(name: string, raw: string | undefined): boolean {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new Error(`${name} must be true or false, got "${raw?.trim()}".`);
}

/** At most 10 minutes: systemd's and a load balancer's own stop timeouts are far shorter. */
const MAX_SHUTDOWN_GRACE_MS = 600_000;
function shutdownGraceMs(raw: string | undefined): number {
  const value = raw?.trim();
  if (!value) return 5000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_SHUTDOWN_GRACE_MS) {
    throw new Error(`SHUTDOWN_GRACE_MS must be a whole number of milliseconds from 0 to ${MAX_SHUTDOWN_GRACE_MS}, got "${value}".`);
  }
  return ms;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = positiveInt('PORT', env.PORT, 3000);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const siteUrl = (env.SITE_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    databaseUrl,
    adminEmail: adminEmail(env.ADMIN_EMAIL),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    submitRateLimit: positiveInt('SUBMIT_RATE_LIMIT', env.SUBMIT_RATE_LIMIT, 30),
    loginRateLimit: positiveInt('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 10),
    sessionTtlHours: positiveInt('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, 12),
    sessionIdleMinutes: positiveInt('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 120),
    passwordHashCost: passwordHashCost(env.PASSWORD_HASH_COST),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    siteUrl,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    timeouts: parseTimeouts(env),
    pruneIntervalMs: 3600_000,
    mail: loadMailConfig(env, siteUrl),
    drawingRetentionDays: env.DRAWING_RETENTION_DAYS?.trim() ? positiveInt('DRAWING_RETENTION_DAYS', env.DRAWING_RETENTION_DAYS, 0) : undefined,
    backupDir: path.resolve(env.BACKUP_DIR?.trim() || path.join(dataDir, 'backups')),
    backupEveryHours: nonNegativeNumber('BACKUP_EVERY_HOURS', env.BACKUP_EVERY_HOURS, 24),
    backupKeep: positiveInt('BACKUP_KEEP', env.BACKUP_KEEP, 14),
    backupEncryptionKey: backupEncryptionKey(env.BACKUP_ENCRYPTION_KEY),
    requireTwoFactor: flag('REQUIRE_2FA', env.REQUIRE_2FA),
    shutdownGraceMs: shutdownGraceMs(env.SHUTDOWN_GRACE_MS),
    parserSocket: env.PARSER_SOCKET?.trim() || undefined,
  };
}
