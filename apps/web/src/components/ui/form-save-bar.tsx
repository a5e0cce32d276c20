import { Button } from './button';

/**
 * The sticky bar under a long admin form: what state the form is in (said here, not in a toast, which would
 * sit over the Save button), Discard and Save.
 */
export function FormSaveBar({
  invalid,
  dirty,
  submitting,
  onDiscard,
  saveLabel,
  stateTestId,
}: {
  invalid: boolean;
  dirty: boolean;
  submitting: boolean;
  onDiscard: () => void;
  saveLabel: string;
  stateTestId: string;
}) {
  return (
    <div
      data-save-bar
      className="sticky bottom-0 z-10 -mx-4 mt-6 flex items-center justify-end gap-2 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:gap-3 sm:px-6 lg:-mx-8 lg:px-8 dark:border-slate-800 dark:bg-steel-950/95"
    >
      <span
        className={`mr-auto min-w-0 flex-1 text-sm ${invalid ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}
        aria-live="polite"
        data-testid={stateTestId}
      >
        {invalid ? 'Please correct the fields marked in red.' : dirty ? 'Unsaved changes' : 'All changes saved'}
      </span>
      <Button type="button" variant="secondary" disabled={!dirty || submitting} onClick={onDiscard}>
        Discard
      </Button>
      <Button type="submit" variant="steel" busy={submitting} disabled={!dirty}>
        {saveLabel}
      </Button>
    </div>
  );
}
