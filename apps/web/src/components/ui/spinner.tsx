import { Loader2 } from 'lucide-react';

export function Spinner({ label = 'Loading…', className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex flex-col items-center justify-center gap-3 py-16 ${className}`}>
      <Loader2 aria-hidden="true" className="size-10 animate-spin text-steel-600 dark:text-steel-300" />
      <span className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</span>
    </div>
  );
}
