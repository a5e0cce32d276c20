import type { ReactNode } from 'react';

export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">{children}</dl>;
}

export function DetailItem({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

export function MailLink({ email }: { email: string }) {
  if (!email) return <>N/A</>;
  return (
    <a
      href={`mailto:${email}`}
      className="font-medium text-steel-700 underline decoration-steel-300 underline-offset-2 hover:text-steel-900 dark:text-steel-300 dark:decoration-steel-600 dark:hover:text-white"
    >
      {email}
    </a>
  );
}
