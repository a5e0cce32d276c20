import { Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { currentTheme, setTheme, type Theme } from './theme';

/** Switches between light and dark; icons follow the `dark` class so the first render needs no state. */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const [theme, setLocal] = useState<Theme | null>(null);

  useEffect(() => {
    setLocal(currentTheme());
    const onChange = () => setLocal(currentTheme());
    window.addEventListener('themechange', onChange);
    return () => window.removeEventListener('themechange', onChange);
  }, []);

  return (
    <button
      type="button"
      onClick={() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark')}
      aria-label="Dark theme"
      aria-pressed={theme === null ? undefined : theme === 'dark'}
      title="Toggle light and dark theme"
      data-testid="theme-toggle"
      className={`inline-flex size-10 items-center justify-center rounded-md transition-colors ${className}`}
    >
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
    </button>
  );
}
