import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { makeStore, type AppStore } from '@/application/store';
import { DEFAULT_TICKER } from '@/common/constants/finance';
import type { CorpProfile } from '@/common/contracts/enterprise';
import { tickerSchema } from '@/common/contracts/common';
import { enterpriseApi } from '@/features/enterprise/enterpriseApi';
import { setTicker } from '@/features/enterprise/enterpriseSlice';
import type { PageProps } from '@/pages/_app';
import { dehydrateStore } from './dehydrate';
import { isAppError } from '@/server/core/errors';
import { getDb } from '@/server/db/client';
import { getCorpProfile, searchCorps } from '@/server/modules/enterprise/enterprise.service';

/** Adds finance or other data for the ticker to the store before it is serialized. */
export type EnterprisePreload = (store: AppStore, ticker: string) => Promise<void>;

async function findProfile(ticker: string): Promise<CorpProfile | null> {
  try {
    return await getCorpProfile(getDb(), ticker);
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** The default ticker, or when the database lacks it the first company of the search list. */
async function defaultProfile(): Promise<{ ticker: string; profile: CorpProfile | null }> {
  const profile = await findProfile(DEFAULT_TICKER);
  if (profile) return { ticker: DEFAULT_TICKER, profile };
  const [first] = await searchCorps(getDb(), '');
  if (!first) return { ticker: DEFAULT_TICKER, profile: null };
  return { ticker: first.ticker, profile: await findProfile(first.ticker) };
}

/** The same URL without ?ticker= (other query parameters kept). */
function withoutTicker(ctx: GetServerSidePropsContext): string {
  const [pathname = '/'] = ctx.resolvedUrl.split('?');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(ctx.query)) {
    if (key === 'ticker' || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * getServerSideProps of every /enterprise page. Reads ?ticker= (default TCB); a malformed ticker
 * redirects to the page without it, an unknown one is a 404. The store gets the ticker and the corp
 * profile (in the RTK Query cache under the key the header's hook uses), then `preload` adds the
 * page's own data.
 */
export async function enterpriseServerSideProps(
  ctx: GetServerSidePropsContext,
  preload?: EnterprisePreload,
): Promise<GetServerSidePropsResult<PageProps>> {
  const raw = Array.isArray(ctx.query.ticker) ? ctx.query.ticker[0] : ctx.query.ticker;
  let ticker: string;
  let profile: CorpProfile | null;
  if (raw === undefined || raw.trim() === '') {
    ({ ticker, profile } = await defaultProfile());
  } else {
    const parsed = tickerSchema.safeParse(raw);
    if (!parsed.success) return { redirect: { destination: withoutTicker(ctx), permanent: false } };
    ticker = parsed.data;
    profile = await findProfile(ticker);
    if (!profile) return { notFound: true };
  }

  const store = makeStore();
  store.dispatch(setTicker(ticker));
  if (profile) await store.dispatch(enterpriseApi.util.upsertQueryData('getCorpProfile', ticker, profile));
  if (preload) await preload(store, ticker);
  return { props: { initialReduxState: dehydrateStore(store) } };
}
