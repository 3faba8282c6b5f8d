import { api } from '@/application/api';
import type { OhlcResolution, StockOhlcResponse } from '@/common/contracts/companyPages';
import type { Bar, TechnicalSummary } from '@/common/technical';
import { barsFromOhlc } from './ohlc';

/** The technical-analysis screen's data: adjusted price bars and the server's buy / sell summary. */

export interface TechnicalArgs {
  ticket: string;
  resolution: OhlcResolution;
}

/** GET /enterprise/stock-ohlc with the tuples read as bars. */
export interface StockBars {
  ticker: string;
  resolution: OhlcResolution;
  bars: Bar[];
}

/** GET /enterprise/technical-summary: the TechnicalSummary of src/common/technical. */
export type TechnicalSummaryResponse = TechnicalSummary & { ticker: string; resolution: OhlcResolution };

export const technicalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStockBars: build.query<StockBars, TechnicalArgs>({
      query: (params) => ({ url: '/enterprise/stock-ohlc', params, silent: true }),
      transformResponse: (response: StockOhlcResponse) => ({
        ticker: response.ticker,
        resolution: response.resolution,
        bars: barsFromOhlc(Array.isArray(response.bars) ? response.bars : []),
      }),
    }),
    getTechnicalSummary: build.query<TechnicalSummaryResponse, TechnicalArgs>({
      query: (params) => ({ url: '/enterprise/technical-summary', params, silent: true }),
    }),
  }),
});

export const { useGetStockBarsQuery, useGetTechnicalSummaryQuery } = technicalApi;
