import { AboutClosing, AboutStory, AboutTimeline, FounderSection, MissionAndVision } from '~/components/site-sections/about-sections';
import { PageHero } from '~/components/ui/section';
import { useSiteContent } from '~/lib/site-content';

export function AboutPage() {
  const about = useSiteContent('about');
  return (
    <>
      <PageHero eyebrow={about.Labels.HeroEyebrow} title={about.Hero.Title} text={about.Hero.Text} />
      <AboutStory eyebrow={about.Labels.StoryEyebrow} story={about.Story} plantImage={about.PlantImage} />
      <MissionAndVision labels={about.Labels} mission={about.Mission} vision={about.Vision} />
      <AboutTimeline labels={about.Labels} timeline={about.Timeline} />
      <FounderSection eyebrow={about.Labels.FounderEyebrow} founder={about.Founder} />
      <AboutClosing closing={about.Closing} />
    </>
  );
}
