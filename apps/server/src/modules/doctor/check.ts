import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';

/** What one check found: nothing wrong (`problems` empty, `detail` says what it saw) or what to fix, in plain words. */
export interface CheckResult {
  problems: string[];
  detail?: string;
}

export interface DoctorContext {
  config: Config;
  /** The database when it was reachable and migrated; null otherwise (its own check says why). */
  db: Db | null;
  now: Date;
  /** How long a network check (SMTP) may take. */
  timeoutMs: number;
}

/** One job of `npm run doctor`. Checks that read the database are skipped while it is unusable. */
export interface DoctorCheck {
  name: string;
  needsDatabase?: boolean;
  run(ctx: DoctorContext): Promise<CheckResult>;
}

export const fine = (detail: string): CheckResult => ({ problems: [], detail });
export const wrong = (...problems: string[]): CheckResult => ({ problems });
