import { api } from '@/application/api';
import type {
  IndustryCompaniesResponse,
  IndustryDashboardResponse,
  IndustryListResponse,
  IndustryOverviewResponse,
  PresentationResponse,
} from '@/common/contracts/industry';
import type { CommercialBankResponse } from '@/common/contracts/macro';
import { industrySlug, type DeepDataIndustry } from '@/common/industry/industries';

/**
 * The industry deep-data endpoints (issue 10, src/common/contracts/industry.ts) and the bank
 * comparison of GET /macro/ticket/commercial-bank. Every call is silent: the screens show their own
 * loading, error and locked states (a 403 is a locked section, never a toast). The figures of the
 * charts come from GET /macro/metric-data (src/features/macro/useMacroSeries.tsx).
 */

/** The industry as the routes take it: its URL slug, so one industry is one cache entry. */
function industryParams(industry: DeepDataIndustry): Record<string, string> {
  return { industry: industrySlug(industry) };
}

export const industryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The twenty industries and the presentations, each marked for the caller. */
    getIndustryList: build.query<IndustryListResponse, undefined>({
      query: () => ({
        url: '/industry/list',
        silent: true,
        validate: () => import('@/common/contracts/industry').then((m) => m.industryListResponse),
      }),
    }),
    /** An industry's sections and indicators (structure only; open, `locked` for the caller). */
    getIndustryDashboard: build.query<IndustryDashboardResponse, DeepDataIndustry>({
      query: (industry) => ({
        url: '/industry/dashboard',
        params: industryParams(industry),
        silent: true,
        validate: () => import('@/common/contracts/industry').then((m) => m.industryDashboardResponse),
      }),
    }),
    /** The listed companies of an industry on its operating indicators (DEEP_DATA_<INDUSTRY>). */
    getIndustryCompanies: build.query<IndustryCompaniesResponse, DeepDataIndustry>({
      query: (industry) => ({
        url: '/industry/companies',
        params: industryParams(industry),
        silent: true,
        validate: () => import('@/common/contracts/industry').then((m) => m.industryCompaniesResponse),
      }),
    }),
    /** Every industry's headline figure side by side (DEEP_DATA_ALL). */
    getIndustryOverview: build.query<IndustryOverviewResponse, undefined>({
      query: () => ({
        url: '/industry/overview',
        silent: true,
        validate: () => import('@/common/contracts/industry').then((m) => m.industryOverviewResponse),
      }),
    }),
    /** One presentation and its slides (PRESENT_* of its industry). */
    getPresentation: build.query<PresentationResponse, string>({
      query: (slug) => ({
        url: '/industry/presentation',
        params: { slug },
        silent: true,
        validate: () => import('@/common/contracts/industry').then((m) => m.presentationResponse),
      }),
    }),
    /** Every listed commercial bank with its newest quarter's key ratios (fractions). */
    getCommercialBanks: build.query<CommercialBankResponse, undefined>({
      query: () => ({ url: '/macro/ticket/commercial-bank', silent: true }),
    }),
  }),
});

export const {
  useGetIndustryListQuery,
  useGetIndustryDashboardQuery,
  useGetIndustryCompaniesQuery,
  useGetIndustryOverviewQuery,
  useGetPresentationQuery,
  useGetCommercialBanksQuery,
} = industryApi;
