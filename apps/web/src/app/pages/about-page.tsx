import { ArrowRight } from 'lucide-react';
import { REPLY_WITHIN } from '@rp/contract/plain';
import { Link } from 'react-router';
import { AboutStory, AboutTimeline, FounderSection, MissionAndVision } from '~/components/site-sections/about-sections';
import { buttonClass } from '~/components/ui/button';
import { Container, PageHero } from '~/components/ui/section';
import { useSiteContent } from '~/lib/site-content';

export function AboutPage() {
  const about = useSiteContent().about;
  return (
    <>
      <PageHero eyebrow={about.Labels.HeroEyebrow} title={about.Hero.Title} text={about.Hero.Text} />
      <AboutStory eyebrow={about.Labels.StoryEyebrow} story={about.Story} plantImage={about.PlantImage} />
      <MissionAndVision labels={about.Labels} mission={about.Mission} vision={about.Vision} />
      <AboutTimeline labels={about.Labels} timeline={about.Timeline} />
      <FounderSection eyebrow={about.Labels.FounderEyebrow} founder={about.Founder} />

      <section aria-labelledby="about-cta" className="py-16">
        <Container className="flex flex-col items-center text-center">
          <h2 id="about-cta" className="text-3xl font-extrabold tracking-tight text-steel-950 dark:text-white">
            Let’s build your next part together
          </h2>
          <p className="mt-3 max-w-xl text-lg text-slate-700 dark:text-slate-300">
            Tell us what you need machined. We will reply within {REPLY_WITHIN}.
          </p>
          <Link to="/contact" className={buttonClass('primary', 'lg', 'mt-8')}>
            Contact Us <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </Container>
      </section>
    </>
  );
}
