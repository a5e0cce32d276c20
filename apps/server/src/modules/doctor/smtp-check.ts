import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import { smtpTransportOptions } from '../mail/index.js';
import { fine, wrong, type DoctorCheck } from './check.js';

/** host:port of SMTP_URL (never its user or password). */
function serverOf(smtpUrl: string): string {
  const { host, port, secure } = parseConnectionUrl(smtpUrl) as { host?: string; port?: number; secure?: boolean };
  return `${host}:${port ?? (secure ? 465 : 587)}`;
}

/** What went wrong, in plain words first (nodemailer's own message after it). */
function reasonOf(err: unknown, timeoutMs: number): string {
  const { originalCode, code: ownCode, message } = err as NodeJS.ErrnoException & { originalCode?: string };
  const code = originalCode ?? ownCode; // nodemailer wraps socket errors as ESOCKET
  const plain: Record<string, string> = {
    ECONNREFUSED: 'nothing listens there',
    ETIMEDOUT: `no answer within ${timeoutMs / 1000} s`,
    EDNS: 'the host name does not resolve',
    EAUTH: 'the user name or password was refused',
    ETLS: 'the secure connection (TLS) failed',
  };
  const detail = message || String(err);
  return code && plain[code] ? `${plain[code]} (${detail})` : detail;
}

/**
 * Connects to SMTP_URL's server as the sender would (TLS rules included), says EHLO and signs in when the
 * URL has a user, then hangs up: nothing is sent (nodemailer's verify()).
 */
export const smtpCheck: DoctorCheck = {
  name: 'SMTP',
  async run({ config, timeoutMs }) {
    const smtpUrl = config.mail.smtpUrl;
    if (!smtpUrl) {
      return wrong('SMTP_URL is not set: no mail leaves the site (new-lead notices, buyer acknowledgements, quotations wait in the Outbox).');
    }
    const transporter = nodemailer.createTransport({
      ...smtpTransportOptions(smtpUrl),
      pool: false,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    try {
      await transporter.verify();
      return fine(`${serverOf(smtpUrl)} accepts a connection`);
    } catch (err) {
      return wrong(`The SMTP server ${serverOf(smtpUrl)} (SMTP_URL) did not accept a connection: ${reasonOf(err, timeoutMs)}.`);
    } finally {
      transporter.close();
    }
  },
};
