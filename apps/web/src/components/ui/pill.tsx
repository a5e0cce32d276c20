import type { HTMLAttributes } from 'react';

/** A coloured pill for a status, state or stage: `tone` holds its colours (background, text, ring, dark variants). */
export function Pill({ tone, className = '', ...rest }: HTMLAttributes<HTMLSpanElement> & { tone: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone} ${className}`}
      {...rest}
    />
  );
}
