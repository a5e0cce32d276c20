import { oneLine } from './header-text.js';
import { html, multiline } from './html.js';
import { button, factsTable, link, nowrap, paragraph, renderLayout, smallPrint, urlLink } from './layout.js';
import type { LeadFacts } from './lead-facts.js';
import { thumbnailMarker } from './thumbnails.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function staffSubject(facts: LeadFacts): string {
  return facts.kind === 'quote'
    ? `New quote request ${facts.reference}: ${oneLine(facts.company)}, ${oneLine(facts.product)}`
    : `New inquiry ${facts.reference}: ${oneLine(facts.name)}`;
}

/** Every field the buyer sent, as label/value pairs (plain strings; escaping happens per format). */
function fields(facts: LeadFacts): [string, string][] {
  return [['Name', facts.name], ['Email', facts.email], ['Phone', facts.phone], ...facts.details];
}

/** The team's copy of a new lead: Reply-To is the buyer, the drawings are attached (thumbnails inline), a link opens the record. */
export function renderStaffNotification(facts: LeadFacts): RenderedMail {
  const title = facts.kind === 'quote' ? `New quote request ${facts.reference}` : `New inquiry ${facts.reference}`;
  const drawingList = facts.drawings.map((d) => `${d.name} (${d.size})`).join(', ');
  const drawingLine = facts.drawings.length ? `${drawingList}, attached to this mail` : 'None';
  // Each drawing on its own line, with room for its thumbnail (filled in at send time).
  const drawingCell = facts.drawings.length
    ? html`${facts.drawings.map((d, i) => html`${i > 0 ? html`<br>` : ''}${d.name} (${d.size})${d.fileId ? thumbnailMarker(d.fileId) : ''}`)}<br>Attached to this mail.`
    : 'None';

  const text = [
    title,
    `Received ${facts.receivedAt}`,
    '',
    ...fields(facts).map(([label, value]) => `${label}: ${value}`),
    ...(facts.otherDetails ? ['', 'Details:', facts.otherDetails] : []),
    '',
    facts.kind === 'quote' ? 'Project details:' : 'Message:',
    facts.message || 'No message provided.',
    '',
    ...(facts.kind === 'quote' ? [`Drawing: ${drawingLine}`, ''] : []),
    `Open this ${facts.noun} in the back office:`,
    facts.adminUrl,
    '',
    `Press Reply to answer ${facts.name} directly.`,
  ].join('\n');

  const rows: [string, ReturnType<typeof html> | string][] = fields(facts).map(([label, value]) =>
    label === 'Email' ? [label, link(`mailto:${value}`, value)] : [label, value],
  );
  if (facts.otherDetails) rows.push(['Details', multiline(facts.otherDetails)]);
  rows.push([facts.kind === 'quote' ? 'Project details' : 'Message', facts.message ? multiline(facts.message) : 'No message provided.']);
  if (facts.kind === 'quote') rows.push(['Drawing', drawingCell]);

  const body = html`${paragraph(html`Received ${facts.receivedAt}. Press <strong>Reply</strong> to answer ${facts.name} directly.`)}
${factsTable(rows)}
${button(facts.adminUrl, `Open ${facts.reference} in the back office`)}
${smallPrint(html`Or copy this link: ${urlLink(facts.adminUrl)}`)}`;

  return {
    subject: staffSubject(facts),
    text,
    html: renderLayout({
      preheader: `${facts.name} sent ${facts.kind === 'quote' ? 'a quote request' : 'an inquiry'} (${facts.reference}).`,
      eyebrow: facts.kind === 'quote' ? 'New quote request' : 'New inquiry',
      heading: html`${facts.kind === 'quote' ? 'New quote request' : 'New inquiry'} ${nowrap(facts.reference)}`,
      title,
      body,
      brand: facts.sender.TradeName,
      footer: html`Sent by the ${facts.sender.TradeName} website to the back-office team.`,
    }),
  };
}
