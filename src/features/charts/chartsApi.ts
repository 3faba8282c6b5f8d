import { api } from '@/application/api';
import type {
  ChartSection,
  ChartSectionCreateBody,
  ChartSectionShareResponse,
  SharedChartSection,
} from '@/common/contracts/charts';
import type { ChartTemplateCopyBody, ChartTemplateCopyResponse } from '@/common/contracts/chartTemplateCopy';
import type {
  ChartPeriodType,
  DefaultSectionsResponse,
  FinanceChartOneResponse,
  FinanceChartResponse,
  FinanceChipResponse,
} from '@/common/contracts/financeChart';
import { tickerToWire } from '@/common/contracts/wireNames';

/**
 * Chart data and chart sections (issue 7). Sections of a logged-in user live under
 * /enterprise/chart-section; an anonymous visitor's under /enterprise/stock-template/{deviceId}
 * (`deviceId` set), which the server moves to the account at login. Updates, deletes and the rest
 * address a section by id and work for both owners. Every call is silent: the screens show their own
 * messages (a 409 reads CHART_MESSAGES.conflict).
 */

export interface SectionListArgs {
  symbol: string;
  /** Set for an anonymous visitor: the device's template is read instead. */
  deviceId?: string;
}

export interface SectionCreateArgs {
  section: Pick<ChartSectionCreateBody, 'symbol' | 'sectionName' | 'isAutoAxis'> & {
    /** A template for every ticker (accounts only; issue 33). */
    isTemplate?: boolean;
    /** The charts (a list, or the JSON string of one). */
    config: unknown;
  };
  deviceId?: string;
}

export interface SectionUpdateArgs {
  sectionId: number;
  version: number;
  symbol: string;
  sectionName?: string;
  config?: unknown;
  isAutoAxis?: boolean;
  /** Turns the section into a template for every ticker, or a template back (issue 33). */
  isTemplate?: boolean;
}

export interface FinanceChartArgs {
  ticker: string;
  /** Metric keys joined by commas (kind:id), so equal selections share one cache entry. */
  metrics: string;
  period: ChartPeriodType;
}

const sectionsTag = (symbol: string) => ({ type: 'ChartSection' as const, id: symbol });

/**
 * What a section write makes stale: the ticker's list, or every ticker's when a template (listed on
 * every ticker) is written or turned on or off.
 */
const writtenTags = (symbol: string, template: boolean | undefined) =>
  template ? ['ChartSection' as const] : [sectionsTag(symbol)];

export const chartsApi = api.enhanceEndpoints({ addTagTypes: ['ChartSection'] }).injectEndpoints({
  endpoints: (build) => ({
    getFinanceChips: build.query<FinanceChipResponse, { ticker: string }>({
      query: (args) => ({
        url: '/enterprise/v2/finance-chip',
        params: tickerToWire(args),
        silent: true,
        validate: () => import('@/common/contracts/financeChart').then((m) => m.financeChipResponse),
      }),
    }),
    /** One metric (the financial chart toggles metrics one at a time). */
    getFinanceChartOne: build.query<
      FinanceChartOneResponse,
      { ticker: string; accountId: string; period: ChartPeriodType }
    >({
      query: (args) => ({
        url: '/enterprise/v2/finance-chart',
        params: tickerToWire(args),
        silent: true,
        validate: () => import('@/common/contracts/financeChart').then((m) => m.financeChartOneResponse),
      }),
    }),
    /** Every metric of one chart in one call. */
    getFinanceChart: build.query<FinanceChartResponse, FinanceChartArgs>({
      query: (args) => ({
        url: '/enterprise/finance-chart',
        params: tickerToWire(args),
        silent: true,
        validate: () => import('@/common/contracts/financeChart').then((m) => m.financeChartResponse),
      }),
    }),
    getDefaultSections: build.query<DefaultSectionsResponse, { symbol: string }>({
      query: (params) => ({ url: '/enterprise/chart-section/default', params, silent: true }),
    }),
    getChartSections: build.query<ChartSection[], SectionListArgs>({
      query: ({ symbol, deviceId }) =>
        deviceId
          ? {
              url: `/enterprise/stock-template/${encodeURIComponent(deviceId)}`,
              params: { symbol },
              silent: true,
            }
          : { url: '/enterprise/chart-section', params: { symbol }, silent: true },
      providesTags: (_result, _error, { symbol }) => [sectionsTag(symbol)],
    }),
    createChartSection: build.mutation<ChartSection, SectionCreateArgs>({
      query: ({ section, deviceId }) =>
        deviceId
          ? {
              url: `/enterprise/stock-template/${encodeURIComponent(deviceId)}`,
              method: 'POST',
              silent: true,
              params: { symbol: section.symbol },
              data: {
                sectionName: section.sectionName,
                config: section.config,
                isAutoAxis: section.isAutoAxis,
              },
            }
          : { url: '/enterprise/chart-section', method: 'POST', silent: true, data: section },
      invalidatesTags: (_result, _error, { section }) => [sectionsTag(section.symbol)],
    }),
    /** Copies a ready-made section; the answer names the charts the plan left out. */
    copyDefaultSection: build.mutation<ChartTemplateCopyResponse, ChartTemplateCopyBody>({
      query: (data) => ({
        url: '/enterprise/chart-section/default/copy',
        method: 'POST',
        silent: true,
        data,
      }),
      invalidatesTags: (_result, _error, { symbol }) => [sectionsTag(symbol)],
    }),
    /** `symbol` is the page's ticker: a template's charts are checked and answered for it. */
    updateChartSection: build.mutation<ChartSection, SectionUpdateArgs>({
      query: (data) => ({ url: '/enterprise/chart-section', method: 'PUT', silent: true, data }),
      invalidatesTags: (result, _error, { symbol, isTemplate }) =>
        writtenTags(symbol, result?.isTemplate === true || isTemplate !== undefined),
    }),
    deleteChartSection: build.mutation<
      { sectionId: number },
      { sectionId: number; symbol: string; isTemplate?: boolean }
    >({
      query: ({ sectionId }) => ({
        url: '/enterprise/chart-section',
        method: 'DELETE',
        silent: true,
        params: { sectionId },
      }),
      invalidatesTags: (_result, _error, { symbol, isTemplate }) => writtenTags(symbol, isTemplate),
    }),
    duplicateChartSection: build.mutation<
      ChartSection,
      { sectionId: number; symbol: string; sectionName?: string }
    >({
      query: ({ symbol: _symbol, ...data }) => ({
        url: '/enterprise/chart-section/duplicate',
        method: 'POST',
        silent: true,
        data,
      }),
      invalidatesTags: (result, _error, { symbol }) => writtenTags(symbol, result?.isTemplate),
    }),
    reorderChartSections: build.mutation<ChartSection[], { symbol: string; sectionIds: number[] }>({
      query: (data) => ({ url: '/enterprise/chart-section/reorder', method: 'POST', silent: true, data }),
      invalidatesTags: (result, _error, { symbol }) =>
        writtenTags(
          symbol,
          result?.some((section) => section.isTemplate),
        ),
    }),
    /** Copies a section to another ticker (`symbol`: the target). */
    applyChartSection: build.mutation<ChartSection, { sectionId: number; symbol: string }>({
      query: (data) => ({ url: '/enterprise/chart-section/apply', method: 'POST', silent: true, data }),
      invalidatesTags: (_result, _error, { symbol }) => [sectionsTag(symbol)],
    }),
    shareChartSection: build.mutation<
      ChartSectionShareResponse,
      { sectionId: number; symbol: string; enabled: boolean }
    >({
      // `symbol`, the page's ticker, is where a template's link opens.
      query: (data) => ({
        url: '/enterprise/chart-section/share',
        method: 'POST',
        silent: true,
        data,
      }),
      invalidatesTags: (_result, _error, { symbol }) => [sectionsTag(symbol)],
    }),
    getSharedSection: build.query<SharedChartSection, { token: string }>({
      query: ({ token }) => ({
        url: `/enterprise/chart-section/shared/${encodeURIComponent(token)}`,
        silent: true,
      }),
    }),
  }),
});

export const {
  useGetFinanceChipsQuery,
  useGetFinanceChartOneQuery,
  useGetFinanceChartQuery,
  useGetDefaultSectionsQuery,
  useGetChartSectionsQuery,
  useCreateChartSectionMutation,
  useCopyDefaultSectionMutation,
  useUpdateChartSectionMutation,
  useDeleteChartSectionMutation,
  useDuplicateChartSectionMutation,
  useReorderChartSectionsMutation,
  useApplyChartSectionMutation,
  useShareChartSectionMutation,
  useGetSharedSectionQuery,
} = chartsApi;
