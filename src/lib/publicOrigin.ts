import App, { type AppContext, type AppInitialProps } from 'next/app';
import { resolveSiteUrl } from '@/common/siteOrigin';

/**
 * The site's public origin as pages see it (issue 29): the server's SITE_URL (else
 * NEXT_PUBLIC_SITE_URL), read at run time, never compiled into the build (src/common/siteOrigin.ts).
 *
 * On the server it is read from the environment on every call. `_app`'s getInitialProps
 * (appInitialPropsWithOrigin) hands it to the browser in the page's props, where `_app` remembers it
 * before its children render, so the server HTML and the hydrated page name the same origin.
 * Because `_app` has getInitialProps, every page is rendered per request: no page's HTML keeps the
 * origin of the machine that built it.
 */

let remembered: string | null = null;

/** The public origin without a trailing slash (`https://vnfin.vn`). */
export function publicOrigin(): string {
  if (typeof window === 'undefined') return resolveSiteUrl(process.env);
  return remembered ?? window.location.origin;
}

/** The same value, for components (canonical link, og:url, JSON-LD, share links). */
export function usePublicOrigin(): string {
  return publicOrigin();
}

/** Called by `_app` in the browser with the origin the server rendered the page with. */
export function rememberPublicOrigin(origin: string | undefined): void {
  if (typeof window !== 'undefined' && origin) remembered = origin;
}

export interface PublicOriginAppProps {
  /** Set by the server render only; client-side navigations keep the remembered one. */
  publicOrigin?: string;
}

/** `_app`'s getInitialProps: Next's own, plus the runtime origin when rendering on the server. */
export async function appInitialPropsWithOrigin(
  context: AppContext,
): Promise<AppInitialProps & PublicOriginAppProps> {
  const props = await App.getInitialProps(context);
  return typeof window === 'undefined' ? { ...props, publicOrigin: publicOrigin() } : props;
}
