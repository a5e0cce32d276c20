import type { ReactNode } from 'react';
import { cardClass, mutedClass } from '../utils/desk-format';

/** One list of the desk (requests, quotations, orders, proformas): a heading, how many, the items or a line saying none. */
export function DeskSection({
  id,
  title,
  total,
  shown,
  empty,
  children,
}: {
  id: string;
  title: string;
  total: number;
  /** How many items this page shows. */
  shown: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={cardClass} data-testid={`desk-${id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-heading`} className="text-lg font-bold text-steel-950 dark:text-white">
          {title}
        </h2>
        <p className={`text-sm ${mutedClass}`}>{total === 0 ? '' : total > shown ? `${shown} of ${total} on this page` : `${total} in all`}</p>
      </div>
      {shown === 0 ? <p className={`mt-3 text-sm ${mutedClass}`}>{empty}</p> : <ul className="mt-4 grid gap-3">{children}</ul>}
    </section>
  );
}

/** A label and its value inside a list item, kept together on narrow screens. */
export function Fact({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words font-medium text-steel-950 dark:text-white">{children}</dd>
    </div>
  );
}
