

export type Theme = 'light' | 'dark';

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** Applies the theme to <html> and stores the choice under 'theme'. */
export function setTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  try {
    window.localStorage.setItem('theme', theme);
  } catch {
    // Storage may be unavailable (private mode); the theme still applies for this page view.
  }
  window.dispatchEvent(new CustomEvent('themechange', { detail: theme }));
}
