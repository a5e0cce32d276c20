import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { isLoopbackHost, smtpTransport, smtpTransportOptions } from '../../../src/modules/mail/transport.js';
import { startMailCatcher, subjectOf } from '../../support/mail.js';

/** The options nodemailer's pool actually runs with: ours merged with what it reads from the URL. */
function effective(smtpUrl: string) {
  const transporter = nodemailer.createTransport(smtpTransportOptions(smtpUrl));
  const options = (transporter.transporter as unknown as { options: { requireTLS?: boolean; ignoreTLS?: boolean; secure?: boolean } }).options;
  transporter.close();
  return { requireTLS: options.requireTLS ?? false, ignoreTLS: options.ignoreTLS ?? false, secure: options.secure ?? false };
}

describe('SMTP_URL and STARTTLS', () => {
  it('requires STARTTLS for plain smtp:// to another machine', () => {
    for (const url of [
      'smtp://mail.example.in:587',
      'smtp://user:secret@smtp.example.com:25',
      'smtp://10.0.0.5:25',
      'smtp://[2001:db8::1]:587',
      'smtp://localhost.example.com',
      'smtp://128.0.0.1',
    ]) {
      expect(effective(url), url).toEqual({ requireTLS: true, ignoreTLS: false, secure: false });
    }
  });

  it('leaves loopback addresses and smtps:// alone', () => {
    for (const url of ['smtp://localhost:2525', 'smtp://LOCALHOST', 'smtp://127.0.0.1:2525', 'smtp://127.45.6.7:25', 'smtp://[::1]:25']) {
      expect(effective(url), url).toEqual({ requireTLS: false, ignoreTLS: false, secure: false });
    }
    expect(effective('smtps://user:secret@mail.example.in:465')).toEqual({ requireTLS: false, ignoreTLS: false, secure: true });
  });

  it('lets the URL decide when it says so', () => {
    expect(effective('smtp://mail.example.in:25?requireTLS=false')).toEqual({ requireTLS: false, ignoreTLS: false, secure: false });
    expect(effective('smtp://mail.example.in:25?ignoreTLS=true')).toEqual({ requireTLS: false, ignoreTLS: true, secure: false });
    expect(effective('smtp://127.0.0.1:25?requireTLS=true')).toEqual({ requireTLS: true, ignoreTLS: false, secure: false });
  });

  it('knows the loopback names and ranges', () => {
    expect(['localhost', '127.0.0.1', '127.255.255.254', '::1', '[::1]', '::ffff:127.0.0.1'].map(isLoopbackHost)).toEqual(Array(6).fill(true));
    expect(['mail.example.in', '10.0.0.1', '::2', '0.0.0.0', 'localhost.example.com', '::ffff:10.0.0.1'].map(isLoopbackHost)).toEqual(
      Array(6).fill(false),
    );
  });
});

describe('sending through the SMTP transport', () => {
  const caught = startMailCatcher(); // a real server on 127.0.0.1 without STARTTLS
  afterAll(async () => (await caught).close());
  const mail = (subject: string) => ({
    from: 'no-reply@localhost',
    to: 'desk@example.in',
    subject,
    text: 'Hello',
    html: '<p>Hello</p>',
    attachments: [],
  });

  it('still sends to a loopback server without TLS', async () => {
    const catcher = await caught;
    const transport = smtpTransport(catcher.url);
    try {
      await transport.send(mail('loopback without TLS'));
    } finally {
      transport.close();
    }
    const [received] = await catcher.waitFor((m) => subjectOf(m) === 'loopback without TLS');
    expect(received!.envelope.to).toEqual(['desk@example.in']);
  });

  it('refuses to send in clear once STARTTLS is required and the server does not offer it', async () => {
    const catcher = await caught;
    const transport = smtpTransport(`${catcher.url}?requireTLS=true`);
    try {
      await expect(transport.send(mail('must not arrive'))).rejects.toThrow(/STARTTLS/i);
    } finally {
      transport.close();
    }
    expect(catcher.mails.map(subjectOf)).not.toContain('must not arrive');
  });
});
