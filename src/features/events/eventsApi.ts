import { api } from '@/application/api';
import type {
  CompanyEventsResponse,
  DividendHistoryResponse,
  MarketEventsResponse,
} from '@/common/contracts/corporateEvents';
import { tickerToWire } from '@/common/contracts/wireNames';

/**
 * The corporate events calendar, a company's events and its dividend history (issue 31). Silent
 * calls: the screens say themselves what failed and why.
 */

/** The calendar's arguments as sent: kinds comma-joined in the vocabulary's order (one cache key per view). */
export interface MarketEventsArgs {
  from: string;
  to: string;
  kinds?: string;
  exchange?: string;
  ticker?: string;
  page: number;
  pageSize: number;
}

export const eventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMarketEvents: build.query<MarketEventsResponse, MarketEventsArgs>({
      query: (args) => ({
        url: '/market/events',
        params: tickerToWire(args),
        silent: true,
        validate: () =>
          import('@/common/contracts/corporateEventsAnswers').then((m) => m.marketEventsResponse),
      }),
    }),
    /** Argument: the ticker, upper case (the key the page's server render fills). */
    getCompanyEvents: build.query<CompanyEventsResponse, string>({
      query: (ticker) => ({
        url: '/enterprise/events',
        params: tickerToWire({ ticker }),
        silent: true,
        validate: () =>
          import('@/common/contracts/corporateEventsAnswers').then((m) => m.companyEventsResponse),
      }),
    }),
    getDividendHistory: build.query<DividendHistoryResponse, string>({
      query: (ticker) => ({
        url: '/enterprise/dividends',
        params: tickerToWire({ ticker }),
        silent: true,
        validate: () =>
          import('@/common/contracts/corporateEventsAnswers').then((m) => m.dividendHistoryResponse),
      }),
    }),
  }),
});

export const { useGetMarketEventsQuery, useGetCompanyEventsQuery, useGetDividendHistoryQuery } = eventsApi;
