import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { makeStore } from '@/application/store';
import { preloadScreener } from '@/features/screener/screenerPreload';
import { screenerQuery, screenerViewOf } from '@/features/screener/screenerUrl';
import type { PageProps } from '@/pages/_app';
import { isAppError } from '@/server/core/errors';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { runScreener, screenerOptions } from '@/server/modules/screener/screener.service';
import { sharedScreen } from '@/server/modules/screener/screens.service';
import { dehydrateStore } from './dehydrate';

/**
 * getServerSideProps of /screener: the industries and the results the address asks for in the store,
 * so the table is in the server HTML. A failed preload is logged and the browser asks again.
 */
export async function screenerServerSideProps(
  ctx: Pick<GetServerSidePropsContext, 'query'>,
): Promise<GetServerSidePropsResult<PageProps>> {
  const store = makeStore();
  const db = getDb();
  const result = await preloadScreener(store, ctx.query, {
    run: (request) => runScreener(db, request),
    options: () => screenerOptions(db),
  });
  if (!result.ok) logger.warn({ err: result.error }, 'screener preload failed; the browser will retry');
  return { props: { initialReduxState: dehydrateStore(store) } };
}

export interface SharedScreenPageProps extends PageProps {
  message: string;
}

const SHARE_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * getServerSideProps of /screener/shared/<token>: a live link opens /screener with the shared screen
 * and its name in the address (logged out too, so its results show at once); a dead or malformed
 * one answers 404 with the reason.
 */
export async function sharedScreenServerSideProps(
  ctx: Pick<GetServerSidePropsContext, 'params' | 'res'>,
): Promise<GetServerSidePropsResult<SharedScreenPageProps>> {
  const raw = Array.isArray(ctx.params?.token) ? ctx.params.token[0] : ctx.params?.token;
  if (raw && SHARE_TOKEN.test(raw)) {
    try {
      const shared = await sharedScreen(getDb(), raw);
      const view = screenerViewOf({ c: shared.c, cols: shared.cols, sort: shared.sort, title: shared.name });
      const query = new URLSearchParams(screenerQuery(view)).toString();
      return { redirect: { destination: `/screener?${query}`, permanent: false } };
    } catch (error) {
      if (!isAppError(error) || error.code !== 'NOT_FOUND') throw error;
      ctx.res.statusCode = 404;
      return { props: { message: error.message } };
    }
  }
  ctx.res.statusCode = 404;
  return { props: { message: 'Liên kết chia sẻ bộ lọc không hợp lệ.' } };
}
