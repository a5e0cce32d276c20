import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';

export interface FigureCardProps {
  label: string;
  value: ReactNode;
  /** The line under the value: what the figure counts, or links to the lists behind it. */
  hint: ReactNode;
  icon: LucideIcon;
  /** The icon badge's colours. */
  tone: string;
  /** The list behind the figure: the whole card links there. */
  to?: string;
  testId: string;
  /** The hint's test id; `<testId>-hint` unless given. */
  hintTestId?: string;
  /** A red border: the figure asks for action (late orders). */
  alert?: boolean;
  /** The value's size: 'sm' so a lakh-sized rupee figure fits its card, 'lg' for a plain count. */
  size?: 'sm' | 'md' | 'lg';
  /** A placeholder in place of the value while the figures load. */
  loading?: boolean;
}

const VALUE_SIZES = { sm: 'text-lg', md: 'text-xl', lg: 'text-2xl' } as const;

/** One dashboard figure: icon, label, value and a line under it; with `to`, the whole card links to the list behind it. */
export function FigureCard({
  label,
  value,
  hint,
  icon: Icon,
  tone,
  to,
  testId,
  hintTestId,
  alert = false,
  size = 'md',
  loading = false,
}: FigureCardProps) {
  const className = `flex items-center gap-4 rounded-xl border bg-white p-4 shadow-sm transition-colors dark:bg-slate-900 ${
    alert ? 'border-red-300 dark:border-red-500/50' : 'border-slate-200 dark:border-slate-700/70'
  }`;
  const body = (
    <>
      <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ${tone}`}>
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</p>
        <p className={`mt-0.5 ${VALUE_SIZES[size]} font-bold break-words tabular-nums text-slate-900 dark:text-white`} data-testid={testId}>
          {loading ? <span className="inline-block h-7 w-10 animate-pulse rounded bg-slate-200 align-middle dark:bg-slate-700" /> : value}
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400" data-testid={hintTestId ?? `${testId}-hint`}>
          {hint}
        </p>
      </div>
    </>
  );
  return to ? (
    <Link
      to={to}
      className={`${className} hover:border-steel-300 hover:bg-steel-50/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-steel-500 dark:hover:border-steel-600 dark:hover:bg-slate-800/60`}
    >
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}
