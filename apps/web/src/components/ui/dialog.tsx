import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { lockScroll } from './scroll-lock';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Open dialogs, innermost last: only the top one reacts to Escape and Tab. */
const stack: symbol[] = [];

export function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[aria-hidden="true"]') && !el.hasAttribute('inert') && el.getClientRects().length > 0,
  );
}

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Accessible name: the id of the visible heading, or a label. */
  labelledBy?: string;
  label?: string;
  /** Element to focus first; otherwise the first focusable element of the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Classes of the full-screen wrapper (positions the panel). */
  className?: string;
  /** Classes of the panel itself. */
  panelClassName?: string;
  /** Classes of the backdrop. */
  backdropClassName?: string;
  testId?: string;
}

/**
 * Modal dialog: rendered into <body>, locks page scroll, traps focus, closes on Escape or a click on
 * the backdrop, and returns focus to the element that opened it.
 */
export function Dialog({
  open,
  onClose,
  children,
  labelledBy,
  label,
  initialFocusRef,
  className = 'items-center justify-center p-4',
  panelClassName = '',
  backdropClassName = 'bg-steel-950/70 backdrop-blur-sm',
  testId,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const pointerDownOnBackdrop = useRef(false);

  useEffect(() => {
    if (!open) return;
    const token = Symbol('dialog');
    stack.push(token);
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const unlock = lockScroll();

    const panel = panelRef.current;
    const first =
      initialFocusRef?.current ?? panel?.querySelector<HTMLElement>('[data-autofocus]') ?? (panel ? focusableWithin(panel)[0] : undefined);
    (first ?? panel)?.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== token || !panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableWithin(panel);
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !panel.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !panel.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);

    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      const index = stack.indexOf(token);
      if (index >= 0) stack.splice(index, 1);
      unlock();
      if (previouslyFocused && document.contains(previouslyFocused)) previouslyFocused.focus({ preventScroll: true });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div className={`fixed inset-0 z-[60] flex ${className}`} data-testid={testId}>
      <div
        className={`absolute inset-0 ${backdropClassName}`}
        data-testid={testId ? `${testId}-backdrop` : undefined}
        aria-hidden="true"
        onPointerDown={() => {
          pointerDownOnBackdrop.current = true;
        }}
        onClick={() => {
          if (pointerDownOnBackdrop.current) onCloseRef.current();
          pointerDownOnBackdrop.current = false;
        }}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
        className={`relative outline-none ${panelClassName}`}
        onPointerDown={() => {
          pointerDownOnBackdrop.current = false;
        }}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

export function useDialogTitleId() {
  return useId();
}
