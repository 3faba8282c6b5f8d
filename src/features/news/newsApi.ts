import { api } from '@/application/api';
import type { DocumentKind } from '@/common/contracts/admin';
import type { DocumentsResponse, NewsDetail, NewsListResponse } from '@/common/contracts/companyPages';
import { tickerToWire } from '@/common/contracts/wireNames';

/**
 * News and documents of a company (issue 9). Every call is silent: the screens show their own
 * messages (a missing article, a locked documents tab).
 */

export const NEWS_PAGE_SIZE = 10;
export const DOCUMENTS_PAGE_SIZE = 20;

export interface CompanyNewsArgs {
  ticker: string;
  page: number;
  pageSize: number;
}

export interface CompanyDocumentsArgs {
  ticker: string;
  /** Absent: every kind. */
  kind?: DocumentKind;
  page: number;
  pageSize: number;
}

export const newsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompanyNews: build.query<NewsListResponse, CompanyNewsArgs>({
      query: (args) => ({ url: '/enterprise/news', params: tickerToWire(args), silent: true }),
    }),
    getNewsDetail: build.query<NewsDetail, number>({
      query: (id) => ({ url: `/news/${String(id)}`, silent: true }),
    }),
    getCompanyDocuments: build.query<DocumentsResponse, CompanyDocumentsArgs>({
      query: ({ kind, ...args }) => ({
        url: '/enterprise/documents',
        params: tickerToWire(kind ? { ...args, kind } : args),
        silent: true,
      }),
    }),
  }),
});

export const { useGetCompanyNewsQuery, useGetNewsDetailQuery, useGetCompanyDocumentsQuery } = newsApi;
