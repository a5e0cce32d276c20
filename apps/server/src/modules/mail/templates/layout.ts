import { COMPANY_PROFILE_SEED } from '@rp/contract';
import { html, SafeHtml } from './html.js';

/**
 * The branded frame of every mail: table layout and inline styles (Gmail, Outlook), light by default,
 * dark through prefers-color-scheme (Apple Mail, Outlook apps) and Outlook.com's [data-ogsc] hook.
 */
const COLORS = {
  ink: '#0b1522',
  muted: '#406a95',
  page: '#f2f6fa',
  card: '#ffffff',
  rule: '#c4d4e4',
  band: '#132235',
  amber: '#f28c1c',
  link: '#31547a',
};
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

const DARK_CSS = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .page { background-color: #0b1522 !important; }
    .card { background-color: #132235 !important; border-color: #284463 !important; }
    .ink { color: #e3ebf3 !important; }
    .muted { color: #96b2cd !important; }
    .rule { border-color: #284463 !important; }
    .link { color: #f7a94a !important; }
    .panel { background-color: #1d3149 !important; }
  }
  [data-ogsc] .card { background-color: #132235 !important; }
  [data-ogsc] .ink { color: #e3ebf3 !important; }
  [data-ogsc] .muted { color: #96b2cd !important; }
  [data-ogsc] .link { color: #f7a94a !important; }
  [data-ogsc] .panel { background-color: #1d3149 !important; }
  a { text-decoration: underline; }
  @media (max-width: 620px) { .card-cell { padding: 20px 18px !important; } }
`;

export interface LayoutInput {
  /** Shown by inboxes next to the subject. */
  preheader: string;
  eyebrow: string;
  /** The visible heading; `title` is its plain-text form for the document title. */
  heading: SafeHtml;
  title: string;
  body: SafeHtml;
  footer: SafeHtml;
  /** The company's trade name in the header band (from the company profile; the seeded name if not given). */
  brand?: string;
}

export function renderLayout({ preheader, eyebrow, heading, title, body, footer, brand = COMPANY_PROFILE_SEED.TradeName }: LayoutInput): string {
  return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${title}</title>
<style>${new SafeHtml(DARK_CSS)}</style>
</head>
<body class="page" style="margin:0;padding:0;background-color:${COLORS.page};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${preheader}</div>
<table role="presentation" class="page" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${COLORS.page}" style="background-color:${COLORS.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
<tr><td bgcolor="${COLORS.band}" style="background-color:${COLORS.band};border-radius:10px 10px 0 0;padding:18px 28px;border-bottom:4px solid ${COLORS.amber};font-family:${FONT};">
<span style="font-size:17px;font-weight:800;letter-spacing:0.2px;color:#ffffff;">${brand}</span><br>
<span style="font-size:11px;font-weight:700;letter-spacing:1.6px;text-transform:uppercase;color:#f7a94a;">${eyebrow}</span>
</td></tr>
<tr><td class="card card-cell" bgcolor="${COLORS.card}" style="background-color:${COLORS.card};border:1px solid ${COLORS.rule};border-top:0;border-radius:0 0 10px 10px;padding:28px;font-family:${FONT};font-size:15px;line-height:1.55;color:${COLORS.ink};">
<h1 class="ink" style="margin:0 0 16px;font-size:22px;line-height:1.3;font-weight:800;color:${COLORS.ink};">${heading}</h1>
${body}
</td></tr>
<tr><td class="muted" style="padding:18px 28px;font-family:${FONT};font-size:12px;line-height:1.5;color:${COLORS.muted};">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`.value;
}

export const paragraph = (content: SafeHtml | string) => html`<p class="ink" style="margin:0 0 14px;color:${COLORS.ink};">${content}</p>`;

export const link = (href: string, text: string) => html`<a class="link" href="${href}" style="color:${COLORS.link};">${text}</a>`;

/** A long URL shown as text: allowed to break anywhere, so it never widens a phone screen. */
export const urlLink = (href: string) => html`<a class="link" href="${href}" style="color:${COLORS.link};word-break:break-all;">${href}</a>`;

/** Small print under a button: the link as text, how long it works. */
export const smallPrint = (content: SafeHtml | string) => paragraph(html`<span style="font-size:13px;">${content}</span>`);

/** A button and, as small print under it, its address for clients that drop the button (staff mails). */
export const buttonWithAddress = (href: string, text: string) => html`${button(href, text)}
${smallPrint(urlLink(href))}`;

/** A reference number that never breaks across lines. */
export const nowrap = (text: string) => html`<span style="white-space:nowrap;">${text}</span>`;

/** A bulletproof button: a coloured table cell around the link, which Outlook renders too. */
export const button = (
  href: string,
  text: string,
) => html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:6px 0 18px;"><tr>
<td bgcolor="${COLORS.amber}" style="background-color:${COLORS.amber};border-radius:6px;">
<a href="${href}" style="display:inline-block;padding:11px 20px;font-family:${FONT};font-size:15px;font-weight:700;color:${COLORS.ink};text-decoration:none;">${text}</a>
</td></tr></table>`;

/** Label/value rows; values are escaped and keep their line breaks. */
export function factsTable(rows: [label: string, value: SafeHtml | string][]) {
  return html`<table role="presentation" class="panel" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${COLORS.page}" style="background-color:${COLORS.page};border-radius:8px;margin:0 0 18px;">
${rows.map(
  ([label, value]) => html`<tr>
<td class="muted rule" valign="top" style="padding:9px 12px;width:34%;font-size:13px;font-weight:700;color:${COLORS.muted};border-bottom:1px solid ${COLORS.rule};">${label}</td>
<td class="ink rule" valign="top" style="padding:9px 12px;font-size:14px;color:${COLORS.ink};border-bottom:1px solid ${COLORS.rule};word-break:break-word;">${value}</td>
</tr>`,
)}
</table>`;
}
