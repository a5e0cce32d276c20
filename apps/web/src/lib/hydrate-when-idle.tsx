import { lazy, memo, Suspense, type ComponentType } from 'react';

/** Loaders of every deferred component; the server resolves them all before its first render. */
const serverLoads: (() => Promise<unknown>)[] = [];

/** Server only (entry.server): resolves every deferred component once, so no page render ever suspends on one. */
export function loadDeferredComponents(): Promise<unknown> {
  return Promise.all(serverLoads.map((load) => load()));
}

/** Resolves when the browser is first idle (Safari has no requestIdleCallback). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else window.setTimeout(resolve, 1);
  });
}

/**
 * A component whose code loads, and whose server HTML is hydrated, when the browser is first idle.
 * Until then React keeps the server-rendered HTML as it is (a dehydrated Suspense boundary: nothing
 * flashes or moves); its links work as plain links. `memo` keeps a parent's re-render from forcing the
 * boundary to render before its code is there (which would show the empty fallback). Server: the
 * component renders at once, inside the same boundary, so the markup matches.
 */
export function hydrateWhenIdle<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (import.meta.env.SSR) {
    let Loaded: ComponentType<P> | undefined;
    serverLoads.push(async () => {
      Loaded ??= await load();
    });
    return function ServerRendered(props: P) {
      if (!Loaded) throw new Error('hydrateWhenIdle: loadDeferredComponents() must run before rendering');
      return (
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      );
    };
  }
  const Lazy = lazy(() =>
    whenIdle()
      .then(load)
      .then((component) => ({ default: component })),
  );
  return memo(function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }) as unknown as ComponentType<P>;
}
