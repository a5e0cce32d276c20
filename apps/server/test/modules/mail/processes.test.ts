import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildQuote, MINIMAL_PDF, toDataUrl } from '@rp/contract/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, target } from '../../helpers.js';
import { leadMails, startMailCatcher, subjectOf } from '../../support/mail.js';
import { postJson, spawnServer, type SpawnedServer } from '../../support/spawn-server.js';

// Real server processes: PGlite in a data directory, or a fresh database on TEST_DATABASE_URL's server.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-mail-processes-'));
const fresh = target === 'postgres' ? await freshDatabase() : null;
await fresh?.database.close();
const databaseEnv = fresh ? { DATABASE_URL: fresh.url!, DATA_DIR: dataDir } : { DATABASE_URL: '', DATA_DIR: dataDir };
const servers: SpawnedServer[] = [];

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  await fresh?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(smtpUrl: string) {
  const server = await spawnServer({ ...databaseEnv, SMTP_URL: smtpUrl });
  servers.push(server);
  return server;
}

describe('server processes and the outbox', () => {
  it('loses no mail when the server is killed (kill -9) after the create and before the send', async () => {
    const stalling = await startMailCatcher({ holdMessages: true });
    const working = await startMailCatcher();
    try {
      const drawing = `${MINIMAL_PDF}% kill -9 ${Date.now()}\n`;
      const first = await start(stalling.url);
      const created = await postJson(
        `${first.base}/api/v1/quote/save`,
        buildQuote({ MediaFileName: 'part.pdf', MediaFileBody: toDataUrl('application/pdf', drawing) }),
      );
      expect(created.status).toBe(201);
      const reference = created.body.data.Reference!;
      await stalling.waitForData(); // the mail is on the wire, not yet accepted
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe(null);
      expect(stalling.mails).toHaveLength(0);

      const second = await start(working.url);
      const { staff } = await leadMails(working, reference, 30_000);
      expect(staff.parsed.attachments[0]!.content.equals(Buffer.from(drawing))).toBe(true);
      expect(staff.parsed.text).toContain(`${first.base}/admin/quotes?open=${created.body.data._id}`);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      await stalling.close();
      await working.close();
    }
  }, 180_000);

  // Several processes can share only PostgreSQL; on PGlite the same claim logic is tested with two
  // senders in one process (sender.test.ts).
  if (target === 'postgres') {
    it('two server processes on one PostgreSQL send each message exactly once', async () => {
      const catcher = await startMailCatcher();
      try {
        const [a, b] = [await start(catcher.url), await start(catcher.url)];
        const refs: string[] = [];
        const creates = Array.from({ length: 20 }, (_, i) => postJson(`${(i % 2 ? a : b).base}/api/v1/quote/save`, buildQuote()));
        for (const res of await Promise.all(creates)) {
          expect(res.status).toBe(201);
          refs.push(res.body.data.Reference!);
        }
        await catcher.waitFor((m) => refs.some((ref) => subjectOf(m).includes(ref)), 40, 60_000);
        const subjects = catcher.mails.map(subjectOf).filter((s) => refs.some((ref) => s.includes(ref)));
        expect(subjects).toHaveLength(40);
        expect(new Set(subjects).size).toBe(40);
        expect(a.output()).toContain('"event":"mail_sent"');
        expect(b.output()).toContain('"event":"mail_sent"');
      } finally {
        await catcher.close();
      }
    }, 180_000);
  }
});
