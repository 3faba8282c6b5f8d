import { useRouter } from 'next/router';
import { useHydrated } from './useHydrated';

/**
 * Whether the page may read `router.query`: Next's `router.isReady`, but false while the page
 * hydrates. A static page (no getServerSideProps) is rendered on the server with an empty query, and
 * its browser may already see `isReady` true during hydration; drawing the query's content then
 * differs from the server HTML and React throws the page's markup away (hydration error #418).
 */
export function useRouterReady(): boolean {
  const router = useRouter();
  return useHydrated() && router.isReady;
}
