import { CheckCircle2, Mail, Phone } from 'lucide-react';
import { REPLY_WITHIN } from '@rp/contract/plain';
import { useSearchParams } from 'react-router';
import { Container, PageHero } from '~/components/ui/section';
import { people } from '~/content/company';
import { contactPage } from '~/content/pages/contact';
import { ContactForm } from '~/features/inquiry-form/components/contact-form';
import type { ContactFormAnswer } from '~/features/inquiry-form/components/inquiry-fields';
import { useCompany } from '~/lib/company-profile';
import { PlantMap } from './plant-map';

/** The query the server's answer redirects to after a form sent without JavaScript (ADR 040). */
export const SENT_PARAM = 'sent';

/** The contact page: whom to call or mail, what to expect, the quote form and the plant's map. */
export function ContactPage({ answer }: { answer?: ContactFormAnswer }) {
  const [searchParams] = useSearchParams();
  const profile = useCompany();
  return (
    <>
      <PageHero eyebrow="Contact" title={contactPage.title} text={contactPage.text} />

      <Container className="py-14 sm:py-20">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
          <div className="space-y-8">
            <section aria-labelledby="direct-title">
              <h2 id="direct-title" className="text-2xl font-extrabold tracking-tight text-steel-950 dark:text-white">
                Talk to us directly
              </h2>
              <ul className="mt-5 grid gap-4">
                {people.map((person, i) => {
                  // Each person is reached on the profile's phone of the same position (the first if there is one only).
                  const phone = profile.Phones[i] ?? profile.Phones[0];
                  return (
                    <li key={person.email} className="rounded-xl border border-slate-200 bg-white p-5 dark:border-steel-800 dark:bg-steel-900">
                      <p className="text-lg font-bold text-steel-950 dark:text-white">{person.name}</p>
                      <p className="text-sm text-slate-700 dark:text-slate-300">{person.role}</p>
                      <div className="mt-3 flex flex-col gap-1.5 text-sm font-semibold">
                        {phone ? (
                          <a href={phone.href} className="inline-flex items-center gap-2 text-steel-800 hover:underline dark:text-steel-100">
                            <Phone aria-hidden="true" className="size-4 text-amber-brand-700 dark:text-amber-brand-400" /> {phone.label}
                          </a>
                        ) : null}
                        <a
                          href={`mailto:${person.email}`}
                          className="inline-flex items-center gap-2 text-steel-800 hover:underline dark:text-steel-100"
                        >
                          <Mail aria-hidden="true" className="size-4 text-amber-brand-700 dark:text-amber-brand-400" /> {person.email}
                        </a>
                      </div>
                    </li>
                  );
                })}
              </ul>
              <p className="mt-5 rounded-xl bg-steel-950 p-5 text-white">
                <span className="block text-sm text-steel-200">General inquiries</span>
                <a
                  href={`mailto:${profile.Email}`}
                  className="mt-1 inline-flex items-center gap-2 break-all text-lg font-bold text-amber-brand-400 hover:underline"
                >
                  <Mail aria-hidden="true" className="size-5 shrink-0" /> {profile.Email}
                </a>
              </p>
            </section>

            <section aria-labelledby="expect-title">
              <h2 id="expect-title" className="text-2xl font-extrabold tracking-tight text-steel-950 dark:text-white">
                What to Expect
              </h2>
              <ul className="mt-4 space-y-3">
                {contactPage.expectations.map((item) => (
                  <li key={item} className="flex gap-3 text-slate-800 dark:text-slate-200">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          </div>

          <section
            aria-labelledby="contact-form-title"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8 dark:border-steel-800 dark:bg-steel-900"
          >
            <h2 id="contact-form-title" className="scroll-mt-28 text-2xl font-extrabold tracking-tight text-steel-950 dark:text-white">
              Request a Quote
            </h2>
            <p className="mb-6 mt-2 text-slate-700 dark:text-slate-300">Fields marked * are required. We reply within {REPLY_WITHIN}.</p>
            <ContactForm answer={answer} sent={searchParams.has(SENT_PARAM)} />
          </section>
        </div>
      </Container>

      <PlantMap />
    </>
  );
}
