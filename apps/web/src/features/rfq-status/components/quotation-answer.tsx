import type { QuotationBuyerView } from '@rp/contract';
import { CheckCircle2, CircleAlert, CircleX, Info } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useFetcher } from 'react-router';
import type { AnswerFormReply, AnswerIntent } from '../utils/answer-reply';
import { instantLabel } from '../utils/quotation-format';
import { AcceptForm, DeclineForm } from './answer-forms';
import { chosenQuantitiesText } from './quantity-choices';

const PANEL = 'flex gap-3 rounded-xl border p-4';
const PANEL_TONES = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50',
  error: 'border-red-300 bg-red-50 text-red-950 dark:border-red-700 dark:bg-red-950 dark:text-red-50',
  neutral: 'border-slate-300 bg-slate-50 text-slate-900 dark:border-steel-700 dark:bg-steel-950 dark:text-slate-100',
};

function Panel({
  tone,
  icon,
  testId,
  panelRef,
  children,
}: {
  tone: keyof typeof PANEL_TONES;
  icon: ReactNode;
  testId: string;
  panelRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <div
      ref={panelRef}
      tabIndex={panelRef ? -1 : undefined}
      data-testid={testId}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`scroll-mt-28 outline-none ${PANEL} ${PANEL_TONES[tone]}`}
    >
      <span aria-hidden="true" className="mt-0.5 shrink-0">
        {icon}
      </span>
      <div className="min-w-0 space-y-1">{children}</div>
    </div>
  );
}

/** After the answer: who accepted and when, with the PO number, and what happens next; or when it was declined and why. */
function Answered({ quotation, orderNumber, panelRef }: { quotation: QuotationBuyerView; orderNumber?: string; panelRef: Ref<HTMLDivElement> }) {
  // One text node per sentence: what a reader (or a test) finds is the sentence, not pieces of it.
  const on = (at: string | null) => (at ? ` on ${instantLabel(at)}` : '');
  if (quotation.State === 'Accepted') {
    const by = quotation.AcceptedByName ? ` by ${quotation.AcceptedByName}` : '';
    return (
      <Panel tone="success" testId="quotation-accepted" icon={<CheckCircle2 className="size-5" />} panelRef={panelRef}>
        <p className="font-bold">{`Accepted${by}${on(quotation.AcceptedAt)}.`}</p>
        {quotation.PONumber ? <p>{`PO number: ${quotation.PONumber}`}</p> : null}
        {quotation.ChosenQuantities.length ? <p>{`Quantities ordered: ${chosenQuantitiesText(quotation)}.`}</p> : null}
        <p>Thank you for your order. We have e-mailed a confirmation and will be in touch about delivery.</p>
        {orderNumber ? (
          <p>
            {`What happens next: your order ${orderNumber} goes through our works stage by stage, from material to dispatch, and this page shows each stage as it happens. `}
            <a href="#order" className="font-semibold underline underline-offset-4">
              Follow its progress
            </a>
          </p>
        ) : null}
      </Panel>
    );
  }
  return (
    <Panel tone="neutral" testId="quotation-declined" icon={<CircleX className="size-5" />} panelRef={panelRef}>
      <p className="font-bold">{`Declined${on(quotation.DeclinedAt)}.`}</p>
      {quotation.DeclineReason ? <p>{`Reason: ${quotation.DeclineReason}`}</p> : null}
      <p>Thank you for letting us know. Contact us any time if you would like a revised quotation.</p>
    </Panel>
  );
}

/**
 * The buyer's answer: forms posting to this page, the answer once given, or why the quotation can no longer be
 * answered. Without JavaScript they are plain posts and the server answers with this page again; with it they
 * post through one fetcher to the same action, so a refusal shows in place (no page load, the PO file stays
 * chosen) and an answer brings the page's new state.
 */
export function QuotationAnswer({
  quotation,
  orderNumber,
  action,
  reply: pageReply,
  refusal,
  declineReasons,
}: {
  quotation: QuotationBuyerView;
  /** The order the acceptance made, once there is one. */
  orderNumber?: string;
  declineReasons: string[];
  /** Where the forms post: this page's own address, key included. */
  action: string;
  /** The server's answer to a form posted without JavaScript. */
  reply?: AnswerFormReply;
  /** A message for the whole answer (a refused or too-large post). */
  refusal?: string;
}) {
  const fetcher = useFetcher<AnswerFormReply | null>();
  const [local, setLocal] = useState<AnswerFormReply | null>(null);
  // The fetcher's answer: its fields are still in the form as typed, the PO file still chosen.
  const posted = fetcher.data ? { ...fetcher.data, fileDropped: false } : undefined;
  const reply = local ?? posted ?? pageReply;
  const sectionRef = useRef<HTMLElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const answeredRef = useRef<HTMLDivElement>(null);
  const answered = quotation.State === 'Accepted' || quotation.State === 'Declined';
  const answerableOnMount = useRef(quotation.CanAnswer);

  // Answered here with JavaScript (the page's data came again, nothing scrolled): the answer comes into view and
  // takes the focus, whatever appeared above it meanwhile (the order).
  useEffect(() => {
    if (!answered || !answerableOnMount.current) return;
    answerableOnMount.current = false;
    answeredRef.current?.focus({ preventScroll: true });
    answeredRef.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [answered]);

  // A new post replaces a mistake found before posting.
  useEffect(() => {
    if (fetcher.state === 'submitting') setLocal(null);
  }, [fetcher.state]);
  // A refusal answered in place: the first field to correct gets the focus, else the message comes into view.
  const clientReply = local ?? fetcher.data;
  useEffect(() => {
    if (!clientReply) return;
    const invalid = sectionRef.current?.querySelector<HTMLElement>(`form[data-intent="${clientReply.intent}"] [aria-invalid="true"]`);
    if (invalid) invalid.focus();
    else messageRef.current?.scrollIntoView({ block: 'center' });
  }, [clientReply]);

  const formFor = (intent: AnswerIntent) => (reply?.intent === intent ? reply : undefined);
  // Once it cannot be answered (answered meanwhile, expired, replaced), the panel below says why on its own.
  const message = refusal ?? (quotation.CanAnswer ? reply?.message : undefined);
  return (
    <section
      ref={sectionRef}
      id="answer"
      aria-labelledby="answer-heading"
      className="scroll-mt-28 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-steel-800 dark:bg-steel-900"
    >
      <h2 id="answer-heading" className="text-xl font-extrabold text-steel-950 sm:text-2xl dark:text-white">
        Your answer
      </h2>
      <div className="mt-4 grid gap-6">
        {message ? (
          <Panel tone="error" testId="answer-error" icon={<CircleAlert className="size-5" />} panelRef={messageRef}>
            <p className="font-semibold">{message}</p>
          </Panel>
        ) : null}
        {answered ? (
          <Answered quotation={quotation} orderNumber={orderNumber} panelRef={answeredRef} />
        ) : quotation.CanAnswer ? (
          <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:gap-10">
            <AcceptForm fetcher={fetcher} action={action} reply={formFor('accept')} onRefusedLocally={setLocal} quotation={quotation} />
            <div className="min-w-0 border-t border-slate-200 pt-6 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10 dark:border-steel-800">
              <DeclineForm fetcher={fetcher} action={action} reply={formFor('decline')} reasons={declineReasons} />
            </div>
          </div>
        ) : (
          <Panel tone="neutral" testId="quotation-closed" icon={<Info className="size-5" />}>
            <p className="font-semibold">{quotation.ClosedReason ?? 'This quotation can no longer be answered. Please contact us for a new one.'}</p>
          </Panel>
        )}
      </div>
    </section>
  );
}
