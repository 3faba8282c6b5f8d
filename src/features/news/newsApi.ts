import { api } from '@/application/api';
import type { DocumentKind } from '@/common/contracts/admin';
import type { DocumentsResponse, NewsDetail, NewsListResponse } from '@/common/contracts/companyPages';

/**
 * News and documents of a company (issue 9). Every call is silent: the screens show their own
 * messages (a missing article, a locked documents tab).
 */

export const NEWS_PAGE_SIZE = 10;
export const DOCUMENTS_PAGE_SIZE = 20;

export interface CompanyNewsArgs {
  ticket: string;
  page: number;
  pageSize: number;
}

export interface CompanyDocumentsArgs {
  ticket: string;
  /** Absent: every kind. */
  kind?: DocumentKind;
  page: number;
  pageSize: number;
}

export const newsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompanyNews: build.query<NewsListResponse, CompanyNewsArgs>({
      query: (params) => ({ url: '/enterprise/news', params, silent: true }),
    }),
    getNewsDetail: build.query<NewsDetail, number>({
      query: (id) => ({ url: `/news/${String(id)}`, silent: true }),
    }),
    getCompanyDocuments: build.query<DocumentsResponse, CompanyDocumentsArgs>({
      query: ({ kind, ...params }) => ({
        url: '/enterprise/documents',
        params: kind ? { ...params, kind } : params,
        silent: true,
      }),
    }),
  }),
});

export const { useGetCompanyNewsQuery, useGetNewsDetailQuery, useGetCompanyDocumentsQuery } = newsApi;
