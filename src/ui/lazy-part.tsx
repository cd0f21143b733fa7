import { lazy, Suspense, type ComponentType } from 'react';

/** A lazily loaded part, and a way to ask for its code before it is first drawn. */
export type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A part of a screen whose code loads when it is first drawn (a dialog, say), not with the screen:
 * nothing is drawn in its place meanwhile. Each has a boundary of its own, so one loading never
 * hides another already drawn. `preload` asks for the code sooner (once the screen is idle, say);
 * the part then draws from the same load.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const once = () => {
    // A load that failed (a chunk missing offline, say) is asked for again the next time.
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Part = lazy(once);
  function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPart, { preload: once });
}
