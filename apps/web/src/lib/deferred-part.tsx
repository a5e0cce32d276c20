import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import { whenIdle } from '~/lib/when-idle';

/** Hydration leaves an element with inner HTML as it is: the server's children stay, no code needed. */
const KEEP_SERVER_HTML = { __html: '' };
/** The wrapper adds no box, so grids, flex rows and margins around the part behave as without it. */
const NO_BOX = { display: 'contents' } as const;

/**
 * A part of a server-rendered page whose code is not needed for the first screen (ADR 041). The server
 * renders it as usual. Hydration keeps the server's HTML as it is without the part's code; when the
 * browser is first idle the code loads and the part renders itself over it, the same markup, from then
 * on with its links and handlers live. Mounted later (a client-side navigation) it loads at once.
 *
 * `server` is the component itself on the server and `undefined` in the browser build, so the browser
 * bundle keeps only `load`'s chunk:
 *   deferredPart(() => import('./footer').then((m) => m.Footer), import.meta.env.SSR ? Footer : undefined)
 *
 * The wrapper is a host element with constant props, so no context change above it can make React drop
 * the server's HTML (unlike a dehydrated Suspense boundary: ADR 039).
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>, server: ComponentType<P> | undefined): ComponentType<P> {
  if (server) {
    const Part = server;
    return function ServerRenderedPart(props: P) {
      return (
        <div data-deferred="static" style={NO_BOX}>
          <Part {...props} />
        </div>
      );
    };
  }

  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => (loading ??= load().then((part) => (loaded = part)));

  return function DeferredPart(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const [Part, setPart] = useState<ComponentType<P> | undefined>(() => loaded);
    // The root marks <html data-hydrated> after the first render: before it, this render is hydration.
    const [hydrating] = useState(() => document.documentElement.dataset.hydrated !== 'true');

    useEffect(() => {
      if (Part) return;
      let mounted = true;
      // A transition: React renders the part in slices of a few milliseconds and lets the browser work
      // in between, instead of one long task while the page is still settling (issue 10's TBT).
      const goLive = (part: ComponentType<P>) => startTransition(() => setPart(() => part));
      const show = (part: ComponentType<P>) => {
        if (!mounted) return;
        const element = box.current;
        // Rendering over the server's HTML replaces its nodes: never under a focused link or button.
        if (element?.contains(document.activeElement)) {
          const onFocusOut = (event: FocusEvent) => {
            if (element.contains(event.relatedTarget as Node | null)) return;
            element.removeEventListener('focusout', onFocusOut);
            if (mounted) goLive(part);
          };
          element.addEventListener('focusout', onFocusOut);
        } else {
          goLive(part);
        }
      };
      const start = () =>
        void loadOnce().then(show, () => {
          loading = undefined;
          // A client-side navigation without the part's code (say, a new deploy removed the chunk): the
          // server renders the page whole. After hydration the server's HTML simply stays.
          if (!hydrating && mounted) window.location.reload();
        });
      const cancel = hydrating ? whenIdle(start) : (start(), undefined);
      return () => {
        mounted = false;
        cancel?.();
      };
    }, [Part, hydrating]);

    if (Part) {
      return (
        <div ref={box} data-deferred="live" style={NO_BOX}>
          <Part {...props} />
        </div>
      );
    }
    return hydrating ? (
      <div ref={box} data-deferred="static" style={NO_BOX} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
    ) : (
      <div ref={box} data-deferred="loading" style={NO_BOX} />
    );
  };
}
