import { STORAGE_KEYS } from '@rp/contract/plain';

export type Theme = 'light' | 'dark';

/** Fired on window after the theme changed, with the new theme as detail. */
export const THEME_CHANGE_EVENT = 'themechange';

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** Applies the theme to <html>, stores the choice under 'theme' and tells listeners. */
export function setTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  try {
    window.localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // Storage may be unavailable (private mode); the theme still applies for this page view.
  }
  window.dispatchEvent(new CustomEvent(THEME_CHANGE_EVENT, { detail: theme }));
}
