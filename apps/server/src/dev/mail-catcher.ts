import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives: the mail tests, the e2e run and
 * `npm run mail:dev` use it. Development and test only (smtp-server and mailparser are dev dependencies).
 */
export interface CaughtMail {
  raw: Buffer;
  parsed: ParsedMail;
  envelope: { from: string; to: string[] };
  receivedAt: number;
}

export interface MailCatcherOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Require this login (SMTP AUTH over plain text, which is fine on 127.0.0.1). */
  auth?: { user: string; pass: string };
  /** Never answer the message data: a send stays in flight until the connection dies. */
  holdMessages?: boolean;
  onMail?: (mail: CaughtMail) => void;
}

export interface MailCatcher {
  port: number;
  /** SMTP_URL that reaches this server. */
  url: string;
  mails: CaughtMail[];
  /** Sessions that reached the DATA command, answered or not. */
  dataStarted: number;
  /** Resolves once `count` mails match (already caught ones count); rejects after timeoutMs. */
  waitFor(predicate: (mail: CaughtMail) => boolean, count?: number, timeoutMs?: number): Promise<CaughtMail[]>;
  /** Resolves once a session starts sending message data. */
  waitForData(timeoutMs?: number): Promise<void>;
  /** Stops holding: accepts the messages held so far (holdMessages) and every later one. */
  releaseHeld(): void;
  close(): Promise<void>;
}

export async function startMailCatcher(opts: MailCatcherOptions = {}): Promise<MailCatcher> {
  const events = new EventEmitter();
  const mails: CaughtMail[] = [];
  let dataStarted = 0;
  const held: { accept: () => void; reject: () => void }[] = [];
  let holding = Boolean(opts.holdMessages);

  const server = new SMTPServer({
    secure: false,
    logger: false,
    disabledCommands: opts.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !opts.auth,
    allowInsecureAuth: true,
    size: 30 * 1024 * 1024,
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      if (opts.auth && auth.username === opts.auth.user && auth.password === opts.auth.pass) return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      dataStarted++;
      events.emit('data');
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const keep = () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then((parsed) => {
              const mail: CaughtMail = {
                raw,
                parsed,
                envelope: {
                  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                  to: session.envelope.rcptTo.map((r) => r.address),
                },
                receivedAt: Date.now(),
              };
              mails.push(mail);
              opts.onMail?.(mail);
              events.emit('mail');
              callback();
            })
            .catch((err: Error) => callback(err));
        };
        if (holding) held.push({ accept: keep, reject: () => callback(new Error('Server shutting down')) });
        else keep();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  server.on('error', () => {}); // a client dropping its connection is not our failure
  const port = (server.server.address() as AddressInfo).port;
  const credentials = opts.auth ? `${encodeURIComponent(opts.auth.user)}:${encodeURIComponent(opts.auth.pass)}@` : '';

  function waitUntil(event: string, done: () => boolean, timeoutMs: number, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
      if (done()) return resolve();
      const timer = setTimeout(() => {
        events.off(event, check);
        reject(new Error(`mail catcher: timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      function check() {
        if (!done()) return;
        clearTimeout(timer);
        events.off(event, check);
        resolve();
      }
      events.on(event, check);
    });
  }

  return {
    port,
    url: `smtp://${credentials}127.0.0.1:${port}`,
    mails,
    get dataStarted() {
      return dataStarted;
    },
    async waitFor(predicate, count = 1, timeoutMs = 20_000) {
      const matching = () => mails.filter(predicate);
      await waitUntil('mail', () => matching().length >= count, timeoutMs, `${count} matching mail(s)`);
      return matching();
    },
    waitForData: (timeoutMs = 20_000) => waitUntil('data', () => dataStarted > 0, timeoutMs, 'message data'),
    releaseHeld: () => {
      holding = false;
      held.splice(0).forEach((message) => message.accept());
    },
    close: () =>
      new Promise<void>((resolve) => {
        held.splice(0).forEach((message) => message.reject());
        server.close(() => resolve());
      }),
  };
}
