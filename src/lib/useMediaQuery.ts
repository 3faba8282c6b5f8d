import { useCallback, useSyncExternalStore } from 'react';

/** antd's lg breakpoint: below it the side menu becomes a drawer over the page. */
export const NARROW_SCREEN_QUERY = '(max-width: 991.98px)';

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/**
 * Whether a CSS media query matches, following changes (rotation, resizing). False on the server and
 * while the page hydrates, so the first render matches the server HTML; layout that must be right
 * before any script runs belongs in CSS, this is for behaviour (what a button does, its label).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}
