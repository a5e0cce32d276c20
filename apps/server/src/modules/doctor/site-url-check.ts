import { parse } from 'tldts';
import { fine, wrong, type DoctorCheck } from './check.js';

/** The host's registrable domain under a real (ICANN) public suffix, e.g. example.co.in; null for localhost, IPs, .local. */
export function publicDomainOf(hostname: string): string | null {
  const parsed = parse(hostname);
  return parsed.isIcann && !parsed.isIp && parsed.domain ? parsed.domain : null;
}

/** SITE_URL is the origin of every link in pages and mails: it must be the public https name. */
export const siteUrlCheck: DoctorCheck = {
  name: 'SITE_URL',
  async run({ config }) {
    const url = new URL(config.siteUrl);
    const problems: string[] = [];
    if (url.protocol !== 'https:') {
      problems.push(`SITE_URL is ${config.siteUrl}: it must start with https:// (Caddy gives the site its certificate).`);
    }
    if (!publicDomainOf(url.hostname)) {
      problems.push(
        `SITE_URL's host ${url.hostname} is not a public name: links in mails and search results would lead nowhere. Set it to the name buyers type, e.g. https://www.example.co.in.`,
      );
    }
    return problems.length ? wrong(...problems) : fine(config.siteUrl);
  },
};
