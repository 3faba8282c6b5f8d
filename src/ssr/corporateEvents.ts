import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { makeStore } from '@/application/store';
import { marketEventsQuery } from '@/common/contracts/corporateEvents';
import { tickerToWire } from '@/common/contracts/wireNames';
import { vietnamDate } from '@/common/market/tradingCalendar';
import { calendarArgs, calendarViewOf } from '@/features/events/calendarView';
import { preloadCompanyEvents, preloadMarketEvents } from '@/features/events/eventsPreload';
import type { PageProps } from '@/pages/_app';
import { isAppError } from '@/server/core/errors';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { getCompanyEvents, getMarketEvents } from '@/server/modules/corporateEvents/corporateEvents.service';
import { getDividendHistory } from '@/server/modules/corporateEvents/dividends.service';
import { dehydrateStore } from './dehydrate';
import { enterpriseServerSideProps } from './enterprise';

export interface EventsCalendarPageProps extends PageProps {
  /** The Vietnam date the default range is counted from, the same on the server and in the browser. */
  today: string;
}

/**
 * getServerSideProps of /events: the view read from the address as the screen reads it, and that page
 * of the calendar in the RTK Query cache, so the table is in the server HTML. A view the API refuses
 * (a range over its limit) or a failed read is left to the browser, which says why.
 */
export async function eventsCalendarServerSideProps(
  ctx: Pick<GetServerSidePropsContext, 'query'>,
): Promise<GetServerSidePropsResult<EventsCalendarPageProps>> {
  const today = vietnamDate(new Date());
  const args = calendarArgs(calendarViewOf(ctx.query, today));
  const store = makeStore();
  const parsed = marketEventsQuery.safeParse(tickerToWire(args));
  if (parsed.success) {
    const result = await preloadMarketEvents(store, args, () => getMarketEvents(getDb(), parsed.data, today));
    // An unknown ticker in the filter is the reader's 404, which the browser shows; not a failure.
    const unknownTicker = !result.ok && isAppError(result.error) && result.error.code === 'NOT_FOUND';
    if (!result.ok && !unknownTicker)
      logger.warn({ err: result.error }, 'events calendar preload failed; the browser will retry');
  }
  return { props: { today, initialReduxState: dehydrateStore(store) } };
}

/** getServerSideProps of /enterprise/{TICKER}/events: the company's events and dividend history preloaded. */
export function companyEventsServerSideProps(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<PageProps>> {
  return enterpriseServerSideProps(ctx, async (store, ticker) => {
    const today = vietnamDate(new Date());
    const result = await preloadCompanyEvents(store, ticker, {
      events: (symbol) => getCompanyEvents(getDb(), symbol, today),
      dividends: (symbol) => getDividendHistory(getDb(), symbol, today),
    });
    if (!result.ok)
      logger.warn({ err: result.error, ticker }, 'company events preload failed; the browser will retry');
  });
}
