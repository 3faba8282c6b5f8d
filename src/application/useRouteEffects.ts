import { useRouter } from 'next/router';
import NProgress from 'nprogress';
import { useEffect } from 'react';
import { initAnalytics, trackPageView } from '@/lib/analytics';

// nprogress's own template gives its bar role="bar", not an ARIA role (axe: aria-roles): a plain, hidden one.
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  // nprogress finds its bar by `[role="bar"]` by default: without the role it finds none and throws
  // on every route change, which stops client-side navigation.
  barSelector: '.bar',
});

/** The progress bar during route changes and a page view on every route change. */
export function useRouteEffects(): void {
  const router = useRouter();
  useEffect(() => {
    initAnalytics();
    trackPageView(router.asPath);
    const start = (): void => {
      NProgress.start();
    };
    const done = (url?: string): void => {
      NProgress.done();
      if (url) trackPageView(url);
    };
    const failed = (): void => {
      NProgress.done();
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', failed);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', failed);
    };
    // Subscribed once; the first page view is the landing page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router.events]);
}
