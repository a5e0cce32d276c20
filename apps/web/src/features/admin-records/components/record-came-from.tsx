import type { RecordItem } from '@rp/contract';
import { DetailItem } from './record-details-dialog';

/** Where the lead came from (issue 37, ADR 082): its origin, the pages and the campaign tags the visit started with. */
export function RecordCameFrom({ attribution }: { attribution: RecordItem['Attribution'] }) {
  const utm = [
    ['utm_source', attribution.UtmSource],
    ['utm_medium', attribution.UtmMedium],
    ['utm_campaign', attribution.UtmCampaign],
  ].filter(([, value]) => value);
  return (
    <section aria-labelledby="record-came-from" className="rounded-lg border border-slate-200 p-3 dark:border-slate-700/70">
      <h3 id="record-came-from" className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        Came from
      </h3>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="record-came-from">
        <DetailItem label="Origin">{attribution.Origin || 'Unknown'}</DetailItem>
        <DetailItem label="Referring site">{attribution.Referrer || 'None'}</DetailItem>
        <DetailItem label="Landing page">{attribution.LandingPath || 'Unknown'}</DetailItem>
        <DetailItem label="Sent from page">{attribution.PagePath || 'Unknown'}</DetailItem>
        <DetailItem label="Campaign tags" wide>
          {utm.length ? utm.map(([name, value]) => `${name}=${value}`).join(' · ') : 'None'}
        </DetailItem>
      </dl>
    </section>
  );
}
