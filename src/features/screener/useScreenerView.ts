import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import { screenerQuery, screenerViewOf, type ScreenerView } from './screenerUrl';

/**
 * The screener's view read from the address; a change replaces the address (shallow, no new server
 * render) and the results follow. A new screen pushes a history entry, so Back returns to the last.
 */
export function useScreenerView(): [ScreenerView, (next: ScreenerView, push?: boolean) => void] {
  const router = useRouter();
  const view = useMemo(() => screenerViewOf(router.query), [router.query]);
  const setView = useCallback(
    (next: ScreenerView, push = false) => {
      const target = { pathname: router.pathname, query: screenerQuery(next) };
      const options = { shallow: true, scroll: false };
      void (push ? router.push(target, undefined, options) : router.replace(target, undefined, options));
    },
    [router],
  );
  return [view, setView];
}
