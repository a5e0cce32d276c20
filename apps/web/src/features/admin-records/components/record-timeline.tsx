import { useState, type FormEvent } from 'react';
import { NOTE_MAX, type RecordKind, type TimelineEvent } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { formatDateTime } from '~/lib/format';
import { AdminSpinner } from '~/components/ui/admin-page';
import { useAddNote, useRecordDetail } from '../api/record-detail';

function describe(event: TimelineEvent): string {
  if (event.Type === 'created') return event.Text;
  // A move that followed the quotation says why: "…to Done: quotation QT-2026-00042 accepted online by the buyer".
  if (event.Type === 'status') return `Status changed from ${event.From} to ${event.To}${event.Text ? `: ${event.Text}` : ''}`;
  return event.Text;
}

const LABEL: Record<TimelineEvent['Type'], string> = {
  created: 'Received',
  status: 'Status',
  note: 'Note',
  assignment: 'Assigned',
  mail: 'Mail',
  quotation: 'Quotation',
};

/** The record's history, oldest first, and a box to add a note. Everything is rendered as text. */
export function RecordTimeline({ kind, id }: { kind: RecordKind; id: string }) {
  const detail = useRecordDetail(kind, id);
  const addNote = useAddNote(kind, id);
  const [text, setText] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    addNote.mutate(text, { onSuccess: () => setText('') });
  }

  return (
    <section aria-labelledby={`timeline-${id}`} className="space-y-3">
      <h3 id={`timeline-${id}`} className="text-sm font-semibold text-slate-900 dark:text-white">
        Timeline
      </h3>
      {detail.isPending ? (
        <AdminSpinner label="Loading timeline…" />
      ) : detail.isError ? (
        <p className="text-sm text-red-600 dark:text-red-400">Could not load the timeline.</p>
      ) : (
        <ol className="space-y-2 border-l-2 border-slate-200 pl-4 dark:border-slate-700" data-testid="timeline">
          {(detail.data?.Timeline ?? []).map((event, index) => (
            <li key={`${event.At}-${index}`} className="text-sm" data-type={event.Type}>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                <span className="font-semibold text-slate-700 dark:text-slate-200">{LABEL[event.Type]}</span> · {formatDateTime(event.At)} ·{' '}
                {event.By}
              </p>
              <p className="whitespace-pre-line break-words text-slate-800 dark:text-slate-200">{describe(event)}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="space-y-2">
        <label htmlFor={`note-${id}`} className="block text-xs font-medium text-slate-600 dark:text-slate-300">
          Add a note
        </label>
        <textarea
          id={`note-${id}`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={NOTE_MAX}
          rows={3}
          className="w-full rounded-lg border border-slate-300 bg-white p-2 text-sm text-slate-900 shadow-sm focus:border-steel-500 focus:ring-2 focus:ring-steel-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-white"
          placeholder="What was agreed with the buyer…"
        />
        <div className="flex justify-end">
          <Button variant="steel" type="submit" size="sm" busy={addNote.isPending} disabled={!text.trim()}>
            Add note
          </Button>
        </div>
      </form>
    </section>
  );
}
