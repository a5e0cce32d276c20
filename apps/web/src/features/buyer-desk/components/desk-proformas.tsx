import type { AccountSummary } from '@rp/contract';
import { FileDown } from 'lucide-react';
import { DeskSection, Fact } from './desk-section';
import { dateText, itemClass, linkClass, moneyText } from '../utils/desk-format';

/** The proforma invoices asked for in advance: number, order, amount, what is still due of it, the PDF. */
export function DeskProformas({ proformas }: { proformas: AccountSummary['Proformas'] }) {
  return (
    <DeskSection id="proformas" title="Proforma invoices" total={proformas.Total} shown={proformas.Items.length} empty="No proforma invoices.">
      {proformas.Items.map((proforma) => (
        <li key={proforma.Number} className={itemClass} data-testid="desk-proforma">
          <p className="font-bold text-steel-950 dark:text-white">
            <span className="font-mono whitespace-nowrap">{proforma.Number}</span>
            <span className="ml-2 font-normal text-slate-700 dark:text-slate-300">for {proforma.OrderNumber}</span>
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Fact label="Date">{dateText(proforma.Date)}</Fact>
            <Fact label="Amount">
              <span className="tabular-nums">{moneyText(proforma.Amount)}</span>
            </Fact>
            <Fact label="Still due">
              <span className="tabular-nums">{proforma.Due > 0 ? moneyText(proforma.Due) : 'Nothing'}</span>
            </Fact>
            <Fact label="State">{proforma.State}</Fact>
          </dl>
          {proforma.PdfUrl ? (
            <a href={proforma.PdfUrl} className={`${linkClass} mt-3`}>
              <FileDown aria-hidden="true" className="size-4 shrink-0" /> Proforma PDF<span className="sr-only">, {proforma.Number}</span>
            </a>
          ) : null}
        </li>
      ))}
    </DeskSection>
  );
}
