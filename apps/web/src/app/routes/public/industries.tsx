import { IndustriesPage } from '~/app/pages/industries-page';
import { pageMeta } from '~/features/site/first-screen/seo';
import type { Route } from './+types/industries';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, path: '/industries', page: 'industries' });

export default function Industries() {
  return <IndustriesPage />;
}
