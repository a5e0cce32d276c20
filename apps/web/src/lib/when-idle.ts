/**
 * Runs `callback` once the browser is first idle, at the latest after `timeout` ms; returns a function
 * that cancels it. Safari has no requestIdleCallback: there it runs after the current task.
 */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1);
  return () => window.clearTimeout(id);
}
