import { WatchlistScreen } from '@/features/watchlists/components/WatchlistScreen';

/** The investor's watchlists (issue 32): named lists as price boards, refreshed while the market trades. */
export default function WatchlistPage() {
  return <WatchlistScreen />;
}
