import type { AccountSummary } from '@rp/contract';
import { FileDown, MessageSquareReply } from 'lucide-react';
import { DeskSection, Fact } from './desk-section';
import { dateText, itemClass, linkClass, moneyText } from '../utils/desk-format';

/**
 * The session's quotations: number and revision, date, value, state and the PDF; an open one links to its
 * request's status page, where Accept and Decline already work without JavaScript.
 */
export function DeskQuotations({ quotations }: { quotations: AccountSummary['Quotations'] }) {
  return (
    <DeskSection id="quotations" title="Quotations" total={quotations.Total} shown={quotations.Items.length} empty="No quotations yet.">
      {quotations.Items.map((quotation) => (
        <li key={quotation._id} className={itemClass} data-testid="desk-quotation">
          <p className="font-bold text-steel-950 dark:text-white">
            <span className="font-mono whitespace-nowrap">{quotation.Number}</span>
            {quotation.Revision > 0 ? <span className="ml-2 font-normal">Revision {quotation.Revision}</span> : null}
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Fact label="Date">{dateText(quotation.Date)}</Fact>
            <Fact label="Value">
              <span className="tabular-nums">{moneyText(quotation.Value, quotation.Currency)}</span>
            </Fact>
            <Fact label="State">{quotation.State}</Fact>
          </dl>
          <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {quotation.PdfUrl ? (
              <a href={quotation.PdfUrl} className={linkClass}>
                <FileDown aria-hidden="true" className="size-4 shrink-0" /> Quotation PDF<span className="sr-only">, {quotation.Number}</span>
              </a>
            ) : null}
            {quotation.Open && quotation.StatusUrl ? (
              <a href={`${quotation.StatusUrl}#answer`} className={linkClass}>
                <MessageSquareReply aria-hidden="true" className="size-4 shrink-0" /> Answer (accept or decline)
                <span className="sr-only">, {quotation.Number}</span>
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </DeskSection>
  );
}
