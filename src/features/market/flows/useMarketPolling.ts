import { useEffect, useState } from 'react';
import { marketPollingInterval } from '@/common/market/marketSession';

/** How often the market clock is read again (the polling starts and stops within a minute). */
const CLOCK_MS = 60_000;

/**
 * RTK Query's pollingInterval for the market cards: MARKET_POLL_MS while the market trades, 0
 * otherwise (0 during the server render and hydration, so both render the same).
 */
export function useMarketPolling(): number {
  const [interval, setPollingInterval] = useState(0);
  useEffect(() => {
    const read = () => {
      setPollingInterval(marketPollingInterval(new Date()));
    };
    read();
    const timer = window.setInterval(read, CLOCK_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, []);
  return interval;
}
