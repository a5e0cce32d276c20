import type { ReactNode } from 'react';
import { MessageCircle } from 'lucide-react';
import type { Quotation } from '@rp/contract';
import { AdminDetailHeader, BuyerRecordLink, LeadReferenceLink } from '~/components/ui/admin-page';
import { Button, buttonClass } from '~/components/ui/button';
import { useShareStatusLink } from '../api/share-status-link';
import { showActionError } from '../utils/action-error';
import { statusLinkOf, whatsappLink, whatsappNumber } from '../utils/whatsapp';
import { QuotationStateBadge } from './state-badge';

/** Title row of the editor and the read-only view: back link, number, state, the lead, and the actions. */
export function QuotationHeader({
  quotation,
  title,
  subtitle,
  actions,
}: {
  quotation: Quotation | null;
  title: string;
  subtitle?: string;
  actions: ReactNode;
}) {
  return (
    <AdminDetailHeader
      back={{ to: '/admin/quotations', label: 'Quotations' }}
      title={title}
      badges={quotation ? <QuotationStateBadge state={quotation.State} /> : null}
      actions={actions}
    >
      {quotation?.LeadReference ? (
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
          For request <LeadReferenceLink lead={quotation} /> · Source {quotation.Source}
          <BuyerRecordLink buyerId={quotation.BuyerId} company={quotation.Buyer.Company} className="before:content-['_·_']" />
        </p>
      ) : quotation ? (
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
          Source {quotation.Source}
          <BuyerRecordLink buyerId={quotation.BuyerId} company={quotation.Buyer.Company} className="before:content-['_·_']" />
        </p>
      ) : subtitle ? (
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{subtitle}</p>
      ) : null}
    </AdminDetailHeader>
  );
}

/**
 * "Share on WhatsApp": asks the server for a status link of the buyer's own (POST /quotation/share-link), then
 * opens wa.me with the buyer's phone and the number, request and link prefilled. The tab opens on the click,
 * before the answer, so the browser does not block it as a pop-up. A Draft has nothing for the buyer to see yet.
 */
export function WhatsappShareLink({ quotation }: { quotation: Quotation }) {
  const share = useShareStatusLink();
  const target = { phone: quotation.Buyer.Phone, placeOfSupply: quotation.Buyer.PlaceOfSupply };
  const blocked = !whatsappNumber(target.phone, target.placeOfSupply)
    ? "Add the buyer's phone number to share on WhatsApp."
    : quotation.State === 'Draft'
      ? 'Send the quotation first: the link shares what the buyer can open.'
      : null;
  if (blocked) {
    return (
      <span
        className={buttonClass('secondary', 'sm', 'pointer-events-none opacity-60')}
        aria-disabled="true"
        title={blocked}
        data-testid="whatsapp-share"
      >
        <MessageCircle className="h-4 w-4" aria-hidden="true" /> Share on WhatsApp
      </span>
    );
  }
  const open = () => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    share.mutate(quotation._id, {
      onSuccess: (answer) => {
        const href = whatsappLink({ ...target, number: quotation.Number, leadReference: quotation.LeadReference, statusLink: statusLinkOf(answer) });
        if (href && tab) tab.location.href = href;
        else tab?.close();
      },
      onError: (error) => {
        tab?.close();
        showActionError(error, 'The status link could not be made. Please try again.');
      },
    });
  };
  return (
    <Button variant="secondary" size="sm" onClick={open} disabled={share.isPending} data-testid="whatsapp-share">
      <MessageCircle className="h-4 w-4" aria-hidden="true" /> Share on WhatsApp
    </Button>
  );
}
