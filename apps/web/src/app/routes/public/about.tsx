import { AboutPage } from '~/app/pages/about-page';
import { pageMeta } from '~/features/site/first-screen/seo';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, path: '/about', page: 'about' });

export default function About() {
  return <AboutPage />;
}
