import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import { financeViewOf, withViewQuery, type FinanceView } from './financeUrl';

/**
 * The statement pages' view settings (unit, period type, number of periods), read from the address:
 * the URL is their one source of truth, so a link or a reload shows the same table. Changing one
 * replaces the address (shallow: no new server render); the screen follows the new query.
 */
export function useFinanceView(): [FinanceView, (change: Partial<FinanceView>) => void] {
  const router = useRouter();
  const { query } = router;
  const view = useMemo(() => financeViewOf(query), [query]);
  const setView = useCallback(
    (change: Partial<FinanceView>) => {
      const next = withViewQuery(router.query, { ...financeViewOf(router.query), ...change });
      void router.replace({ pathname: router.pathname, query: next }, undefined, {
        shallow: true,
        scroll: false,
      });
    },
    [router],
  );
  return [view, setView];
}
