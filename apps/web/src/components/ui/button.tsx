import type { ButtonHTMLAttributes, Ref } from 'react';
import { LoaderCircle } from 'lucide-react';

/**
 * One button for the whole app. The public site's brand buttons and the back office's compact controls
 * are two families of variants: each family has its own shape, focus ring and sizes.
 */
const SITE_BASE =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-brand-500 disabled:cursor-not-allowed disabled:opacity-60';
const ADMIN_BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-steel-500 disabled:cursor-not-allowed disabled:opacity-60 select-none';

const SITE_VARIANTS = {
  primary: 'bg-amber-brand-500 text-steel-950 hover:bg-amber-brand-400 shadow-sm',
  dark: 'bg-steel-900 text-white hover:bg-steel-800 dark:bg-steel-100 dark:text-steel-950 dark:hover:bg-white',
  outline:
    'border border-steel-300 bg-transparent text-steel-900 hover:bg-steel-50 dark:border-steel-600 dark:text-slate-100 dark:hover:bg-steel-900',
  ghostLight: 'border border-white/50 bg-white/10 text-white hover:bg-white/20 backdrop-blur-sm',
} as const;

const ADMIN_VARIANTS = {
  steel: 'bg-steel-700 text-white shadow-sm hover:bg-steel-800 dark:bg-steel-500 dark:hover:bg-steel-600 dark:text-white',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 dark:bg-red-600 dark:hover:bg-red-500',
  ghost: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
} as const;

const SITE_SIZES = { sm: 'px-3 py-2 text-sm', md: 'px-5 py-2.5 text-sm', lg: 'px-6 py-3 text-base' } as const;
const ADMIN_SIZES = { sm: 'h-9 px-3 text-sm', md: 'h-10 px-4 text-sm', icon: 'h-9 w-9 text-sm' } as const;

type SiteVariant = keyof typeof SITE_VARIANTS;
type AdminVariant = keyof typeof ADMIN_VARIANTS;
export type ButtonVariant = SiteVariant | AdminVariant;
/** The sizes of a variant's family. */
export type ButtonSize<V extends ButtonVariant> = V extends SiteVariant ? keyof typeof SITE_SIZES : keyof typeof ADMIN_SIZES;

/** Class names of a button, also for links styled as buttons. */
export function buttonClass<V extends ButtonVariant>(variant: V, size?: ButtonSize<V>, extra = ''): string {
  const v: ButtonVariant = variant;
  const classes =
    v in SITE_VARIANTS
      ? [SITE_BASE, SITE_VARIANTS[v as SiteVariant], SITE_SIZES[(size ?? 'md') as keyof typeof SITE_SIZES]]
      : [ADMIN_BASE, ADMIN_VARIANTS[v as AdminVariant], ADMIN_SIZES[(size ?? 'md') as keyof typeof ADMIN_SIZES]];
  return [...classes, extra].join(' ').trim();
}

export type ButtonProps<V extends ButtonVariant> = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref?: Ref<HTMLButtonElement>;
  variant: V;
  size?: ButtonSize<V>;
  /** Shows a spinner and disables the button. */
  busy?: boolean;
};

export function Button<V extends ButtonVariant>({
  variant,
  size,
  busy = false,
  className = '',
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps<V>) {
  return (
    <button type={type} className={buttonClass(variant, size, className)} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
