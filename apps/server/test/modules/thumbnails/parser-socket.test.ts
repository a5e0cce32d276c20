// @database-agnostic: the parser unit's protocol and what its process can see, no database (the PGlite pass only)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../../src/modules/thumbnails/isolate.js';
import { renderThroughSocket } from '../../../src/modules/thumbnails/parser-socket.js';
import { builtModule } from '../../support/server-build.js';
import { tempDir } from '../backups/fixtures.js';
import { parserUser, startParserUnit } from './parser-unit.js';

const SECRETS = {
  DATABASE_URL: 'postgres://app:db-secret-1@db.internal/rp',
  SMTP_URL: 'smtp://mailer:smtp-secret-2@mail.internal:587',
  BACKUP_ENCRYPTION_KEY: 'backup-secret-4-backup-secret-4-backup',
};

/** A server stand-in: a process of this test's user with the secrets in the environment it started with. */
const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { env: { ...process.env, ...SECRETS }, stdio: 'ignore' });
afterAll(() => server.kill());

/**
 * A stand-in for socket-child.ts that answers with what a hostile file that took the parser over would find:
 * its environment, its user, and the server's environment through /proc (the pid comes as the "type").
 */
const dir = tempDir('rp-parser-probe-');
fs.chmodSync(dir, 0o755);
const probe = path.join(dir, 'probe.mjs');
fs.writeFileSync(
  probe,
  `import fs from 'node:fs';
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', () => {
  const request = Buffer.concat(chunks).toString();
  const pid = JSON.parse(request.slice(0, request.indexOf('\\n'))).mimeType;
  let environ;
  try { environ = fs.readFileSync('/proc/' + pid + '/environ', 'utf8'); } catch (err) { environ = err.code; }
  const report = { env: process.env, uid: process.getuid(), environ };
  process.stdout.write(JSON.stringify({ ok: false, error: JSON.stringify(report) }) + '\\n', () => process.exit(0));
});
`,
  { mode: 0o644 },
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the parser unit (PARSER_SOCKET)', () => {
  it('makes a thumbnail in a process of its own, started for the connection', async () => {
    const unit = await startParserUnit(builtModule('modules/thumbnails/socket-child.ts'));
    try {
      const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
        .jpeg()
        .toBuffer();
      const result = await renderThroughSocket(unit.socketPath, 'image/jpeg', jpeg, DEFAULT_LIMITS);
      expect(result).toHaveProperty('png');
      const meta = await sharp((result as { png: Buffer }).png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 320, 240]);
      const refused = await renderThroughSocket(unit.socketPath, 'model/step', Buffer.from('ISO-10303-21;'), DEFAULT_LIMITS);
      expect(refused).toEqual({ error: 'No thumbnail for model/step.' });
      expect(unit.started).toHaveLength(2);
      if (parserUser) expect(unit.started.map((s) => s.uid)).toEqual([parserUser.uid, parserUser.uid]);
    } finally {
      await unit.close();
    }
  });

  it("gives the parser none of the server's secrets, in its environment or through /proc", async () => {
    const unit = await startParserUnit(probe);
    try {
      const result = await renderThroughSocket(unit.socketPath, String(server.pid), Buffer.from('%PDF-1.4'), DEFAULT_LIMITS);
      const report = JSON.parse((result as { error: string }).error) as { env: Record<string, string>; uid: number; environ: string };
      expect(Object.keys(report.env)).toEqual(['PATH']);
      // Without root the stand-in cannot change users (a same-user process could read it: the reason for the unit).
      if (parserUser) {
        expect(report.uid).toBe(parserUser.uid);
        expect(report.environ).toBe('EACCES');
      }
      for (const value of Object.values(SECRETS)) expect(JSON.stringify(report)).not.toContain(value);
    } finally {
      await unit.close();
    }
  });

  it('answers an error, not a hang, when no parser listens', async () => {
    const result = await renderThroughSocket(path.join(dir, 'nothing.sock'), 'image/jpeg', Buffer.from('x'), DEFAULT_LIMITS);
    expect(result).toEqual({ error: expect.stringContaining('ENOENT') });
  });
});
