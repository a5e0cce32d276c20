import { Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { currentTheme, setTheme, THEME_CHANGE_EVENT, type Theme } from '~/lib/theme';

const SIZES = {
  md: { button: 'size-10 rounded-md', icon: 'size-5' },
  sm: {
    button: 'h-9 w-9 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-brand-400',
    icon: 'h-4.5 w-4.5',
  },
} as const;

/**
 * Switches between light and dark. The icons follow the `dark` class, so the server-rendered first paint
 * is already right; the pressed state follows every change, from this toggle or any other.
 */
export function ThemeToggle({ size = 'md', className = '' }: { size?: keyof typeof SIZES; className?: string }) {
  const [theme, setLocal] = useState<Theme | null>(null);

  useEffect(() => {
    setLocal(currentTheme());
    const onChange = () => setLocal(currentTheme());
    window.addEventListener(THEME_CHANGE_EVENT, onChange);
    return () => window.removeEventListener(THEME_CHANGE_EVENT, onChange);
  }, []);

  return (
    <button
      type="button"
      onClick={() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark')}
      aria-label="Dark theme"
      aria-pressed={theme === null ? undefined : theme === 'dark'}
      title="Toggle light and dark theme"
      data-testid="theme-toggle"
      className={`inline-flex items-center justify-center transition-colors ${SIZES[size].button} ${className}`}
    >
      <Moon aria-hidden="true" className={`${SIZES[size].icon} dark:hidden`} />
      <Sun aria-hidden="true" className={`hidden ${SIZES[size].icon} dark:block`} />
    </button>
  );
}
