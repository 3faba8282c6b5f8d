import { api } from '@/application/api';
import type {
  PortfolioCreateBody,
  PortfolioDetailResponse,
  PortfolioImportResponse,
  PortfolioListResponse,
  PortfolioPerformanceResponse,
  PortfolioSuggestionsResponse,
  PortfolioSummary,
  PortfolioTransaction,
  PortfolioUpdateBody,
  TransactionInput,
} from '@/common/contracts/portfolios';
import { apiRequest } from '@/lib/http';
import { describeHttpError, HttpError, type DescribedError } from '@/lib/httpErrors';

/**
 * The portfolio screen's calls (issue 32). Reads are silent (each card shows its own loading, empty
 * and error states); writes show the server's Vietnamese reason in the form that sent them. Any
 * write refreshes the portfolio, its suggestions and its performance.
 */

/** A refused write with the server's per-field or per-row reasons (a CSV file's "dòng N"). */
export interface PortfolioWriteError extends DescribedError {
  details?: { path: string; message: string }[];
}

const base = api.enhanceEndpoints({ addTagTypes: ['Portfolios', 'Portfolio'] });

function detailsOf(error: unknown): PortfolioWriteError {
  const described = describeHttpError(error);
  if (error instanceof HttpError && error.data && typeof error.data === 'object' && 'details' in error.data) {
    const details = error.data.details;
    if (Array.isArray(details)) return { ...described, details: details as PortfolioWriteError['details'] };
  }
  return described;
}

/** A write through the http client that keeps the error's details (RTK Query's base query drops them). */
// T names the answer's contract for the endpoint that calls it (the body is not checked here).
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
async function write<T>(
  config: Parameters<typeof apiRequest>[0],
): Promise<{ data: T } | { error: PortfolioWriteError }> {
  try {
    return { data: await apiRequest<T>({ ...config, silent: true }) };
  } catch (error) {
    return { error: detailsOf(error) };
  }
}

const tagsOf = (id: number) => [{ type: 'Portfolio' as const, id }, 'Portfolios' as const];

export const portfoliosApi = base.injectEndpoints({
  endpoints: (build) => ({
    getPortfolios: build.query<PortfolioListResponse, undefined>({
      query: () => ({ url: '/portfolios', silent: true }),
      providesTags: ['Portfolios'],
    }),
    getPortfolio: build.query<PortfolioDetailResponse, number>({
      query: (id) => ({ url: `/portfolios/${String(id)}`, silent: true }),
      providesTags: (_result, _error, id) => [{ type: 'Portfolio', id }],
    }),
    getPortfolioSuggestions: build.query<PortfolioSuggestionsResponse, number>({
      query: (id) => ({ url: `/portfolios/${String(id)}/suggestions`, silent: true }),
      providesTags: (_result, _error, id) => [{ type: 'Portfolio', id }],
    }),
    getPortfolioPerformance: build.query<PortfolioPerformanceResponse, number>({
      query: (id) => ({ url: `/portfolios/${String(id)}/performance`, silent: true }),
      providesTags: (_result, _error, id) => [{ type: 'Portfolio', id }],
    }),
    createPortfolio: build.mutation<PortfolioSummary, PortfolioCreateBody>({
      queryFn: (body) => write<PortfolioSummary>({ url: '/portfolios', method: 'POST', data: body }),
      invalidatesTags: ['Portfolios'],
    }),
    updatePortfolio: build.mutation<PortfolioSummary, { id: number; body: PortfolioUpdateBody }>({
      queryFn: ({ id, body }) =>
        write<PortfolioSummary>({ url: `/portfolios/${String(id)}`, method: 'PUT', data: body }),
      invalidatesTags: (_result, _error, { id }) => tagsOf(id),
    }),
    deletePortfolio: build.mutation<{ id: number }, number>({
      queryFn: (id) => write<{ id: number }>({ url: `/portfolios/${String(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Portfolios'],
    }),
    addTransaction: build.mutation<PortfolioTransaction, { id: number; body: TransactionInput }>({
      queryFn: ({ id, body }) =>
        write<PortfolioTransaction>({
          url: `/portfolios/${String(id)}/transactions`,
          method: 'POST',
          data: body,
        }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : tagsOf(id)),
    }),
    deleteTransaction: build.mutation<{ id: number }, { id: number; transactionId: number }>({
      queryFn: ({ id, transactionId }) =>
        write<{ id: number }>({
          url: `/portfolios/${String(id)}/transactions/${String(transactionId)}`,
          method: 'DELETE',
        }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : tagsOf(id)),
    }),
    importTransactions: build.mutation<PortfolioImportResponse, { id: number; csv: string }>({
      queryFn: ({ id, csv }) =>
        write<PortfolioImportResponse>({
          url: `/portfolios/${String(id)}/import`,
          method: 'POST',
          data: { csv },
        }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : tagsOf(id)),
    }),
  }),
});

export const {
  useGetPortfoliosQuery,
  useGetPortfolioQuery,
  useGetPortfolioSuggestionsQuery,
  useGetPortfolioPerformanceQuery,
  useCreatePortfolioMutation,
  useUpdatePortfolioMutation,
  useDeletePortfolioMutation,
  useAddTransactionMutation,
  useDeleteTransactionMutation,
  useImportTransactionsMutation,
} = portfoliosApi;
