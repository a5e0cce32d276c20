/** A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps every message it accepts. */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export async function startSmtp() {
  const received = [];
  const server = new SMTPServer({
    secure: false,
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: 40 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address.toLowerCase(), subject: parsed.subject ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  server.on('error', () => {}); // a client dropping its connection is not the test's failure
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    /** Every recipient of every accepted message: { to, subject }. */
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
