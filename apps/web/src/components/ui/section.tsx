import type { ReactNode } from 'react';

export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}

/** `sizes` of an image filling one half of `<Container className="grid lg:grid-cols-2 gap-12">` (full width below lg). */
export const HALF_CONTAINER_SIZES =
  '(min-width: 1280px) 584px, (min-width: 1024px) calc((100vw - 112px) / 2), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

/** Small mono label above a heading. */
export function Eyebrow({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <p className={`font-mono text-xs font-semibold uppercase tracking-[0.2em] text-amber-brand-700 dark:text-amber-brand-400 ${className}`}>
      {children}
    </p>
  );
}

export function SectionHeading({
  eyebrow,
  title,
  text,
  id,
  align = 'left',
}: {
  eyebrow?: string;
  title: string;
  text?: string;
  id?: string;
  align?: 'left' | 'center';
}) {
  return (
    <div className={`max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-steel-950 sm:text-4xl dark:text-white">
        {title}
      </h2>
      {text ? <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{text}</p> : null}
    </div>
  );
}

/** Page hero for inner pages: dark steel band with a blueprint grid. */
export function PageHero({ eyebrow, title, text, children }: { eyebrow: string; title: ReactNode; text?: string; children?: ReactNode }) {
  return (
    <section className="blueprint-grid relative overflow-hidden bg-steel-950 pb-16 pt-32 text-white sm:pb-20 sm:pt-40">
      <Container>
        <p className="font-mono text-xs font-semibold uppercase tracking-[0.2em] text-amber-brand-400">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {text ? <p className="mt-5 max-w-2xl text-lg text-steel-100">{text}</p> : null}
        {children}
      </Container>
    </section>
  );
}
