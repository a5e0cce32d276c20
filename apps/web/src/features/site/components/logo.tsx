import { useCompany } from '~/lib/company-profile';

/** Logo mark (a turned part in a crosshair) and wordmark; follows the current text colour. */
export function Logo({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  const { TradeName } = useCompany();
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <svg viewBox="0 0 40 40" className="size-9 shrink-0" aria-hidden="true">
        <rect x="1" y="1" width="38" height="38" rx="8" className="fill-steel-900 dark:fill-steel-800" stroke="currentColor" strokeOpacity="0.25" />
        <circle cx="20" cy="20" r="11" fill="none" stroke="#f28c1c" strokeWidth="3" />
        <circle cx="20" cy="20" r="4.5" fill="#f28c1c" />
        <path d="M20 4v8M20 28v8M4 20h8M28 20h8" stroke="#e3ebf3" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="flex min-w-0 flex-col leading-none">
        {/* Wraps onto two lines on the narrowest phones rather than pushing the header buttons off screen. */}
        <span className="text-sm leading-tight font-extrabold uppercase tracking-wide min-[360px]:whitespace-nowrap sm:text-[15px] sm:leading-none">
          {TradeName}
        </span>
        {compact ? null : (
          <span className="mt-1 hidden font-mono text-[10px] font-medium uppercase tracking-[0.18em] opacity-80 sm:block">
            Precision Machined Parts · Est. 1997
          </span>
        )}
      </span>
    </span>
  );
}
