import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import { priceHistoryViewOf, withPriceHistoryView, type PriceHistoryView } from './priceHistoryUrl';

/**
 * The price history's dates and page, read from the address (its one source of truth). A change
 * replaces the address (shallow: no new server render) and the table follows the new query.
 */
export function usePriceHistoryView(): [PriceHistoryView, (change: Partial<PriceHistoryView>) => void] {
  const router = useRouter();
  const { query } = router;
  const view = useMemo(() => priceHistoryViewOf(query), [query]);
  const setView = useCallback(
    (change: Partial<PriceHistoryView>) => {
      const next = withPriceHistoryView(router.query, { ...priceHistoryViewOf(router.query), ...change });
      void router.replace({ pathname: router.pathname, query: next }, undefined, {
        shallow: true,
        scroll: false,
      });
    },
    [router],
  );
  return [view, setView];
}
