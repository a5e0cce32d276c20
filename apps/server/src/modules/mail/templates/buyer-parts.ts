import type { PublicCompanyProfile } from '@rp/contract';
import { html } from './html.js';
import { button, link, paragraph, smallPrint, urlLink } from './layout.js';

/**
 * What every mail to a buyer ends with, in its text and HTML forms: the private status link, how to reach us
 * quoting a number, and the footer with the company's phones and address.
 */

/** "+91 … or +91 …" */
export const phoneList = (us: PublicCompanyProfile) => us.Phones.map((p) => p.label).join(' or ');

/** The phones as links, joined with "or". */
export const phoneLinks = (us: PublicCompanyProfile) => us.Phones.map((p, i) => html`${i ? ' or ' : ''}${link(p.href, p.label)}`);

/** The text lines that give the private status link ('' when there is none: the lead was deleted). */
export const statusLinkText = (statusUrl: string, lead: string) => (statusUrl ? ['', `${lead} (keep this link private):`, statusUrl] : []);

/** The button to the private status page and its address as small print (neither when there is no link). */
export const statusLinkHtml = (statusUrl: string, buttonText: string) => html`${statusUrl ? button(statusUrl, buttonText) : ''}
${statusUrl ? smallPrint(html`This link is private to you: ${urlLink(statusUrl)}`) : ''}`;

export const questionsText = (us: PublicCompanyProfile, quoting: string) =>
  `Questions? Call ${phoneList(us)} or write to ${us.Email}, quoting ${quoting}.`;

export const questionsHtml = (us: PublicCompanyProfile, quoting: string) =>
  paragraph(html`Questions? Call ${phoneLinks(us)} or write to ${link(`mailto:${us.Email}`, us.Email)}, quoting ${quoting}.`);

/** The end of a buyer's mail about one order or quotation, text form: the status link, questions, our name. */
export const buyerTailText = (us: PublicCompanyProfile, quoting: string, statusUrl: string, statusLead: string) => [
  ...statusLinkText(statusUrl, statusLead),
  '',
  questionsText(us, quoting),
  '',
  us.TradeName,
];

/** The same end in HTML: the status button and its small print, then the questions line. */
export const buyerTailHtml = (
  us: PublicCompanyProfile,
  quoting: string,
  statusUrl: string,
  buttonText: string,
) => html`${statusLinkHtml(statusUrl, buttonText)}
${questionsHtml(us, quoting)}`;

/** The footer: who we are, how to reach us, and why the buyer receives this mail ("you placed this order with us"). */
export const buyerFooter = (us: PublicCompanyProfile, because: string) =>
  html`${us.TradeName} · ${phoneList(us)} · ${us.Email}<br>You receive this mail because ${because}.`;
