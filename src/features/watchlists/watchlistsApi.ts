import { api } from '@/application/api';
import type {
  Watchlist,
  WatchlistAddResult,
  WatchlistBoardResponse,
  WatchlistCreateBody,
  WatchlistRatioKey,
  WatchlistsResponse,
} from '@/common/contracts/watchlists';

/**
 * The caller's watchlists (GET/POST /api/watchlists ...) and one list's price board. The owner (the
 * account, or a guest's device cookie) is decided by the server; `WatchlistOwnerArg` only keys the
 * cache, so signing in or out reads the lists again. Every call is silent: the screens say what
 * failed in their own words.
 */

/** 'user:<id>' or 'guest': part of the cache key, not sent. */
export type WatchlistOwnerArg = string;

const LISTS = { type: 'Watchlist' as const, id: 'LIST' };
const boardTag = (id: number) => ({ type: 'WatchlistBoard' as const, id });

export const watchlistsApi = api
  .enhanceEndpoints({ addTagTypes: ['Watchlist', 'WatchlistBoard'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getWatchlists: build.query<WatchlistsResponse, WatchlistOwnerArg>({
        query: () => ({ url: '/watchlists', silent: true }),
        providesTags: [LISTS],
      }),
      getWatchlistBoard: build.query<WatchlistBoardResponse, { id: number; owner: WatchlistOwnerArg }>({
        query: ({ id }) => ({ url: `/watchlists/${String(id)}/board`, silent: true }),
        providesTags: (_result, _error, { id }) => [boardTag(id)],
      }),
      createWatchlist: build.mutation<Watchlist, WatchlistCreateBody>({
        query: (data) => ({ url: '/watchlists', method: 'POST', data, silent: true }),
        invalidatesTags: [LISTS],
      }),
      updateWatchlist: build.mutation<
        Watchlist,
        { id: number; name?: string; columns?: WatchlistRatioKey[] }
      >({
        query: ({ id, ...data }) => ({
          url: `/watchlists/${String(id)}`,
          method: 'PATCH',
          data,
          silent: true,
        }),
        invalidatesTags: (_result, _error, { id }) => [LISTS, boardTag(id)],
      }),
      deleteWatchlist: build.mutation<{ id: number }, { id: number }>({
        query: ({ id }) => ({ url: `/watchlists/${String(id)}`, method: 'DELETE', silent: true }),
        invalidatesTags: [LISTS],
      }),
      reorderWatchlists: build.mutation<WatchlistsResponse, { ids: number[] }>({
        query: (data) => ({ url: '/watchlists/order', method: 'PUT', data, silent: true }),
        invalidatesTags: [LISTS],
      }),
      addToWatchlist: build.mutation<WatchlistAddResult, { id: number; tickers: string[] }>({
        query: ({ id, tickers }) => ({
          url: `/watchlists/${String(id)}/items`,
          method: 'POST',
          data: { tickers },
          silent: true,
        }),
        invalidatesTags: (_result, _error, { id }) => [LISTS, boardTag(id)],
      }),
      removeFromWatchlist: build.mutation<Watchlist, { id: number; ticker: string }>({
        query: ({ id, ticker }) => ({
          url: `/watchlists/${String(id)}/items`,
          method: 'DELETE',
          params: { ticker },
          silent: true,
        }),
        invalidatesTags: (_result, _error, { id }) => [LISTS, boardTag(id)],
      }),
      /** The rows' order (the screen shows it at once; the board is read again behind it). */
      reorderWatchlistTickers: build.mutation<Watchlist, { id: number; tickers: string[] }>({
        query: ({ id, tickers }) => ({
          url: `/watchlists/${String(id)}/items`,
          method: 'PUT',
          data: { tickers },
          silent: true,
        }),
        invalidatesTags: (_result, _error, { id }) => [LISTS, boardTag(id)],
      }),
    }),
  });

export const {
  useGetWatchlistsQuery,
  useGetWatchlistBoardQuery,
  useCreateWatchlistMutation,
  useUpdateWatchlistMutation,
  useDeleteWatchlistMutation,
  useReorderWatchlistsMutation,
  useAddToWatchlistMutation,
  useRemoveFromWatchlistMutation,
  useReorderWatchlistTickersMutation,
} = watchlistsApi;
