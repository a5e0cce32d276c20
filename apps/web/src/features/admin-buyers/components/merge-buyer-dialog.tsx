import { useId, useState } from 'react';
import type { BuyerDetail, BuyerListItem } from '@rp/contract';
import { AdminSearchInput } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { TitledDialog } from '~/components/ui/titled-dialog';
import { toast } from '~/components/ui/toast';
import { useDebouncedSearch } from '~/lib/use-debounced-search';
import { isSessionError } from '~/lib/session';
import { useBuyerPage } from '../api/list-buyers';
import { useMergeBuyers } from '../api/merge-buyers';

/** The buyers a search finds, this one left out, as radio choices. */
function Candidates({
  buyer,
  search,
  picked,
  onPick,
}: {
  buyer: BuyerDetail;
  search: string;
  picked: BuyerListItem | null;
  onPick: (b: BuyerListItem) => void;
}) {
  const name = useId();
  const query = useBuyerPage({ search, page: 1 });
  const rows = (query.data?.data ?? []).filter((b) => b._id !== buyer._id).slice(0, 8);
  if (query.isPending) return <p className="text-sm text-slate-500 dark:text-slate-400">Searching…</p>;
  if (query.isError) return <p className="text-sm text-red-700 dark:text-red-300">{query.error.message}</p>;
  if (rows.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">No other buyer matches.</p>;
  return (
    <fieldset>
      <legend className="sr-only">Keep this buyer</legend>
      <ul className="max-h-72 space-y-1.5 overflow-y-auto">
        {rows.map((b) => (
          <li key={b._id}>
            <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-2.5 text-sm has-[:checked]:border-steel-500 has-[:checked]:bg-steel-50 dark:border-slate-700 dark:has-[:checked]:border-steel-400 dark:has-[:checked]:bg-steel-500/15">
              <input type="radio" name={name} className="mt-1" checked={picked?._id === b._id} onChange={() => onPick(b)} />
              <span className="min-w-0 font-medium break-words text-slate-900 dark:text-white">
                {b.Company}
                <span className="block text-xs font-normal break-words text-slate-600 dark:text-slate-300">
                  {[b.GSTIN || 'No GSTIN', b.Contact, b.Email].filter(Boolean).join(' · ')}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * "Merge into…": pick the buyer to keep, then confirm. Every request, quotation, order, proforma and payment of
 * this buyer moves to it and this one is gone; `onMerged` gets the kept buyer's _id.
 */
export function MergeBuyerDialog({ buyer, onClose, onMerged }: { buyer: BuyerDetail; onClose: () => void; onMerged: (keptId: string) => void }) {
  const merge = useMergeBuyers();
  const [search, setSearch] = useState('');
  const [text, setText] = useDebouncedSearch(search, setSearch);
  const [picked, setPicked] = useState<BuyerListItem | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function run(into: BuyerListItem) {
    try {
      const kept = await merge.mutateAsync({ _id: buyer._id, IntoId: into._id });
      toast.success(`${buyer.Company} merged into ${kept.Company}.`);
      onMerged(kept._id);
    } catch (error) {
      setConfirming(false);
      if (!isSessionError(error)) toast.error(error instanceof Error && error.message ? error.message : 'The buyers could not be merged.');
    }
  }

  if (confirming && picked)
    return (
      <ConfirmDialog
        title={`Merge into ${picked.Company}?`}
        confirmLabel="Merge"
        confirmVariant="danger"
        busy={merge.isPending}
        onConfirm={() => void run(picked)}
        onClose={() => setConfirming(false)}
      >
        <p>
          Every request, quotation, order, proforma and payment of <strong className="break-words">{buyer.Company}</strong> moves to{' '}
          <strong className="break-words">{picked.Company}</strong>, and {buyer.Company} is removed. The activity log records it. This cannot be
          undone.
        </p>
      </ConfirmDialog>
    );
  return (
    <TitledDialog
      title="Merge into another buyer"
      description={`The same company entered twice? Pick the buyer to keep; ${buyer.Company} joins it.`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="steel" disabled={!picked} onClick={() => setConfirming(true)}>
            Merge into…
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <AdminSearchInput value={text} onChange={setText} placeholder="Company, GSTIN, contact or e-mail" label="Find the buyer to keep" />
        <Candidates buyer={buyer} search={search.trim()} picked={picked} onPick={setPicked} />
      </div>
    </TitledDialog>
  );
}
