import { REFERENCE_PATTERN, REPLY_WITHIN, rfqStatusPath } from '@rp/contract/plain';
import { useSearchParams } from 'react-router';
import type { SentRequest } from '~/components/ui/sent-confirmation';
import { Container, PageHero } from '~/components/ui/section';
import { ContactExpectations, ContactPeople } from '~/components/site-sections/contact-sections';
import { ContactForm, type ContactSent } from '~/features/inquiry-form/components/contact-form';
import type { ContactFormAnswer } from '~/features/inquiry-form/components/inquiry-fields';
import { useCompany } from '~/lib/company-profile';
import { useSiteContent } from '~/lib/site-content';
import { PlantMap } from './plant-map';

/** The query the server's answer redirects to after a form sent without JavaScript (ADR 040): ?sent={Reference}&key=... */
export const SENT_PARAM = 'sent';
const KEY_PARAM = 'key';

/** This page after an inquiry sent without JavaScript: its reference and the key of its status page (as the mail has it). */
export function sentPageUrl(reference: string, statusPath: string): string {
  const key = new URL(statusPath || '/', 'http://site').searchParams.get(KEY_PARAM);
  const query = new URLSearchParams({ [SENT_PARAM]: reference, ...(key ? { [KEY_PARAM]: key } : {}) });
  return `/contact?${query.toString()}#contact-form-title`;
}

/**
 * What the query says was sent. The link is rebuilt from a reference of the right shape and the key, so a
 * crafted query can only point at a status page of this site; anything else shows the thank-you alone.
 */
function sentFromQuery(params: URLSearchParams): ContactSent | null {
  const reference = params.get(SENT_PARAM);
  if (reference === null) return null;
  if (!REFERENCE_PATTERN.test(reference)) return { request: null };
  const key = params.get(KEY_PARAM) ?? '';
  const request: SentRequest = { reference, statusPath: key && key.length <= 200 ? rfqStatusPath(reference, key) : '' };
  return { request };
}

/** The contact page: whom to call or mail, what to expect, the quote form and the plant's map. */
export function ContactPage({ answer }: { answer?: ContactFormAnswer }) {
  const [searchParams] = useSearchParams();
  const profile = useCompany();
  const contact = useSiteContent('contact');
  return (
    <>
      <PageHero eyebrow={contact.Labels.HeroEyebrow} title={contact.Hero.Title} text={contact.Hero.Text} />

      <Container className="py-14 sm:py-20">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
          <div className="space-y-8">
            <ContactPeople labels={contact.Labels} people={contact.People} phones={profile.Phones} email={profile.Email} />
            <ContactExpectations title={contact.Labels.ExpectTitle} lines={contact.Expectations} />
          </div>

          <section
            aria-labelledby="contact-form-title"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8 dark:border-steel-800 dark:bg-steel-900"
          >
            <h2 id="contact-form-title" className="scroll-mt-28 text-2xl font-extrabold tracking-tight text-steel-950 dark:text-white">
              Request a Quote
            </h2>
            <p className="mb-6 mt-2 text-slate-700 dark:text-slate-300">Fields marked * are required. We reply within {REPLY_WITHIN}.</p>
            <ContactForm answer={answer} sent={sentFromQuery(searchParams)} />
          </section>
        </div>
      </Container>

      <PlantMap title={contact.Labels.PlantTitle} />
    </>
  );
}
