import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { makeStore } from '@/application/store';
import { preloadMacroMenuCustom } from '@/features/macro/macroMenuPreload';
import { preloadReleaseCalendar } from '@/features/macro/releaseCalendarApi';
import { resolveMacroPage, type MacroPage } from '@/features/macro/macroPages';
import type { PageProps } from '@/pages/_app';
import { dehydrateStore } from './dehydrate';
import { macroSeo } from './seo/macro';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { macroMenuCustomSource, releaseCalendarSource } from '@/server/modules/macro/macro.handlers';

/**
 * getServerSideProps of /macro: the store gets the whole macro menu and the release calendar as the
 * reader's plan sees them. When either cannot be read the page still renders, and the browser asks
 * for it as before.
 */
export async function macroIndexServerSideProps(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<PageProps>> {
  const store = makeStore();
  const [result, calendar] = await Promise.all([
    preloadMacroMenuCustom(store, macroMenuCustomSource(ctx.req)),
    preloadReleaseCalendar(store, releaseCalendarSource(ctx.req)),
  ]);
  if (!result.ok) logger.warn({ err: result.error }, 'macro menu preload failed; the browser will retry');
  if (!calendar.ok) {
    logger.warn({ err: calendar.error }, 'release calendar preload failed; the browser will retry');
  }
  return { props: { initialReduxState: dehydrateStore(store) } };
}

export interface MacroPageProps extends PageProps {
  page: MacroPage;
}

/**
 * getServerSideProps of /macro/<group>/<child>: the page resolved from the static menu (or the US,
 * China and commodity groups) without the API, 404 when the address names none, with the head's
 * description and preview from the indicator's latest value (src/ssr/seo/macro.ts).
 */
export async function macroPageServerSideProps(
  params: Partial<Record<string, string | string[]>> | undefined,
): Promise<GetServerSidePropsResult<MacroPageProps>> {
  const page = resolveMacroPage(String(params?.group ?? ''), String(params?.child ?? ''));
  if (!page) return { notFound: true };
  return { props: { page, seo: await macroSeo(getDb(), page) } };
}
