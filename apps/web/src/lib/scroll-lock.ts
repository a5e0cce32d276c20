let locks = 0;
let saved = { overflow: '', paddingRight: '' };

/** Locks page scrolling (nested locks are counted); returns the unlock function. */
export function lockScroll(): () => void {
  if (typeof document === 'undefined') return () => {};
  const root = document.documentElement;
  if (locks === 0) {
    saved = { overflow: root.style.overflow, paddingRight: document.body.style.paddingRight };
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
    root.dataset.scrollLocked = 'true';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      root.style.overflow = saved.overflow;
      document.body.style.paddingRight = saved.paddingRight;
      delete root.dataset.scrollLocked;
    }
  };
}
