import { oneLine } from './header-text.js';
import { html } from './html.js';
import type { RenderedMail } from './staff-notification.js';
import { renderStaffOrderMail, type StaffOrderFacts } from './staff-order-mail.js';

export interface OrderLateMail extends StaffOrderFacts {
  /** The assigned person's name, or '' (an Owner, nobody being assigned). */
  recipientName: string;
  assigned: boolean;
}

/** The morning an order turns late: to the person responsible (or the Owners when nobody is). */
export function renderOrderLateMail(mail: OrderLateMail): RenderedMail {
  return renderStaffOrderMail(mail, {
    subject: `Late: order ${mail.number} (${oneLine(mail.company, 60)}) was promised for ${mail.promisedDate}`,
    recipientName: mail.recipientName,
    intro: mail.assigned
      ? `Order ${mail.number}, assigned to you, was promised for dispatch on ${mail.promisedDate} and has not been dispatched.`
      : `Order ${mail.number} was promised for dispatch on ${mail.promisedDate} and has not been dispatched. Nobody is assigned to it.`,
    openLine: 'Open it in the back office (move it on, or set a new promised date):',
    eyebrow: 'Order late',
    heading: html`${mail.number} is late`,
  });
}
