import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { SITE_CONTENT_KIND_LABELS } from '@rp/contract';
import { AdminCard, AdminPageHeader, AdminSpinner } from '~/components/ui/admin-page';
import { CheckboxField } from '~/components/ui/field';
import { toast } from '~/components/ui/toast';
import { formatDateTime } from '~/lib/format';
import { useContentOverview, useSetStaffAccess } from '../api/content-api';

const DESCRIPTIONS: Record<keyof typeof SITE_CONTENT_KIND_LABELS, string> = {
  certifications: 'Registrations and certificates: the footer, the quality page’s badges and the About page.',
  testimonials: 'Customer quotes in the home page’s carousel.',
  about: 'The banner, the story and its picture, mission and vision, the timeline and the founder.',
  industries: 'The page’s banner and reasons to choose us; headline, description, key parts and picture of each of the six industries.',
  'page-meta': 'Each public page’s title and description in search results and link previews.',
  quality: 'The quality page: banner, promise, inspection steps and measuring tools (the registration badges have a screen of their own).',
  contact: 'The contact page’s banner, people and what to expect; the footer’s tagline and office hours; the company summary.',
  products: 'The products page’s banner (the products themselves are under Products).',
  home: 'The home page: the first screen’s headline, taglines and figures, the pillars, the category tiles, the Rajkot advantage and the closing call.',
};

const when = formatDateTime;

/** /admin/site-content: one link per kind, and the Owner's choice whether Staff may edit. */
export function ContentOverviewScreen({ isOwner }: { isOwner: boolean }) {
  const overview = useContentOverview();
  const access = useSetStaffAccess();
  const data = overview.data;
  const toggle = async (value: boolean) => {
    try {
      toast.success((await access.mutateAsync(value)).message);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not change it. Please try again.');
    }
  };
  return (
    <>
      <AdminPageHeader
        title="Site content"
        description={
          data && !data.CanEdit
            ? 'You can read these; an Owner edits them (or lets Staff edit them).'
            : 'The public pages’ words and pictures. A save shows on the site at the next page load; Undo goes back one version.'
        }
      />
      {overview.isPending ? <AdminSpinner /> : null}
      {overview.isError ? <AdminCard className="p-6 text-sm text-red-700 dark:text-red-300">{overview.error.message}</AdminCard> : null}
      {data ? (
        <div className="space-y-5">
          <AdminCard>
            <ul className="divide-y divide-slate-200 dark:divide-slate-700/70">
              {data.Kinds.map((k) => (
                <li key={k.Kind}>
                  <Link
                    to={`/admin/site-content/${k.Kind}`}
                    className="flex items-center gap-3 px-5 py-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-steel-500 dark:hover:bg-slate-800/60"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold text-slate-900 dark:text-white">{SITE_CONTENT_KIND_LABELS[k.Kind]}</span>
                      <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-300">{DESCRIPTIONS[k.Kind]}</span>
                      <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">
                        Version {k.Version}
                        {k.UpdatedBy ? ` · saved by ${k.UpdatedBy}, ${when(k.UpdatedAt)}` : ' · as the site started'}
                      </span>
                    </span>
                    <ChevronRight className="h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </AdminCard>
          <AdminCard className="p-5">
            {isOwner ? (
              <CheckboxField
                id="staff-may-edit"
                label="Staff may edit site content"
                hint="Off: only Owners change these. On: Staff can save and undo too."
                checked={data.StaffMayEdit}
                onChange={(on) => (access.isPending ? undefined : void toggle(on))}
                className="flex items-start gap-3"
              />
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {data.StaffMayEdit ? 'An Owner lets Staff edit site content.' : 'Only Owners edit site content; an Owner can let Staff edit it too.'}
              </p>
            )}
          </AdminCard>
        </div>
      ) : null}
    </>
  );
}
