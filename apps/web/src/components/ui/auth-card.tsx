import type { ReactNode } from 'react';
import { Cog } from 'lucide-react';

/** The frame of the back office's signed-out screens (login, forgot and reset password, accept invite). */
export function AuthCard({ title, intro, children, footer }: { title: string; intro: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <main className="relative flex min-h-dvh items-center justify-center overflow-hidden bg-slate-100 px-4 py-10 dark:bg-steel-950">
      <div
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-steel-800 to-steel-700 dark:from-steel-900 dark:to-steel-950"
        aria-hidden="true"
      />
      <div className="relative w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center text-center text-white">
          <span className="mb-3 flex h-12 w-12 items-center justify-center rounded-xl bg-amber-brand-500 text-steel-950 shadow-lg">
            <Cog className="h-6 w-6" aria-hidden="true" />
          </span>
          <p className="text-sm font-medium text-steel-100">Precision parts back office</p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8 dark:border-slate-700/70 dark:bg-slate-900">
          <h1 className="mb-1 text-center text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
          <p className="mb-6 text-center text-sm text-slate-500 dark:text-slate-400">{intro}</p>
          {children}
        </div>
        {footer ? <p className="mt-6 text-center text-sm text-slate-500 dark:text-slate-400">{footer}</p> : null}
      </div>
    </main>
  );
}
