/** Shared button and link styles. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-brand-500 disabled:cursor-not-allowed disabled:opacity-60';

const variants = {
  primary: 'bg-amber-brand-500 text-steel-950 hover:bg-amber-brand-400 shadow-sm',
  dark: 'bg-steel-900 text-white hover:bg-steel-800 dark:bg-steel-100 dark:text-steel-950 dark:hover:bg-white',
  outline:
    'border border-steel-300 bg-transparent text-steel-900 hover:bg-steel-50 dark:border-steel-600 dark:text-slate-100 dark:hover:bg-steel-900',
  ghostLight: 'border border-white/50 bg-white/10 text-white hover:bg-white/20 backdrop-blur-sm',
  subtle: 'bg-steel-100 text-steel-900 hover:bg-steel-200 dark:bg-steel-800 dark:text-slate-100 dark:hover:bg-steel-700',
} as const;

const sizes = {
  sm: 'px-3 py-2 text-sm',
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
} as const;

export function buttonClass(variant: keyof typeof variants = 'primary', size: keyof typeof sizes = 'md', extra = '') {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`;
}
