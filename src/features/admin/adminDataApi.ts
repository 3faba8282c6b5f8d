import { api } from '@/application/api';
import type {
  AdminCompanies,
  AdminCompaniesQuery,
  AdminCompanyRow,
  AdminQualityList,
  AdminQualityQuery,
  CompanyTypeBody,
} from '@/common/contracts/adminData';

/** Query parameters without empty filters. */
function params(values: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'number' || (typeof value === 'string' && value !== '')) out[key] = value;
  }
  return out;
}

/** The console's data screens: quality marks and company types (/api/admin/quality, /api/admin/companies). */
export const adminDataApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminQuality', 'AdminCompanies'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getQualityMarks: build.query<AdminQualityList, Partial<AdminQualityQuery> & { page: number }>({
        query: (args) => ({ url: '/admin/quality', params: params(args) }),
        providesTags: ['AdminQuality'],
        keepUnusedDataFor: 0,
      }),
      getAdminCompanies: build.query<AdminCompanies, Partial<AdminCompaniesQuery> & { page: number }>({
        query: (args) => ({ url: '/admin/companies', params: params(args) }),
        providesTags: ['AdminCompanies'],
        keepUnusedDataFor: 0,
      }),
      setCompanyType: build.mutation<AdminCompanyRow, { ticker: string } & CompanyTypeBody>({
        query: ({ ticker, ...body }) => ({
          url: `/admin/companies/${encodeURIComponent(ticker)}/type`,
          method: 'PUT',
          data: body,
        }),
        invalidatesTags: ['AdminCompanies', 'AdminQuality'],
      }),
    }),
  });

export const { useGetQualityMarksQuery, useGetAdminCompaniesQuery, useSetCompanyTypeMutation } = adminDataApi;
