import { ABOUT_LABELS_SEED, industryDefaultImage, INDUSTRIES_LABELS_SEED, INDUSTRY_ORDER, type SiteContentDocumentInput } from '@rp/contract';
import { AboutClosing, AboutStory, AboutTimeline, FounderSection, MissionAndVision } from '~/components/site-sections/about-sections';
import { IndustriesBenefits } from '~/components/site-sections/industries-sections';
import { PageHero } from '~/components/ui/section';
import { hero, image, labels, text, texts, titledTexts } from './preview-drafts';

/** The About page from the draft, drawn by the public page's own sections. */
export function AboutPreview({ draft }: { draft: SiteContentDocumentInput<'about'> }) {
  const banner = hero(draft.Hero);
  const founder = draft.Founder;
  const aboutLabels = labels(draft.Labels, ABOUT_LABELS_SEED);
  return (
    <>
      <PageHero eyebrow={aboutLabels.HeroEyebrow} title={banner.Title} text={banner.Text} />
      <AboutStory
        eyebrow={aboutLabels.StoryEyebrow}
        story={{ Title: text(draft.Story?.Title), Paragraphs: texts(draft.Story?.Paragraphs) }}
        plantImage={image(draft.PlantImage)}
      />
      <MissionAndVision labels={aboutLabels} mission={text(draft.Mission)} vision={text(draft.Vision)} />
      <AboutTimeline
        labels={aboutLabels}
        timeline={(draft.Timeline ?? []).map((item) => ({ Year: text(item?.Year), Title: text(item?.Title), Text: text(item?.Text) }))}
      />
      <FounderSection
        eyebrow={aboutLabels.FounderEyebrow}
        founder={{
          Name: text(founder?.Name),
          Role: text(founder?.Role),
          Text: text(founder?.Text),
          Quote: text(founder?.Quote),
          Photo: image(founder?.Photo),
        }}
      />
      <AboutClosing closing={{ Title: text(draft.Closing?.Title), Text: text(draft.Closing?.Text) }} />
    </>
  );
}

/** The Industries page's intro (the public components) and each industry's section, from the draft; names and icons stay with the fixed list. */
export function IndustriesPreview({ draft, names }: { draft: SiteContentDocumentInput<'industries'>; names: Record<string, string> }) {
  const intro = hero(draft.Intro);
  const industriesLabels = labels(draft.Labels, INDUSTRIES_LABELS_SEED);
  return (
    <div className="space-y-6">
      <div>
        <PageHero eyebrow={industriesLabels.HeroEyebrow} title={intro.Title} text={intro.Text} />
        <IndustriesBenefits benefits={titledTexts(draft.Intro?.Benefits)} />
      </div>
      {(draft.Items ?? []).map((item, i) => {
        const slug = item.Slug ?? INDUSTRY_ORDER[i]!;
        return (
          <article
            key={slug}
            className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-[240px_1fr] dark:border-steel-800 dark:bg-steel-900"
          >
            <img src={item.Image?.Url ?? industryDefaultImage(slug)} alt="" className="aspect-[4/3] w-full rounded-xl object-cover" />
            <div>
              <p className="font-mono text-xs font-semibold uppercase tracking-wider text-amber-brand-700 dark:text-amber-brand-400">
                {names[slug] ?? slug}
              </p>
              <h3 className="mt-1 text-xl font-extrabold text-steel-950 dark:text-white">{item.Headline}</h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{item.Description}</p>
              <h4 className="mt-3 text-sm font-bold text-steel-950 dark:text-white">{industriesLabels.PartsTitle}</h4>
              <ul className="mt-2 grid gap-1.5 text-sm text-slate-800 sm:grid-cols-2 dark:text-slate-200">
                {(item.Parts ?? []).map((part, n) => (
                  <li key={n} className="before:mr-2 before:text-amber-brand-500 before:content-['▸']">
                    {part}
                  </li>
                ))}
              </ul>
            </div>
          </article>
        );
      })}
    </div>
  );
}
