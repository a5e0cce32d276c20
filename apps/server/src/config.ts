import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.js';

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
  logLevel: string;
  /** Public origin used in canonical URLs, sitemap and Open Graph tags. */
  siteUrl: string;
  trustProxy: TrustProxy;
  timeouts: Timeouts;
  /** How often expired sessions and rate-limit windows are deleted (one process does it each time). */
  pruneIntervalMs: number;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = positiveInt('PORT', env.PORT, 3000);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl,
    adminEmail: env.ADMIN_EMAIL?.trim() || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    submitRateLimit: positiveInt('SUBMIT_RATE_LIMIT', env.SUBMIT_RATE_LIMIT, 30),
    loginRateLimit: positiveInt('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 10),
    sessionTtlHours: positiveInt('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, 12),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    siteUrl: (env.SITE_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    timeouts: parseTimeouts(env),
    pruneIntervalMs: 3600_000,
  };
}
