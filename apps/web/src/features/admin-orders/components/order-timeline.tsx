import {
  AlarmClock,
  Banknote,
  FileText,
  ShieldAlert,
  ArrowRightLeft,
  CalendarClock,
  CirclePlus,
  MessageSquareText,
  Receipt,
  Megaphone,
  Scissors,
  Truck,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { OrderEvent, OrderEventType } from '@rp/contract';
import { dayText, formatDateTime } from '~/lib/format';

const ICONS: Record<OrderEventType, LucideIcon> = {
  created: CirclePlus,
  stage: ArrowRightLeft,
  dispatch: Truck,
  note: MessageSquareText,
  'promised-date': CalendarClock,
  assignment: UserRound,
  late: AlarmClock,
  'closed-short': Scissors,
  proforma: FileText,
  payment: Banknote,
  'advance-override': ShieldAlert,
  invoice: Receipt,
};

/** A day as the server wrote it into the event: YYYY-MM-DD shown as dd/mm/yyyy, a label as it is. */
const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? dayText(value) : value);

/** What happened, in a line. */
function headline(event: OrderEvent): string {
  switch (event.Type) {
    case 'created':
      return 'Order created from the accepted quotation';
    case 'stage':
      return event.From ? `Moved from ${event.From} to ${event.To}` : `Moved to ${event.To}`;
    case 'dispatch':
      return 'Dispatch recorded';
    case 'note':
      return 'Note';
    case 'promised-date':
      return event.From ? `Promised date moved from ${day(event.From)} to ${day(event.To)}` : `Promised date set to ${day(event.To)}`;
    case 'assignment':
      return event.To ? `Assigned to ${event.To}` : `Unassigned${event.From ? ` (was ${event.From})` : ''}`;
    case 'late':
      return 'Turned late: not dispatched by the promised date';
    case 'closed-short':
      return `Closed short at ${event.From}: the rest will not be sent`;
    case 'proforma':
      return `Proforma ${event.To} ${event.From}`;
    case 'payment':
      return event.From === 'removed' ? `Payment removed: ${event.To}` : `Payment received: ${event.To}`;
    case 'advance-override':
      return 'Dispatched before the advance was in';
    case 'invoice':
      return `Tax invoice ${event.To} ${event.From}`;
  }
}

/** Every move with who, when and the note; oldest first. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">Nothing has happened yet.</p>;
  return (
    <ol className="relative space-y-4" data-testid="order-timeline">
      {events.map((event, i) => {
        const Icon = ICONS[event.Type];
        const last = i === events.length - 1;
        return (
          <li key={event._id} className="relative flex gap-3" data-type={event.Type}>
            {last ? null : <span className="absolute top-8 bottom-[-1rem] left-4 w-px bg-slate-200 dark:bg-slate-700" aria-hidden="true" />}
            <span
              className={`relative flex h-8 w-8 shrink-0 items-center justify-center rounded-full ${
                event.Type === 'late'
                  ? 'bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-200'
                  : 'bg-steel-100 text-steel-700 dark:bg-steel-500/20 dark:text-steel-200'
              }`}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1 pt-1">
              <p className="text-sm font-medium break-words text-slate-900 dark:text-white">{headline(event)}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {event.By || 'Someone'} · <time dateTime={event.At}>{formatDateTime(event.At)}</time>
              </p>
              {event.Note ? (
                <p className="mt-1.5 rounded-lg bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-700 dark:bg-slate-800/70 dark:text-slate-200">
                  {event.Note}
                </p>
              ) : null}
              {event.VisibleToBuyer ? (
                <p className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-steel-700 dark:text-steel-200">
                  <Megaphone className="h-3.5 w-3.5" aria-hidden="true" /> Told the buyer
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
