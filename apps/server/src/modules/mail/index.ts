/** Mail: the durable outbox, its transport, the lead mails and the templates other modules render. What other modules may use; everything else is internal. */
import { defineModule } from '../../lib/server-module.js';
import mailPlugin from './plugin.js';
import outboxRoutes from './routes.js';
export { enqueueLeadMails, staffRecipients, type LeadMailSettings } from './lead-mails.js';
export { enqueue, type NewOutboxMessage } from './outbox.js';
export { renderAccountLinkMail } from './templates/account-link.js';
export { renderLeadAssignedMail } from './templates/lead-assigned.js';
export { formatIndiaTime } from './templates/lead-facts.js';
export { renderOrderAssignedMail } from './templates/order-assigned.js';
export { renderOrderLateMail } from './templates/order-late.js';
export { renderOrderUpdateMail, type DispatchFacts } from './templates/order-update.js';
export { renderProformaSentMail } from './templates/proforma-sent.js';
export { renderQuotationAnsweredMail } from './templates/quotation-answered.js';
export { renderQuotationConfirmationMail } from './templates/quotation-confirmation.js';
export { renderQuotationSentMail } from './templates/quotation-sent.js';
export { renderSignInThrottledMail } from './templates/sign-in-throttled.js';
export { smtpTransportOptions } from './transport.js';
export { loadMailConfig, type MailConfig } from './config.js';

/** The outbox, its sender and the mail-body retention job. */
export const mailModule = defineModule({
  name: 'mail',
  plugin: async (app, { config }) => {
    await app.register(mailPlugin, { config: config.mail, siteUrl: config.siteUrl });
  },
  routes: async (api) => {
    await api.register(outboxRoutes);
  },
});
