import { useId, type ReactNode, type RefObject } from 'react';
import { X } from 'lucide-react';
import { Dialog } from './dialog';

export interface TitledDialogProps {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
}

const SIZES = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl' } as const;

/** The back office's dialog card: title bar with a close button, scrolling body and an optional footer. Open while mounted. */
export function TitledDialog({ title, description, onClose, children, footer, size = 'md', initialFocusRef, role = 'dialog' }: TitledDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      role={role}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      initialFocusRef={initialFocusRef}
      className="items-end justify-center sm:items-center sm:p-4"
      backdropClassName="bg-slate-950/60 backdrop-blur-[2px]"
      panelClassName={`flex max-h-[92dvh] w-full ${SIZES[size]} flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl ring-1 ring-slate-900/10 sm:rounded-2xl dark:bg-slate-900 dark:ring-white/10`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-700/70">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          className="-mr-1.5 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-steel-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
          aria-label="Close dialog"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
      {footer ? (
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3 dark:border-slate-700/70 dark:bg-slate-900/60">
          {footer}
        </div>
      ) : null}
    </Dialog>
  );
}
