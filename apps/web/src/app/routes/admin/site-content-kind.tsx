import { useParams } from 'react-router';
import { SITE_CONTENT_KINDS, SITE_CONTENT_KIND_LABELS, type SiteContentKind } from '@rp/contract';
import { AdminEmptyState } from '~/components/ui/admin-page';
import { industries } from '~/content/pages/industries';
import { ContentKindScreen } from '~/features/admin-content/components/content-kind-screen';
import { adminMeta } from '~/features/admin-shell/utils/meta';
import type { Route } from './+types/site-content-kind';

const isKind = (value: string | undefined): value is SiteContentKind => (SITE_CONTENT_KINDS as readonly string[]).includes(value ?? '');

export const meta = ({ params }: Route.MetaArgs) => adminMeta(isKind(params.kind) ? SITE_CONTENT_KIND_LABELS[params.kind] : 'Site content');

/** The industries' names and icons stay with the fixed list in code; the editor shows the names. */
const INDUSTRY_NAMES = Object.fromEntries(industries.map((i) => [i.slug, i.name]));

export default function AdminSiteContentKindPage() {
  const { kind } = useParams();
  if (!isKind(kind)) return <AdminEmptyState message="There is no such kind of site content." />;
  return <ContentKindScreen kind={kind} names={INDUSTRY_NAMES} origin={typeof window === 'undefined' ? '' : window.location.origin} />;
}
