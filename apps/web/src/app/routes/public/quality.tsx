import { QualityPage } from '~/app/pages/quality-page';
import { pageMeta } from '~/features/site/first-screen/seo';
import type { Route } from './+types/quality';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, path: '/quality', page: 'quality' });

export default function Quality() {
  return <QualityPage />;
}
