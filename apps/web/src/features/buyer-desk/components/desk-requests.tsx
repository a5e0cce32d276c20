import type { AccountSummary } from '@rp/contract';
import { DeskSection, Fact } from './desk-section';
import { dateText, itemClass } from '../utils/desk-format';

/** The session's requests, newest first: reference, date, product, status, and the earlier order of a repeat. */
export function DeskRequests({ requests }: { requests: AccountSummary['Requests'] }) {
  return (
    <DeskSection id="requests" title="Requests" total={requests.Total} shown={requests.Items.length} empty="No requests yet.">
      {requests.Items.map((request) => (
        <li key={request._id} className={itemClass} data-testid="desk-request">
          <p className="font-bold text-steel-950 dark:text-white">
            <span className="font-mono whitespace-nowrap">{request.Reference}</span>
            {request.RepeatOf ? <span className="ml-2 font-normal text-slate-700 dark:text-slate-300">Repeat of {request.RepeatOf}</span> : null}
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Fact label="Date">{dateText(request.Date)}</Fact>
            <Fact label="Status">{request.Status}</Fact>
            <Fact label="Product" className="col-span-2 sm:col-span-1">
              {request.Product || 'N/A'}
            </Fact>
          </dl>
        </li>
      ))}
    </DeskSection>
  );
}
