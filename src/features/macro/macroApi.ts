import { api } from '@/application/api';
import type {
  MacroDataQuery,
  MacroDataResponse,
  MacroMenuResponse,
  MetricDataResponse,
} from '@/common/contracts/macro';

/**
 * The macro endpoints (issue 8, src/common/contracts/macro.ts). Every call is silent: the screens show
 * their own loading, error and locked states.
 */

export interface MetricDataArgs {
  extendID: string;
  /** A range key (3M ... All) or a start date YYYY-MM-DD; left out: the whole history. */
  filter?: string;
  /** true: the same-period answer (one row of values per year). */
  isSamePeriod?: boolean;
}

export interface MacroMenuArgs {
  /** true: only indicators that can be compared period by period. */
  isSamePeriod?: boolean;
}

/** Only the parameters that are set, so equal requests share one cache entry and one URL. */
function metricParams({ extendID, filter, isSamePeriod }: MetricDataArgs): Record<string, string> {
  return {
    extendID,
    ...(filter ? { filter } : {}),
    ...(isSamePeriod ? { isSamePeriod: 'true' } : {}),
  };
}

function menuParams(args: MacroMenuArgs | undefined): Record<string, string> {
  return args?.isSamePeriod ? { isSamePeriod: 'true' } : {};
}

export const macroApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The ten Vietnamese groups, their indicators and each indicator's series. */
    getMacroMenu: build.query<MacroMenuResponse, MacroMenuArgs | undefined>({
      query: (args) => ({ url: '/macro/menu-macro', params: menuParams(args), silent: true }),
    }),
    /** Every group: Vietnam, the US, China and commodities. */
    getMacroMenuCustom: build.query<MacroMenuResponse, MacroMenuArgs | undefined>({
      query: (args) => ({ url: '/macro/menu-macro-custom', params: menuParams(args), silent: true }),
    }),
    /** One metric's figures, as a time series or year by year (isSamePeriod). */
    getMetricData: build.query<MetricDataResponse, MetricDataArgs>({
      query: (args) => ({
        url: '/macro/metric-data',
        params: metricParams(args),
        silent: true,
        validate: () => import('@/common/contracts/macro').then((m) => m.metricDataResponse),
      }),
    }),
    /** Every series of an indicator as a table. */
    getMacroData: build.query<MacroDataResponse, Partial<MacroDataQuery> & { macroItemId: number }>({
      query: (params) => ({ url: '/macro/get-data', params, silent: true }),
    }),
  }),
});

export const {
  useGetMacroMenuQuery,
  useGetMacroMenuCustomQuery,
  useGetMetricDataQuery,
  useGetMacroDataQuery,
} = macroApi;
