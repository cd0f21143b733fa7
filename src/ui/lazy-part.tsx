import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A part of a screen whose code loads when it is first drawn (a dialog, say), not with the screen:
 * nothing is drawn in its place meanwhile. Each has a boundary of its own, so one loading never
 * hides another already drawn.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
