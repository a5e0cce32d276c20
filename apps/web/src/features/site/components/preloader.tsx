import { useEffect, useState } from 'react';

/** How long the preloader stays after the window's load event, and how long it fades (spec section 9). */
export const PRELOADER_DELAY_MS = 1400;
export const PRELOADER_FADE_MS = 500;

/**
 * Covers the page until load + 1.4 s, then fades for 0.5 s and is removed. It is server-rendered so it
 * covers the first paint; with JavaScript off a <noscript> style hides it (see root.tsx), and a CSS
 * safety animation uncovers the page if scripts fail. With reduced motion nothing spins and it
 * disappears without a fade.
 */
export function Preloader() {
  const [state, setState] = useState<'visible' | 'fading' | 'gone'>('visible');

  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    let fadeTimer: number | undefined;
    let hideTimer: number | undefined;

    const start = () => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const loadEnd = nav && nav.loadEventEnd > 0 ? nav.loadEventEnd : performance.now();
      const wait = Math.min(PRELOADER_DELAY_MS, Math.max(0, loadEnd + PRELOADER_DELAY_MS - performance.now()));
      fadeTimer = window.setTimeout(() => {
        if (reduced) {
          setState('gone');
          return;
        }
        setState('fading');
        hideTimer = window.setTimeout(() => setState('gone'), PRELOADER_FADE_MS);
      }, wait);
    };

    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(fadeTimer);
      window.clearTimeout(hideTimer);
    };
  }, []);

  if (state === 'gone') return null;
  return (
    <div className="preloader" data-state={state} data-testid="preloader" aria-hidden="true">
      <svg viewBox="0 0 64 64" className="preloader-gear" fill="none">
        <circle cx="32" cy="32" r="18" stroke="#f28c1c" strokeWidth="5" />
        <circle cx="32" cy="32" r="6" fill="#f28c1c" />
        <path
          d="M32 2v10M32 52v10M2 32h10M52 32h10M10.8 10.8l7 7M46.2 46.2l7 7M10.8 53.2l7-7M46.2 17.8l7-7"
          stroke="#c4d4e4"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      <div className="preloader-bar" />
    </div>
  );
}
