import { api } from '@/application/api';
import type {
  CompanySourcesResponse,
  DefaultSourcesResponse,
  SourcePriorityBody,
} from '@/common/contracts/adminSources';

/** The source priority of statements (/api/admin/statement-sources, /api/admin/companies/[ticker]/sources). */
export const adminSourcesApi = api.enhanceEndpoints({ addTagTypes: ['AdminSources'] }).injectEndpoints({
  endpoints: (build) => ({
    getDefaultSources: build.query<DefaultSourcesResponse, undefined>({
      query: () => ({ url: '/admin/statement-sources' }),
      providesTags: ['AdminSources'],
      keepUnusedDataFor: 0,
    }),
    setDefaultSources: build.mutation<DefaultSourcesResponse, SourcePriorityBody>({
      query: (body) => ({ url: '/admin/statement-sources', method: 'PUT', data: body }),
      invalidatesTags: ['AdminSources'],
    }),
    getCompanySources: build.query<CompanySourcesResponse, string>({
      query: (ticker) => ({ url: `/admin/companies/${encodeURIComponent(ticker)}/sources` }),
      providesTags: ['AdminSources'],
      keepUnusedDataFor: 0,
    }),
    setCompanySources: build.mutation<CompanySourcesResponse, { ticker: string } & SourcePriorityBody>({
      query: ({ ticker, ...body }) => ({
        url: `/admin/companies/${encodeURIComponent(ticker)}/sources`,
        method: 'PUT',
        data: body,
      }),
      invalidatesTags: ['AdminSources'],
    }),
  }),
});

export const {
  useGetDefaultSourcesQuery,
  useSetDefaultSourcesMutation,
  useGetCompanySourcesQuery,
  useSetCompanySourcesMutation,
} = adminSourcesApi;
