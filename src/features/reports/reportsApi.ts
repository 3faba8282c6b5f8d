import { api } from '@/application/api';
import type { ReportAnalysisResponse } from '@/common/contracts/companyPages';
import { tickerToWire } from '@/common/contracts/wireNames';
import type { ReportAnalysisArgs } from './reportFilters';

/** Analysis reports of a company and its industry (issue 9). Silent: the screen shows its own states. */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReportAnalysis: build.query<ReportAnalysisResponse, ReportAnalysisArgs>({
      query: (args) => ({ url: '/enterprise/report-analysis', params: tickerToWire(args), silent: true }),
    }),
  }),
});

export const { useGetReportAnalysisQuery } = reportsApi;
