import net from 'node:net';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** `cid` makes an inline part (a thumbnail the HTML shows). */
  attachments: { filename: string; content: Buffer; contentType: string; cid?: string }[];
}

/** Where mail goes: pooled SMTP in production; the interface lets the sender stay transport-agnostic. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** localhost, 127.0.0.0/8 or ::1 (also IPv4-mapped): mail to it never leaves the machine. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (name === 'localhost') return true;
  const family = net.isIP(name);
  return family !== 0 && loopback.check(name, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * nodemailer options for SMTP_URL: pooled, timeouts short enough for a retrying outbox. Plain smtp:// to
 * another machine must upgrade with STARTTLS (requireTLS), so buyer data and the SMTP password never cross
 * the network in clear, unless the URL itself says requireTLS or ignoreTLS (its query overrides these options).
 */
export function smtpTransportOptions(smtpUrl: string) {
  const fromUrl = parseConnectionUrl(smtpUrl) as { secure?: boolean; host?: string; requireTLS?: unknown; ignoreTLS?: unknown };
  const urlDecides = fromUrl.requireTLS !== undefined || fromUrl.ignoreTLS !== undefined;
  const requireTLS = !fromUrl.secure && !urlDecides && !isLoopbackHost(fromUrl.host ?? 'localhost');
  return {
    url: smtpUrl,
    pool: true as const,
    maxConnections: 3,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
    ...(requireTLS ? { requireTLS: true } : {}),
    // Messages carry their attachments as bytes: never let a message read a path or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** A pooled nodemailer SMTP transport from SMTP_URL (see smtpTransportOptions). */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpTransportOptions(smtpUrl));
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}
