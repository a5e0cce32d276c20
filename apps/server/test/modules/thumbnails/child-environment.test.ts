// @database-agnostic: the thumbnail child's environment, no database (the PGlite pass only)
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { CHILD_ENV_KEYS, DEFAULT_LIMITS, renderIsolated } from '../../../src/modules/thumbnails/isolate.js';
import { builtModule } from '../../support/server-build.js';
import { tempDir } from '../backups/fixtures.js';

const SECRETS = {
  DATABASE_URL: 'postgres://app:db-secret-1@db.internal/rp',
  SMTP_URL: 'smtp://mailer:smtp-secret-2@mail.internal:587',
  ADMIN_PASSWORD: 'admin-secret-3',
  BACKUP_ENCRYPTION_KEY: 'backup-secret-4-backup-secret-4-backup',
  SOME_FUTURE_TOKEN: 'token-secret-5',
};

/** A stand-in for child.ts that answers with the environment it was started with. */
const dir = tempDir('rp-thumbnail-env-');
const reporter = path.join(dir, 'report-env.mjs');
fs.writeFileSync(
  reporter,
  "process.once('message', () => process.send({ ok: false, error: JSON.stringify(process.env) }, () => process.exit(0)));\n",
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs fn with the secrets in this process's environment, as a configured server has them. */
async function withSecrets<T>(fn: () => Promise<T>): Promise<T> {
  const before = { ...process.env };
  Object.assign(process.env, SECRETS);
  try {
    return await fn();
  } finally {
    for (const key of Object.keys(SECRETS)) if (!(key in before)) delete process.env[key];
    Object.assign(process.env, before);
  }
}

describe('the thumbnail child process', () => {
  it("sees none of the server's secrets: only the variables it needs to run", async () => {
    const result = await withSecrets(() => renderIsolated('application/pdf', Buffer.from('%PDF-1.4'), DEFAULT_LIMITS, reporter));
    expect('error' in result).toBe(true);
    const env = JSON.parse((result as { error: string }).error) as Record<string, string>;
    expect(Object.keys(env).filter((key) => !(CHILD_ENV_KEYS as readonly string[]).includes(key))).toEqual([]);
    const seen = JSON.stringify(env);
    for (const [name, value] of Object.entries(SECRETS)) expect(seen, name).not.toContain(value);
    expect(env.PATH).toBe(process.env.PATH);
  });

  it('still renders a thumbnail with that environment', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const result = await withSecrets(() => renderIsolated('image/jpeg', jpeg, DEFAULT_LIMITS, builtModule('modules/thumbnails/child.ts')));
    expect(result).toHaveProperty('png');
    const meta = await sharp((result as { png: Buffer }).png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 320, 240]);
  });
});
