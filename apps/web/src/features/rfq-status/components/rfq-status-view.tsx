import type { RfqStatusView } from '@rp/contract';
import { FileText, Mail, MessageCircle, Phone } from 'lucide-react';
import { deferredPart } from '~/lib/deferred-part';
import { Container, PageHero } from '~/components/ui/section';
import { chatLinkOf, useCompany } from '~/lib/company-profile';
import type { AnswerFormReply } from '../utils/answer-reply';
import type { OrderFlowStep } from '../utils/order-progress';
import { QuotationAnswer } from './quotation-answer';
import { RequestStatus } from './request-status';
import { instantLabel } from '../utils/quotation-format';
import { requestStory } from '../utils/request-story';

// The quotation is there to be read: its code (lines, totals, terms) loads when the browser is first idle, not
// up front (ADR 041); the server's HTML shows it meanwhile. The forms below stay in the page's own chunk.
const QuotationDetails = deferredPart(
  () => import('./quotation-details').then((m) => m.QuotationDetails),
  import.meta.env.SSR ? (await import('./quotation-details')).QuotationDetails : undefined,
);

// The order has nothing to click: its code waits for the first idle moment too, like the quotation's.
const OrderDetails = deferredPart(
  () => import('./order-details').then((m) => m.OrderDetails),
  import.meta.env.SSR ? (await import('./order-details')).OrderDetails : undefined,
);

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 break-words text-base font-medium text-steel-950 dark:text-white">{value || 'N/A'}</dd>
    </div>
  );
}

/**
 * The buyer's private status page: what they sent, where it stands, our latest quotation with the forms to
 * accept or decline it, and how to reach us.
 */
export function RfqStatusPage({
  view,
  answerPath,
  reply,
  refusal,
  declineReasons,
  orderFlow,
}: {
  view: RfqStatusView;
  /** The order's stages in the buyer's words (sent with the page's data, like the decline reasons). */
  orderFlow: OrderFlowStep[];
  /** The decline form's reasons (the contract's DECLINE_REASONS, sent with the page's data). */
  declineReasons: string[];
  /** Where the quotation's forms post (this page, key included). */
  answerPath: string;
  /** The server's answer to a refused form post: messages and what was typed. */
  reply?: AnswerFormReply;
  refusal?: string;
}) {
  const company = useCompany();
  const noun = view.kind === 'quote' ? 'Quote request' : 'Inquiry';
  const story = requestStory(view);
  // The reference never breaks at its hyphens.
  const title = (
    <>
      {noun} <span className="whitespace-nowrap">{view.reference}</span>
    </>
  );
  // The floating chat button stays off this page (it would cover the forms): the chat is offered here instead.
  const chatLink = chatLinkOf(company, `Hello, about my request ${view.reference}.`);
  return (
    <>
      {view.order ? (
        <PageHero eyebrow="Order status" title={title} text={`Follow your order ${view.order.Number} here, from the works to your door.`} />
      ) : (
        <PageHero eyebrow="Request status" title={title} text={story.lead} />
      )}
      <Container className="py-12 sm:py-16">
        <div className="mx-auto grid max-w-5xl gap-8">
          {/* Once there is an order it is the status: the request's own steps (staff's lead status) would only contradict it. */}
          {view.order ? <OrderDetails order={view.order} flow={orderFlow} /> : <RequestStatus story={story} pdfPath={view.quotation?.PdfPath} />}

          {view.quotation ? (
            <>
              <QuotationDetails quotation={view.quotation} />
              <QuotationAnswer
                quotation={view.quotation}
                orderNumber={view.order?.Number}
                action={answerPath}
                reply={reply}
                refusal={refusal}
                declineReasons={declineReasons}
              />
            </>
          ) : null}

          <section
            aria-labelledby="sent-heading"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-steel-800 dark:bg-steel-900"
          >
            <h2 id="sent-heading" className="text-lg font-bold text-steel-950 dark:text-white">
              What you sent
            </h2>
            <dl className="mt-4 grid gap-5 sm:grid-cols-2">
              <Fact label="Reference" value={view.reference} />
              <Fact label="Date" value={instantLabel(view.createdAt)} />
              <Fact label="Company" value={view.company} />
              {view.kind === 'quote' ? <Fact label="Product" value={view.product} /> : null}
              {view.kind === 'quote' ? (
                <div className="sm:col-span-2">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">Drawing</dt>
                  <dd className="mt-1 flex items-center gap-2 break-all text-base font-medium text-steel-950 dark:text-white">
                    {view.drawingName ? (
                      <FileText aria-hidden="true" className="size-4 shrink-0 text-amber-brand-700 dark:text-amber-brand-400" />
                    ) : null}
                    {view.drawingName || 'None'}
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>

          <section
            aria-labelledby="contact-heading"
            className="rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-steel-800 dark:bg-steel-950"
          >
            <h2 id="contact-heading" className="text-lg font-bold text-steel-950 dark:text-white">
              Questions about {view.reference}?
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">Call or write to us and quote your reference.</p>
            <ul className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-6">
              {company.Phones.map((phone, i) => (
                <li key={`${i}-${phone.href}`}>
                  <a
                    href={phone.href}
                    className="inline-flex items-center gap-2 font-semibold text-steel-800 underline underline-offset-4 dark:text-steel-100"
                  >
                    <Phone aria-hidden="true" className="size-4 text-amber-brand-700 dark:text-amber-brand-400" />
                    {phone.label}
                  </a>
                </li>
              ))}
              {chatLink ? (
                <li>
                  <a
                    href={chatLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-2 font-semibold text-steel-800 underline underline-offset-4 dark:text-steel-100"
                  >
                    <MessageCircle aria-hidden="true" className="size-4 text-amber-brand-700 dark:text-amber-brand-400" />
                    Chat on WhatsApp
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ) : null}
              <li>
                <a
                  href={`mailto:${company.Email}?subject=${encodeURIComponent(view.reference)}`}
                  className="inline-flex items-center gap-2 font-semibold text-steel-800 underline underline-offset-4 dark:text-steel-100"
                >
                  <Mail aria-hidden="true" className="size-4 text-amber-brand-700 dark:text-amber-brand-400" />
                  {company.Email}
                </a>
              </li>
            </ul>
          </section>
        </div>
      </Container>
    </>
  );
}
