import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False on the server and while the page hydrates, true from the render right after hydration (and
 * at once for components mounted later). For values the server cannot know, such as Next's
 * `router.isReady`, which a static page's browser may see as true already while hydrating: rendering
 * it then would make an attribute differ from the server HTML, and React keeps the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
