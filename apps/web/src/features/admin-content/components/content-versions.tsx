import { useState } from 'react';
import { History, Undo2 } from 'lucide-react';
import type { SiteContentDetail } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { toast } from '~/components/ui/toast';
import { formatDateTime } from '~/lib/format';
import { useRestoreContent, useUndoContent } from '../api/content-api';

const unsavedNote = (dirty: boolean) => (dirty ? <p className="font-medium">Your unsaved changes on this screen are discarded.</p> : null);

/** Undo last change, asked first: the site goes back to the version before; the undone one stays listed to restore. */
export function UndoButton({ detail, dirty }: { detail: SiteContentDetail; dirty: boolean }) {
  const undo = useUndoContent();
  const [asking, setAsking] = useState(false);
  const previous = detail.History.find((v) => v.Version < detail.Version && !v.UndoneAt);
  const confirm = async () => {
    try {
      toast.success((await undo.mutateAsync(detail.Kind)).message);
      setAsking(false);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not undo. Please try again.');
    }
  };
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        busy={undo.isPending}
        disabled={!detail.CanUndo || undo.isPending}
        onClick={() => setAsking(true)}
      >
        <Undo2 className="h-4 w-4" aria-hidden="true" />
        Undo last change
      </Button>
      {asking ? (
        <ConfirmDialog
          title="Undo the last change?"
          confirmLabel="Undo"
          busy={undo.isPending}
          onConfirm={() => void confirm()}
          onClose={() => setAsking(false)}
        >
          <p>
            The website goes back to {previous ? `version ${previous.Version}` : 'the version before'} at its next page load. Version {detail.Version}{' '}
            stays in Versions, so you can restore it.
          </p>
          {unsavedNote(dirty)}
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** Every version shown, newest first; an editor restores any earlier one (a new version, which Undo takes back). */
export function VersionList({ detail, canEdit, dirty }: { detail: SiteContentDetail; canEdit: boolean; dirty: boolean }) {
  const restore = useRestoreContent();
  const [asked, setAsked] = useState<number | null>(null);
  const confirm = async (Version: number) => {
    try {
      toast.success((await restore.mutateAsync({ Kind: detail.Kind, Version })).message);
      setAsked(null);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not restore. Please try again.');
    }
  };
  return (
    <details className="mt-6 text-sm text-slate-600 dark:text-slate-300">
      <summary className="cursor-pointer font-medium text-slate-800 dark:text-slate-100">Versions ({detail.History.length})</summary>
      <ol className="mt-2 divide-y divide-slate-100 dark:divide-slate-800" data-testid="content-versions">
        {detail.History.map((v) => (
          <li key={v.Version} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5" data-version={v.Version}>
            <span className="min-w-0 flex-1">
              Version {v.Version}, {formatDateTime(v.SavedAt)}, {v.SavedBy ?? 'as the site started'}
              {v.Version === detail.Version ? ' (current)' : ''}
              {v.UndoneAt ? ` (undone ${formatDateTime(v.UndoneAt)})` : ''}
            </span>
            {canEdit && v.Version !== detail.Version ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => setAsked(v.Version)} aria-label={`Restore version ${v.Version}`}>
                <History className="h-4 w-4" aria-hidden="true" />
                Restore
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {asked !== null ? (
        <ConfirmDialog
          title={`Restore version ${asked}?`}
          confirmLabel={`Restore version ${asked}`}
          busy={restore.isPending}
          onConfirm={() => void confirm(asked)}
          onClose={() => setAsked(null)}
        >
          <p>
            Its texts are saved again as a new version and the website shows them at its next page load. Undo last change takes it back to version{' '}
            {detail.Version}.
          </p>
          {unsavedNote(dirty)}
        </ConfirmDialog>
      ) : null}
    </details>
  );
}
