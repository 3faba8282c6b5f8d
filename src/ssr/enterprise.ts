import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { makeStore, type AppStore } from '@/application/store';
import {
  COMPANY_SCREENS,
  canonicalTicker,
  companyPath,
  COMPANY_HOME_SCREEN,
  type CompanyScreen,
} from '@/common/companyPaths';
import { enterpriseApi } from '@/features/enterprise/enterpriseApi';
import { setTicker } from '@/features/enterprise/enterpriseSlice';
import type { PageProps } from '@/pages/_app';
import { dehydrateStore } from './dehydrate';
import { companyEntryRedirect, firstParam, searchWithoutTicker } from './companyEntry';
import { findProfile } from './companyProfile';
import { companySeo } from './seo/company';
import { getDb } from '@/server/db/client';

/** Adds finance or other data for the ticker to the store before it is serialized. */
export type EnterprisePreload = (store: AppStore, ticker: string) => Promise<void>;

/** The screen of a company URL, read past its ticker whatever its spelling (`/enterprise/fpt/news`). */
function screenOfUrl(resolvedUrl: string): CompanyScreen | null {
  const [pathname = ''] = resolvedUrl.split('?');
  const screen = pathname.split('/').slice(3).join('/').replace(/\/+$/, '');
  return (COMPANY_SCREENS as readonly string[]).includes(screen) ? (screen as CompanyScreen) : null;
}

/**
 * getServerSideProps of every company page (/enterprise/[ticker]/...). The ticker comes from the
 * path: one spelled otherwise than its canonical form (lower case) redirects permanently to the
 * canonical path with the query kept, a malformed one and an unknown one are 404s. The store gets the
 * ticker and the corp profile (in the RTK Query cache under the key the header's hook uses), then
 * `preload` adds the page's own data. Called without a path ticker (a specification route), it
 * answers the entry redirect instead (src/ssr/companyEntry.ts).
 */
export async function enterpriseServerSideProps(
  ctx: GetServerSidePropsContext,
  preload?: EnterprisePreload,
): Promise<GetServerSidePropsResult<PageProps>> {
  const raw = firstParam(ctx.params?.ticker);
  if (raw === undefined) return companyEntryRedirect(ctx);
  const ticker = canonicalTicker(raw);
  if (!ticker) return { notFound: true };
  if (ticker !== raw) {
    const screen = screenOfUrl(ctx.resolvedUrl);
    if (!screen) return { notFound: true };
    return {
      redirect: {
        destination: `${companyPath(ticker, screen)}${searchWithoutTicker(ctx.resolvedUrl)}`,
        permanent: true,
      },
    };
  }
  const profile = await findProfile(ticker);
  if (!profile) return { notFound: true };

  const store = makeStore();
  store.dispatch(setTicker(ticker));
  await store.dispatch(enterpriseApi.util.upsertQueryData('getCorpProfile', ticker, profile));
  if (preload) await preload(store, ticker);
  const seo = await companySeo(getDb(), ticker, screenOfUrl(ctx.resolvedUrl) ?? COMPANY_HOME_SCREEN);
  return { props: { initialReduxState: dehydrateStore(store), seo } };
}
