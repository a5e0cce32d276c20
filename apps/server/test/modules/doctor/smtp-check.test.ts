// @database-agnostic: a check of an SMTP server, no database (the PGlite pass only)
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { smtpCheck } from '../../../src/modules/doctor/smtp-check.js';
import { freePort } from '../../processes.js';
import { startMailCatcher } from '../../support/mail.js';

const check = (env: NodeJS.ProcessEnv, timeoutMs = 2000) => smtpCheck.run({ config: loadConfig(env), db: null, now: new Date(), timeoutMs });

describe('SMTP check', () => {
  it('says that no mail leaves the site without SMTP_URL', async () => {
    expect((await check({})).problems).toEqual([
      'SMTP_URL is not set: no mail leaves the site (new-lead notices, buyer acknowledgements, quotations wait in the Outbox).',
    ]);
  });

  it('connects to a real SMTP server, signs in and says EHLO, and sends nothing', async () => {
    const catcher = await startMailCatcher({ auth: { user: 'site', pass: 'Secret-Pass-1' } });
    afterAll(() => catcher.close());
    const result = await check({ SMTP_URL: catcher.url });
    expect(result).toEqual({ problems: [], detail: `127.0.0.1:${catcher.port} accepts a connection` });
    expect(catcher.dataStarted).toBe(0);
    expect(catcher.mails).toEqual([]);

    const wrongPassword = await check({ SMTP_URL: `smtp://site:not-it@127.0.0.1:${catcher.port}` });
    expect(wrongPassword.problems).toHaveLength(1);
    expect(wrongPassword.problems[0]).toMatch(
      new RegExp(
        `^The SMTP server 127\\.0\\.0\\.1:${catcher.port} \\(SMTP_URL\\) did not accept a connection: the user name or password was refused \\(Invalid login`,
      ),
    );
    expect(wrongPassword.problems[0]).not.toContain('not-it');
  });

  it('says so when nothing listens on the port', async () => {
    const port = await freePort();
    const result = await check({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    expect(result.problems).toEqual([
      `The SMTP server 127.0.0.1:${port} (SMTP_URL) did not accept a connection: nothing listens there (connect ECONNREFUSED 127.0.0.1:${port}).`,
    ]);
  });

  it('gives up within its timeout on a server that never greets', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const started = Date.now();
    const result = await check({ SMTP_URL: `smtp://127.0.0.1:${port}` }, 300);
    const tookMs = Date.now() - started;
    for (const socket of sockets) socket.destroy();
    silent.close();
    expect(result.problems).toHaveLength(1);
    // nodemailer names whichever of its timers fired first (no greeting, or an idle socket).
    expect(result.problems[0]).toMatch(
      new RegExp(`^The SMTP server 127\\.0\\.0\\.1:${port} \\(SMTP_URL\\) did not accept a connection: no answer within 0\\.3 s \\(`),
    );
    expect(tookMs).toBeLessThan(3000);
  });
});
