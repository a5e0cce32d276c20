import { CONTACT_LABELS_SEED, PRODUCTS_LABELS_SEED, QUALITY_LABELS_SEED, type SiteContentDocumentInput } from '@rp/contract';
import { ContactExpectations, ContactPeople } from '~/components/site-sections/contact-sections';
import { QualityPromise, QualitySteps, QualityTools } from '~/components/site-sections/quality-sections';
import { Container, PageHero } from '~/components/ui/section';
import { useCompany } from '~/lib/company-profile';
import { hero, labels, text, texts, titledTexts } from './preview-drafts';

/** The Quality, Contact and Products pages' parts these kinds feed, drawn by the public pages' own components. */

export function QualityPreview({ draft }: { draft: SiteContentDocumentInput<'quality'> }) {
  const banner = hero(draft.Hero);
  const eyebrows = labels(draft.Labels, QUALITY_LABELS_SEED);
  return (
    <>
      <PageHero eyebrow={eyebrows.HeroEyebrow} title={banner.Title} text={banner.Text} />
      <QualityPromise
        eyebrow={eyebrows.PromiseEyebrow}
        promise={{ Title: text(draft.Promise?.Title), Text: text(draft.Promise?.Text), Checks: texts(draft.Promise?.Checks) }}
      />
      <QualitySteps eyebrow={eyebrows.StepsEyebrow} title={text(draft.StepsTitle)} steps={titledTexts(draft.Steps)} />
      <QualityTools eyebrow={eyebrows.ToolsEyebrow} title={text(draft.ToolsTitle)} text={text(draft.ToolsText)} tools={titledTexts(draft.Tools)} />
    </>
  );
}

/** The contact page's people with the company profile's phones and e-mail, and "What to Expect"; the footer's lines below. */
export function ContactPreview({ draft }: { draft: SiteContentDocumentInput<'contact'> }) {
  const profile = useCompany();
  const banner = hero(draft.Hero);
  const contactLabels = labels(draft.Labels, CONTACT_LABELS_SEED);
  const people = (draft.People ?? []).map((p) => ({ Name: text(p?.Name), Role: text(p?.Role), Email: text(p?.Email) }));
  return (
    <>
      <PageHero eyebrow={contactLabels.HeroEyebrow} title={banner.Title} text={banner.Text} />
      <Container className="py-14 sm:py-20">
        <div className="max-w-xl space-y-8">
          <ContactPeople labels={contactLabels} people={people} phones={profile.Phones} email={profile.Email} />
          <ContactExpectations title={contactLabels.ExpectTitle} lines={texts(draft.Expectations)} />
        </div>
      </Container>
      <dl className="blueprint-grid grid gap-3 bg-steel-950 p-6 text-sm text-steel-100 sm:grid-cols-2" aria-label="Footer, chat and search engines">
        {[
          ['Footer: tagline', draft.Tagline],
          ['Footer: office hours', draft.Hours],
          ['Search engines: company summary', draft.Summary],
          ['Chat: opening message', draft.ChatMessage],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="font-mono text-[11px] uppercase tracking-wider text-steel-300">{label}</dt>
            <dd className="mt-1">{text(value)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export function ProductsPreview({ draft }: { draft: SiteContentDocumentInput<'products'> }) {
  const banner = hero(draft.Hero);
  return <PageHero eyebrow={labels(draft.Labels, PRODUCTS_LABELS_SEED).HeroEyebrow} title={banner.Title} text={banner.Text} />;
}
