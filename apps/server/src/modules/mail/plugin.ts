import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bodyRetentionJob } from './body-retention.js';
import type { MailConfig } from './config.js';
import type { LeadMailSettings } from './lead-mails.js';
import { MailSender } from './sender.js';
import { smtpTransport } from './transport.js';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /** Whether this process has SMTP_URL (and so runs a sender). */
      configured: boolean;
      settings: LeadMailSettings;
      /** Ask this process's sender to look for due mail now; a no-op without SMTP_URL. */
      wake(): void;
    };
  }
}

export interface MailPluginOptions {
  config: MailConfig;
  siteUrl: string;
}

/** How often old mail bodies are removed (one process of all on the database each turn). */
const BODY_RETENTION_EVERY_MS = 60 * 60_000;

/** Runs this process's outbox sender from start to close (close waits for a send in flight), and adds the body retention job. */
function mailPlugin(app: FastifyInstance, { config, siteUrl }: MailPluginOptions) {
  // With or without SMTP_URL: a process that sends nothing still prunes what others sent.
  app.scheduler.add(bodyRetentionJob(app, config.keepDays, BODY_RETENTION_EVERY_MS));
  const sender = config.smtpUrl
    ? new MailSender(app.db, smtpTransport(config.smtpUrl), { from: config.from, pollIntervalMs: config.pollIntervalMs, log: app.log })
    : null;
  app.decorate('mail', {
    configured: sender !== null,
    settings: { siteUrl, notifyTo: config.notifyTo },
    wake: () => sender?.wake(),
  });

  if (!sender) {
    app.log.warn(
      'SMTP_URL is not set: mail is not sent. New-lead mails wait in the outbox (/admin/outbox) and go out once the server runs with SMTP_URL.',
    );
    return;
  }
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => sender.stop());
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['database', 'scheduler'] });
