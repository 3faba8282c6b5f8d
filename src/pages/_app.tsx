// First: zod must not probe eval under our CSP (each probe is reported as a violation).
import '@/lib/zodJitless';
import 'dayjs/locale/vi';
import 'nprogress/nprogress.css';
// antd's components style themselves: _document inlines the page's antd styles (SSR extraction).
import '@/styles/globals.css';
import '@/styles/shell.css';
import '@/styles/dataTable.css';
import 'react-toastify/ReactToastify.css';
import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import type { AppProps } from 'next/app';
import { useLayoutEffect, useEffect, useRef, useState } from 'react';
import { Provider } from 'react-redux';
import { hydrate } from '@/application/hydrate';
import { APP_LOCALE } from '@/application/locale';
import { AppShell } from '@/application/layout/AppShell';
import { PageHead } from '@/application/PageHead';
import { makeStore, type RootState } from '@/application/store';
import { APP_THEME } from '@/application/theme';
import { useRouteEffects } from '@/application/useRouteEffects';
import type { PageSeo } from '@/common/seo/pageSeo';
import {
  appInitialPropsWithOrigin,
  rememberPublicOrigin,
  type PublicOriginAppProps,
} from '@/lib/publicOrigin';
import { ToastHost } from '@/lib/ToastHost';

dayjs.locale('vi');

export interface PageProps {
  initialReduxState?: Partial<RootState>;
  /** Title, description, preview and breadcrumbs from the page's data (src/ssr/seo); route defaults without. */
  seo?: PageSeo;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export default function VnFinApp({
  Component,
  pageProps,
  publicOrigin,
}: AppProps<PageProps> & PublicOriginAppProps) {
  // The server's runtime origin (canonical, og:url), kept for client-side navigations.
  rememberPublicOrigin(publicOrigin);
  const [store] = useState(() => makeStore(pageProps.initialReduxState));
  const firstState = useRef(pageProps.initialReduxState);

  // Later client-side navigations bring new server state for the same store.
  useIsomorphicLayoutEffect(() => {
    const next = pageProps.initialReduxState;
    if (next && next !== firstState.current) store.dispatch(hydrate(next as Record<string, unknown>));
  }, [pageProps.initialReduxState, store]);

  useRouteEffects();

  return (
    <Provider store={store}>
      <PageHead seo={pageProps.seo} />
      <ConfigProvider locale={APP_LOCALE} theme={APP_THEME}>
        <AppShell>
          <Component {...pageProps} />
        </AppShell>
        <ToastHost />
      </ConfigProvider>
    </Provider>
  );
}

// Per request on the server: the runtime origin, and no page's HTML frozen at build time (src/lib/publicOrigin.ts).
VnFinApp.getInitialProps = appInitialPropsWithOrigin;
