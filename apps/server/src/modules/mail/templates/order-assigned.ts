import { oneLine } from './header-text.js';
import { html } from './html.js';
import type { RenderedMail } from './staff-notification.js';
import { renderStaffOrderMail, type StaffOrderFacts } from './staff-order-mail.js';

export interface OrderAssignedMail extends StaffOrderFacts {
  assigneeName: string;
  /** Who assigned it (their name, else their e-mail). */
  assignedBy: string;
}

/** The short note to a team member that an order is now theirs: number, buyer, promise, who assigned it, the link. */
export function renderOrderAssignedMail(mail: OrderAssignedMail): RenderedMail {
  return renderStaffOrderMail(mail, {
    subject: `Order ${mail.number} assigned to you (${oneLine(mail.company, 60)})`,
    recipientName: mail.assigneeName,
    intro: `${oneLine(mail.assignedBy, 60)} assigned order ${mail.number} to you.`,
    extraFacts: [['Assigned by', mail.assignedBy]],
    openLine: 'Open it in the back office:',
    eyebrow: 'Order assigned',
    heading: html`${mail.number} is yours`,
  });
}
