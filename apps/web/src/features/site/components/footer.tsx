import { BadgeCheck, Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { certificationsComingSoonLine, certificationTitle } from '@rp/contract/plain';
import { footerLinks } from '~/content/navigation';
import { useCompany } from '~/lib/company-profile';
import { useSiteContent } from '~/lib/site-content';
import { Logo } from './logo';

export function Footer() {
  const year = new Date().getFullYear();
  const profile = useCompany();
  const contact = useSiteContent('contact');
  const certifications = useSiteContent('certifications').Items;
  const registered = certifications.filter((c) => c.State === 'Registered');
  const comingSoon = certificationsComingSoonLine(certifications);
  return (
    <footer className="blueprint-grid bg-steel-950 text-steel-100" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="lg:col-span-2">
          <Link to="/" className="inline-block rounded-md text-white" aria-label={`${profile.TradeName}, home`}>
            <Logo />
          </Link>
          <p className="mt-5 max-w-md text-sm leading-relaxed text-steel-200">{contact.Tagline}</p>
          {registered.length ? (
            <ul className="mt-5 flex flex-wrap gap-2" aria-label="Certifications">
              {registered.map((c, i) => (
                <li
                  key={i}
                  className="inline-flex items-center gap-1.5 rounded-full border border-steel-600 px-3 py-1 text-xs font-semibold text-white"
                >
                  <BadgeCheck aria-hidden="true" className="size-4 text-amber-brand-400" />
                  {certificationTitle(c)}
                </li>
              ))}
            </ul>
          ) : null}
          {comingSoon ? (
            <p className="mt-3 font-mono text-xs font-semibold uppercase tracking-wider text-amber-brand-400" data-testid="footer-coming-soon">
              {comingSoon}
            </p>
          ) : null}
        </div>

        <nav aria-labelledby="footer-nav-title">
          <h2 id="footer-nav-title" className="font-mono text-xs font-semibold uppercase tracking-[0.2em] text-white">
            Navigate
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-steel-200 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="font-mono text-xs font-semibold uppercase tracking-[0.2em] text-white">Contact</h2>
          <address className="mt-4 space-y-3 text-sm not-italic text-steel-200">
            <p className="flex gap-2.5">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-brand-400" />
              <span>
                {profile.Address.map((line, i) => (
                  <span key={i} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <p className="flex gap-2.5">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-brand-400" />
              <a href={`mailto:${profile.Email}`} className="hover:text-white hover:underline" data-testid="footer-email">
                {profile.Email}
              </a>
            </p>
            {profile.Phones.map((phone, i) => (
              <p key={`${i}-${phone.href}`} className="flex gap-2.5">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-brand-400" />
                <a href={phone.href} className="hover:text-white hover:underline">
                  {phone.label}
                </a>
              </p>
            ))}
            <p className="flex gap-2.5">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-brand-400" />
              <span>{contact.Hours}</span>
            </p>
          </address>
        </div>
      </div>
      {/* pb-24 keeps the last line clear of the floating chat button (bottom-5 + size-14 = 76 px). */}
      <div className="border-t border-steel-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pb-24 pt-6 text-xs text-steel-300 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p data-testid="copyright">
            © <span suppressHydrationWarning>{year}</span> {profile.LegalName}. All rights reserved.
            {profile.GSTIN ? <span className="mt-1 block sm:ml-2 sm:mt-0 sm:inline">GSTIN {profile.GSTIN}</span> : null}
          </p>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            <li>
              {/* The buyer's desk (issue 49): a plain link, its page is rendered on the server with the buyer's cookie. */}
              <a href="/account" className="hover:text-white hover:underline">
                Your account
              </a>
            </li>
            <li>
              <Link to="/privacy-policy" className="hover:text-white hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms-of-service" className="hover:text-white hover:underline">
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
