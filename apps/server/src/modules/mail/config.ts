import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';

export interface MailConfig {
  /** smtp://user:pass@host:port or smtps://...; unset: nothing is sent, mail waits in the outbox. */
  smtpUrl?: string;
  /** The From header of every mail. */
  from: string;
  /** Staff addresses for new-lead mails; empty: every admin account's e-mail. */
  notifyTo: string[];
  /** How often the sender looks for due mail; a dead sender's claim is released after 3 intervals. */
  pollIntervalMs: number;
  /** OUTBOX_KEEP_DAYS: the bodies of mails sent, failed or skipped longer ago than this are removed (the row stays). */
  keepDays: number;
}

const isEmail = (value: string) => z.email().safeParse(value).success;

/** 'Name <a@b.c>' or 'a@b.c', one address, or throws with a message naming the variable. */
function parseFrom(raw: string): string {
  const parsed = addressparser(raw, { flatten: true });
  const first = parsed[0];
  if (parsed.length !== 1 || !first || !isEmail(first.address)) {
    throw new Error(`MAIL_FROM must be one e-mail address, e.g. "Rajkot Precision Works <quotes@example.in>", got "${raw}".`);
  }
  return raw;
}

function parseNotifyTo(raw: string | undefined): string[] {
  const list = (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = list.find((address) => !isEmail(address));
  if (bad) throw new Error(`NOTIFY_TO must be comma-separated e-mail addresses; "${bad}" is not one.`);
  return list;
}

function parseSmtpUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SMTP_URL must look like smtp://user:pass@host:port or smtps://user:pass@host:port.');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('SMTP_URL must start with smtp:// or smtps://.');
  if (!url.hostname) throw new Error('SMTP_URL has no host.');
  return value;
}

function parseKeepDays(raw: string | undefined): number {
  const value = raw?.trim();
  if (!value) return 30;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1 || days > 36_500) {
    throw new Error(`OUTBOX_KEEP_DAYS must be a whole number of days from 1 to 36500, got "${value}".`);
  }
  return days;
}

export function loadMailConfig(env: NodeJS.ProcessEnv, siteUrl: string): MailConfig {
  const pollRaw = env.MAIL_POLL_INTERVAL_MS?.trim();
  const pollIntervalMs = pollRaw ? Number(pollRaw) : 5000;
  if (!Number.isInteger(pollIntervalMs) || pollIntervalMs < 50 || pollIntervalMs > 3_600_000) {
    throw new Error(`MAIL_POLL_INTERVAL_MS must be a whole number of milliseconds from 50 to 3600000, got "${pollRaw}".`);
  }
  const from = env.MAIL_FROM?.trim();
  return {
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    from: from ? parseFrom(from) : `no-reply@${new URL(siteUrl).hostname}`,
    notifyTo: parseNotifyTo(env.NOTIFY_TO),
    pollIntervalMs,
    keepDays: parseKeepDays(env.OUTBOX_KEEP_DAYS),
  };
}
