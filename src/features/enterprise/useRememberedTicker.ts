import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { useAppSelector } from '@/application/hooks';
import { STORAGE_KEYS, safeLocalStorage } from '@/lib/storage';
import { useLazyGetCorpProfileQuery } from './enterpriseApi';
import { selectTicker } from './enterpriseSlice';

const TICKER_PATTERN = /^[A-Z0-9]{1,10}$/;

function isNotFound(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && 'status' in error && error.status === 404);
}

/**
 * The current ticker is remembered in this browser (spec section 4). A page opened without
 * ?ticker= renders the default on the server; here the remembered ticker, once the server confirms
 * it exists, replaces it (?ticker=<remembered>). A remembered ticker the server no longer knows (404)
 * is forgotten and the default stays. A page opened with ?ticker= remembers that ticker.
 */
export function useRememberedTicker(): void {
  const router = useRouter();
  const ticker = useAppSelector(selectTicker);
  const [fetchProfile] = useLazyGetCorpProfileQuery();
  const restoreTried = useRef(false);
  const urlTicker = typeof router.query.ticker === 'string' ? router.query.ticker : undefined;

  // A ticker named in the URL, once the server rendered it (the store holds it), becomes the remembered one.
  useEffect(() => {
    if (urlTicker && urlTicker.trim().toUpperCase() === ticker) {
      safeLocalStorage.set(STORAGE_KEYS.currentTicker, ticker);
    }
  }, [urlTicker, ticker]);

  useEffect(() => {
    if (!router.isReady || urlTicker || restoreTried.current) return;
    restoreTried.current = true;
    const remembered = safeLocalStorage.get(STORAGE_KEYS.currentTicker)?.trim().toUpperCase();
    if (!remembered || remembered === ticker) return;
    if (!TICKER_PATTERN.test(remembered)) {
      safeLocalStorage.remove(STORAGE_KEYS.currentTicker);
      return;
    }
    fetchProfile(remembered, true)
      .unwrap()
      .then(() =>
        router.replace(
          { pathname: router.pathname, query: { ...router.query, ticker: remembered } },
          undefined,
          { shallow: false },
        ),
      )
      .catch((error: unknown) => {
        // Unknown now (delisted, other database): forget it. Other failures keep it for next time.
        if (isNotFound(error)) safeLocalStorage.remove(STORAGE_KEYS.currentTicker);
      });
  }, [router, urlTicker, ticker, fetchProfile]);
}
