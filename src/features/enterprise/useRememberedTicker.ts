import { useEffect } from 'react';
import { useAppSelector } from '@/application/hooks';
import { rememberTicker } from '@/lib/storage';
import { selectTicker } from './enterpriseSlice';

/**
 * The company on screen is remembered in this browser (spec section 4): localStorage, and the
 * LAST_TICKER_COOKIE cookie, which the server reads to send `/enterprise/overview` (no ticker) to
 * this company's page. Set here, in the browser, rather than by a Set-Cookie of every company page:
 * the pages' responses stay the same for everyone (cacheable by a shared cache), and the memory is
 * the browser's own, as the specification has it (docs/DECISIONS.md).
 */
export function useRememberedTicker(): void {
  const ticker = useAppSelector(selectTicker);
  useEffect(() => {
    if (ticker) rememberTicker(ticker);
  }, [ticker]);
}
