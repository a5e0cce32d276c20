import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';

export interface FigureCardProps {
  label: string;
  value: string;
  hint: string;
  icon: LucideIcon;
  /** The icon badge's colours. */
  tone: string;
  to: string;
  testId: string;
  /** A red border: the figure asks for action (late orders). */
  alert?: boolean;
  /** A smaller value, so a lakh-sized rupee figure fits its card. */
  compact?: boolean;
}

/** One dashboard figure: icon, label, value and a line under it; the whole card links to the list behind it. */
export function FigureCard({ label, value, hint, icon: Icon, tone, to, testId, alert = false, compact = false }: FigureCardProps) {
  return (
    <Link
      to={to}
      className={`flex items-center gap-4 rounded-xl border bg-white p-4 shadow-sm transition-colors hover:border-steel-300 hover:bg-steel-50/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-steel-500 dark:bg-slate-900 dark:hover:border-steel-600 dark:hover:bg-slate-800/60 ${
        alert ? 'border-red-300 dark:border-red-500/50' : 'border-slate-200 dark:border-slate-700/70'
      }`}
    >
      <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ${tone}`}>
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</p>
        <p
          className={`mt-0.5 ${compact ? 'text-lg' : 'text-xl'} font-bold break-words tabular-nums text-slate-900 dark:text-white`}
          data-testid={testId}
        >
          {value}
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400" data-testid={`${testId}-hint`}>
          {hint}
        </p>
      </div>
    </Link>
  );
}
