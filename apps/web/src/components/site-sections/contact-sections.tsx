import { CheckCircle2, Mail, Phone } from 'lucide-react';
import type { ContactContent } from '@rp/contract';

/** The Contact page's people and "What to Expect" from the `contact` document: the public page and the preview draw these. */

interface PhoneLink {
  label: string;
  href: string;
}

/** Each person is reached on the company profile's phone of the same position (the first one past the last phone). */
const phoneOfPerson = (phones: readonly PhoneLink[], index: number): PhoneLink | undefined => phones[index] ?? phones[0];

export function ContactPeople({
  labels,
  people,
  phones,
  email,
}: {
  labels: ContactContent['Labels'];
  people: ContactContent['People'];
  phones: readonly PhoneLink[];
  email: string;
}) {
  return (
    <section aria-labelledby="direct-title">
      <h2 id="direct-title" className="text-2xl font-extrabold tracking-tight text-steel-950 dark:text-white">
        {labels.PeopleTitle}
      </h2>
      <ul className="mt-5 grid gap-4">
        {people.map((person, i) => {
          const phone = phoneOfPerson(phones, i);
          return (
            <li key={i} className="rounded-xl border border-slate-200 bg-white p-5 dark:border-steel-800 dark:bg-steel-900">
              <p className="text-lg font-bold text-steel-950 dark:text-white">{person.Name}</p>
              <p className="text-sm text-slate-700 dark:text-slate-300">{person.Role}</p>
              <div className="mt-3 flex flex-col gap-1.5 text-sm font-semibold">
                {phone ? (
                  <a href={phone.href} className="inline-flex items-center gap-2 text-steel-800 hover:underline dark:text-steel-100">
                    <Phone aria-hidden="true" className="size-4 text-amber-brand-700 dark:text-amber-brand-400" /> {phone.label}
                  </a>
                ) : null}
                <a href={`mailto:${person.Email}`} className="inline-flex items-center gap-2 text-steel-800 hover:underline dark:text-steel-100">
                  <Mail aria-hidden="true" className="size-4 text-amber-brand-700 dark:text-amber-brand-400" /> {person.Email}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-5 rounded-xl bg-steel-950 p-5 text-white">
        <span className="block text-sm text-steel-200">{labels.InquiriesLabel}</span>
        <a href={`mailto:${email}`} className="mt-1 inline-flex items-center gap-2 break-all text-lg font-bold text-amber-brand-400 hover:underline">
          <Mail aria-hidden="true" className="size-5 shrink-0" /> {email}
        </a>
      </p>
    </section>
  );
}

export function ContactExpectations({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <section aria-labelledby="expect-title">
      <h2 id="expect-title" className="text-2xl font-extrabold tracking-tight text-steel-950 dark:text-white">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {lines.map((item, i) => (
          <li key={i} className="flex gap-3 text-slate-800 dark:text-slate-200">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
