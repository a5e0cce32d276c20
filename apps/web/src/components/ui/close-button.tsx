import type { Ref } from 'react';
import { X } from 'lucide-react';

/** The site's sheet close (the phone menu, the catalogue's filters drawer). */
const SHEET_CLOSE = 'inline-flex size-10 items-center justify-center rounded-md hover:bg-steel-50 dark:hover:bg-steel-900';

export interface CloseButtonProps {
  /** What it closes, for screen readers: 'Close menu'. */
  label: string;
  onClick: () => void;
  className?: string;
  iconClassName?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** An X button that closes a dialog, a sheet or an overlay. */
export function CloseButton({ label, onClick, className = SHEET_CLOSE, iconClassName = 'size-6', ref }: CloseButtonProps) {
  return (
    <button ref={ref} type="button" onClick={onClick} aria-label={label} className={className}>
      <X aria-hidden="true" className={iconClassName} />
    </button>
  );
}
