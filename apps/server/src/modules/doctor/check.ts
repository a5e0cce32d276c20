import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';

/**
 * What one check found: nothing wrong (`problems` empty, `detail` says what it saw) or what to fix, in plain
 * words. `warnings` are worth reading but do not stop going live (the exit code stays 0).
 */
export interface CheckResult {
  problems: string[];
  warnings?: string[];
  detail?: string;
}

export interface DoctorContext {
  config: Config;
  /** The database when it was reachable and migrated; null otherwise (its own check says why). */
  db: Db | null;
  now: Date;
  /** How long a network check (SMTP) may take. */
  timeoutMs: number;
  /** NODE_ENV of the environment checked; the server runs as in production unless it is `development` (or `test`). */
  nodeEnv?: string;
}

/** One job of `npm run doctor`. Checks that read the database are skipped while it is unusable. */
export interface DoctorCheck {
  name: string;
  needsDatabase?: boolean;
  run(ctx: DoctorContext): Promise<CheckResult>;
}

export const fine = (detail: string): CheckResult => ({ problems: [], detail });
export const wrong = (...problems: string[]): CheckResult => ({ problems });
export const warned = (...warnings: string[]): CheckResult => ({ problems: [], warnings });
