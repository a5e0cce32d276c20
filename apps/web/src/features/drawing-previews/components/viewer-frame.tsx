import type { ReactNode } from 'react';

/** The toolbar + stage every drawing viewer shares, and the message a viewer shows when it cannot draw. */
export function ViewerFrame({ toolbar, children, footer }: { toolbar: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700">
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-slate-50 px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-800/70">
        {toolbar}
      </div>
      <div className="relative bg-white">{children}</div>
      {footer ? (
        <div className="border-t border-slate-200 px-3 py-2 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-300">{footer}</div>
      ) : null}
    </div>
  );
}

export function ToolButton({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className="inline-flex h-8 min-w-8 items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-2 text-slate-700 hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {children}
    </button>
  );
}

export class PreviewError extends Error {}
