import { useSyncExternalStore } from 'react';

// Whether any toast has been raised in this page's life: the toaster mounts on the first one.
let wanted = false;
const listeners = new Set<() => void>();

/** Called by every toast: the first call mounts the toaster (which then shows the toast from react-hot-toast's store). */
export function demandToastHost(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Calls `listener` when the first toast is raised; returns a function that stops listening. */
export function subscribeToToastHostDemand(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToastHostDemanded = (): boolean => wanted;

/** True once a toast has been raised; always false on the server. */
export function useToastHostDemanded(): boolean {
  return useSyncExternalStore(subscribeToToastHostDemand, isToastHostDemanded, () => false);
}
