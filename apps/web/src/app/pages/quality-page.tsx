import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Container, PageHero } from '~/components/ui/section';
import { CertificationBadges } from '~/components/ui/certification-badges';
import { QualityPromise, QualitySteps, QualityTools } from '~/components/site-sections/quality-sections';
import { useSiteContent } from '~/lib/site-content';

export function QualityPage() {
  const certifications = useSiteContent('certifications');
  const quality = useSiteContent('quality');
  return (
    <>
      <PageHero eyebrow={quality.Labels.HeroEyebrow} title={quality.Hero.Title} text={quality.Hero.Text} />
      <QualityPromise eyebrow={quality.Labels.PromiseEyebrow} promise={quality.Promise} />
      <QualitySteps eyebrow={quality.Labels.StepsEyebrow} title={quality.StepsTitle} steps={quality.Steps} />
      <QualityTools eyebrow={quality.Labels.ToolsEyebrow} title={quality.ToolsTitle} text={quality.ToolsText} tools={quality.Tools} />

      <section aria-labelledby="badges-title" className="blueprint-grid bg-steel-950 py-20 text-white">
        <Container>
          <h2 id="badges-title" className="text-center text-3xl font-extrabold tracking-tight">
            {quality.Labels.CertificationsTitle}
          </h2>
          <CertificationBadges items={certifications.Items} />
          <div className="mt-12 text-center">
            <Link to="/contact" className={buttonClass('primary', 'lg')}>
              Discuss your quality requirements <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
