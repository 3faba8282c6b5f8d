import { api } from '@/application/api';
import type { NewsListResponse, OverviewResponse, StockOhlcResponse } from '@/common/contracts/companyPages';
import { tickerToWire } from '@/common/contracts/wireNames';

/** How many news the overview lists. */
export const OVERVIEW_NEWS_COUNT = 5;

export interface StockOhlcArgs {
  ticker: string;
  resolution: 'day';
  /** YYYY-MM-DD; absent for the whole history. */
  from?: string;
}

/**
 * The overview screen's data. Every call is silent: each card shows its own loading, empty and error
 * states (with "Thử lại") instead of a toast.
 */
export const overviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Argument: the ticker, upper case (the key src/ssr/overview.ts fills on the server). */
    getOverview: build.query<OverviewResponse, string>({
      query: (ticker) => ({ url: '/enterprise/overview', params: tickerToWire({ ticker }), silent: true }),
    }),
    getStockOhlc: build.query<StockOhlcResponse, StockOhlcArgs>({
      query: (args) => ({ url: '/enterprise/stock-ohlc', params: tickerToWire(args), silent: true }),
    }),
    /** Argument: the ticker; the newest OVERVIEW_NEWS_COUNT items. */
    getOverviewNews: build.query<NewsListResponse, string>({
      query: (ticker) => ({
        url: '/enterprise/news',
        params: tickerToWire({ ticker, pageSize: OVERVIEW_NEWS_COUNT }),
        silent: true,
      }),
    }),
  }),
});

export const { useGetOverviewQuery, useGetStockOhlcQuery, useGetOverviewNewsQuery } = overviewApi;
