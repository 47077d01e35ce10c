import { type ComponentType, createElement, lazy } from 'react';

/** A route module: its page, and optionally what to ask for as soon as the module is in (before it renders). */
export interface RouteModule {
  default: ComponentType;
  prefetch?: (search: URLSearchParams) => void;
}

export interface PreloadableComponent {
  (): ReturnType<typeof createElement>;
  /** Starts loading the chunk (once); resolves with the module when it is in. */
  preload: () => Promise<RouteModule>;
}

/**
 * `lazy()` that can be loaded ahead of rendering and then renders without suspending. React.lazy suspends on its
 * first render even when the chunk is already in, and each fallback shown holds the content back (React 19 reveals
 * a boundary at most every ~300 ms): three nested lazy routes cost ~1 s of a warm /dashboard. Once
 * `preload()` has resolved, the component renders the module directly.
 */
export function preloadable(load: () => Promise<RouteModule>): PreloadableComponent {
  let loaded: ComponentType | undefined;
  let pending: Promise<RouteModule> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed download may be retried (the next preload or render asks again).
        pending = undefined;
        throw error;
      },
    ));
  // Resolves after `loaded` is set, so the render that follows the suspension already takes the direct path and
  // the lazy wrapper is never committed (switching between the two would remount the page).
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  const Component = () => createElement(loaded ?? Lazy);
  return Object.assign(Component, { preload });
}
