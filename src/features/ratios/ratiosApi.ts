import { api } from '@/application/api';
import { DEFAULT_NUMBER_PERIOD_SHOW, type PeriodType } from '@/common/constants/finance';
import type {
  MetricKind,
  MetricSetResponse,
  RatiosDataQuery,
  RatiosDataResponse,
  RatioPeriodType,
  SameIndustryResponse,
} from '@/common/contracts/ratios';
import { tickerToWire } from '@/common/contracts/wireNames';

/** Ratios need a balance sheet, so a monthly view falls back to quarters. */
export function ratioPeriodType(periodType: PeriodType): RatioPeriodType {
  return periodType === 'year' ? 'year' : 'quarter';
}

/**
 * The one way to build numeral-data arguments, shared by SSR preload and the screen's hook: the
 * statements' default number of periods.
 */
export function ratiosQueryArgs(input: { ticker: string; periodType: PeriodType }): RatiosDataQuery {
  return {
    ticker: input.ticker,
    period: ratioPeriodType(input.periodType),
    limit: DEFAULT_NUMBER_PERIOD_SHOW,
  };
}

/** Arguments of the same-industry data call: metrics travel as one comma-separated parameter. */
export interface SameIndustryArgs {
  ticker: string;
  metrics: string;
  period: RatioPeriodType;
}

const METRIC_URLS: Record<MetricKind, string> = {
  numeral: '/enterprise/numeral-metric',
  same_industry: '/enterprise/same-industry-metric',
};

export const ratiosApi = api.enhanceEndpoints({ addTagTypes: ['MetricSet'] }).injectEndpoints({
  endpoints: (build) => ({
    // Data calls are silent: the screens show their own error state with a retry button.
    getRatiosData: build.query<RatiosDataResponse, RatiosDataQuery>({
      query: (args) => ({
        url: '/enterprise/numeral-data',
        params: tickerToWire(args),
        silent: true,
        validate: () => import('@/common/contracts/ratios').then((m) => m.ratiosDataResponse),
      }),
    }),
    getSameIndustryData: build.query<SameIndustryResponse, SameIndustryArgs>({
      query: (args) => ({
        url: '/enterprise/same-industry-data',
        params: tickerToWire(args),
        silent: true,
        validate: () => import('@/common/contracts/ratios').then((m) => m.sameIndustryResponse),
      }),
    }),
    /** Argument: the kind and the ticker (its company type picks the set). */
    getMetricSet: build.query<MetricSetResponse, { kind: MetricKind; ticker: string }>({
      query: ({ kind, ticker }) => ({
        url: METRIC_URLS[kind],
        params: tickerToWire({ ticker }),
        silent: true,
        validate: () => import('@/common/contracts/ratios').then((m) => m.metricSetResponse),
      }),
      providesTags: (_result, _error, { kind }) => [{ type: 'MetricSet', id: kind }],
    }),
    /** Saving shows the server's message in a toast when it refuses (not silent). */
    saveMetricSet: build.mutation<MetricSetResponse, { kind: MetricKind; ticker: string; metrics: string[] }>(
      {
        query: ({ kind, ticker, metrics }) => ({
          url: METRIC_URLS[kind],
          method: 'POST',
          data: tickerToWire({ ticker, metrics }),
          validate: () => import('@/common/contracts/ratios').then((m) => m.metricSetResponse),
        }),
        invalidatesTags: (_result, _error, { kind }) => [{ type: 'MetricSet', id: kind }],
      },
    ),
  }),
});

export const {
  useGetRatiosDataQuery,
  useGetSameIndustryDataQuery,
  useGetMetricSetQuery,
  useSaveMetricSetMutation,
} = ratiosApi;
