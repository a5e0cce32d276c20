import addressparser from 'nodemailer/lib/addressparser';
import { fine, wrong, type DoctorCheck } from './check.js';
import { publicDomainOf } from './site-url-check.js';

/** The domain a host belongs to: its registrable part when it has one (www.example.co.in: example.co.in), else the host. */
const domainOf = (host: string) => publicDomainOf(host) ?? host.toLowerCase();

/** Mail from another domain than the site's: receivers cannot tie it to the site, and SPF and DKIM are not the company's to set. */
export const mailFromCheck: DoctorCheck = {
  name: 'MAIL_FROM',
  async run({ config }) {
    const address = addressparser(config.mail.from, { flatten: true })[0]?.address ?? '';
    const fromDomain = domainOf(address.slice(address.lastIndexOf('@') + 1));
    const siteDomain = domainOf(new URL(config.siteUrl).hostname);
    if (fromDomain === siteDomain) return fine(address);
    return wrong(
      `MAIL_FROM (${address}) is not an address of the site's domain ${siteDomain}: mail from ${fromDomain} is easily taken for spam and its SPF and DKIM are not yours to set. Use an address @${siteDomain}.`,
    );
  },
};
