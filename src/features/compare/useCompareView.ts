import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import { compareQuery, compareViewOf, type CompareView } from '@/common/market/compareView';

export type CompareViewChange = Omit<CompareView, 'dropped' | 'malformed' | 'isDefault'>;

/** The comparison's view read from the address; a change replaces the address (shallow), so a link reproduces it. */
export function useCompareView(): [CompareView, (next: CompareViewChange) => void] {
  const router = useRouter();
  const view = useMemo(() => compareViewOf(router.query), [router.query]);
  const setView = useCallback(
    (next: CompareViewChange) => {
      void router.replace({ pathname: router.pathname, query: compareQuery(next) }, undefined, {
        shallow: true,
        scroll: false,
      });
    },
    [router],
  );
  return [view, setView];
}
