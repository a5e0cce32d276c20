import type { ReactNode } from 'react';
import { AdminFieldError, adminLabelClass } from '~/components/ui/admin-page';

/** Label, control and its message: the control gets `id`; aria-describedby points at the message or the hint. */
export function OrderField({
  id,
  label,
  hint,
  error,
  className = '',
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <label className={adminLabelClass} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <AdminFieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The ARIA tying a control to its OrderField's message or hint. */
export const describedBy = (id: string, error?: string, hint?: unknown) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

/** "Tell the buyer": mails them and shows the note on their status page. */
export function TellBuyerCheckbox({ id, checked, onChange, what }: { id: string; checked: boolean; onChange: (on: boolean) => void; what: string }) {
  return (
    <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-400 text-steel-700 focus:ring-steel-500 dark:border-slate-500 dark:bg-slate-800"
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-slate-900 dark:text-white">
          Tell the buyer
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-300">
          {what}
        </p>
      </div>
    </div>
  );
}

/** A failed call's message inside a dialog, kept on screen after its toast has gone. */
export function DialogError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-500/10 dark:text-red-200"
      data-testid="dialog-error"
    >
      {message}
    </p>
  );
}
