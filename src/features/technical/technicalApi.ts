import { api } from '@/application/api';
import type { OhlcResolution, StockOhlcResponse } from '@/common/contracts/companyPages';
import { tickerToWire } from '@/common/contracts/wireNames';
import type { Bar, TechnicalSummary } from '@/common/technical';
import { barsFromOhlc } from './ohlc';

/** The technical-analysis screen's data: adjusted price bars and the server's buy / sell summary. */

export interface TechnicalArgs {
  ticker: string;
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
      query: (args) => ({ url: '/enterprise/stock-ohlc', params: tickerToWire(args), silent: true }),
      transformResponse: (response: StockOhlcResponse) => ({
        ticker: response.ticker,
        resolution: response.resolution,
        bars: barsFromOhlc(Array.isArray(response.bars) ? response.bars : []),
      }),
    }),
    getTechnicalSummary: build.query<TechnicalSummaryResponse, TechnicalArgs>({
      query: (args) => ({ url: '/enterprise/technical-summary', params: tickerToWire(args), silent: true }),
    }),
  }),
});

export const { useGetStockBarsQuery, useGetTechnicalSummaryQuery } = technicalApi;
