import nodemailer from 'nodemailer';

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

/** A pooled nodemailer SMTP transport from SMTP_URL, with timeouts short enough for a retrying outbox. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
    // Messages carry their attachments as bytes: never let a message read a path or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}
