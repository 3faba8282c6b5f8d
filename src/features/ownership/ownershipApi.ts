import { api } from '@/application/api';
import type {
  ForeignRoomResponse,
  InsiderDealsResponse,
  OwnershipResponse,
} from '@/common/contracts/ownership';
import { tickerToWire } from '@/common/contracts/wireNames';

/** Insider deals per page on the ownership tab. */
export const INSIDER_PAGE_SIZE = 10;

export interface InsiderDealsArgs {
  ticker: string;
  page: number;
  pageSize: number;
}

export interface ForeignRoomArgs {
  ticker: string;
  from?: string;
  to?: string;
}

/**
 * The ownership tab's data (src/server/modules/ownership). Every call is silent: each card shows its
 * own loading, empty and error states with "Thử lại".
 */
export const ownershipApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Argument: the ticker, upper case (the key the server preload fills). */
    getOwnership: build.query<OwnershipResponse, string>({
      query: (ticker) => ({ url: '/enterprise/ownership', params: tickerToWire({ ticker }), silent: true }),
    }),
    getInsiderDeals: build.query<InsiderDealsResponse, InsiderDealsArgs>({
      query: (args) => ({ url: '/enterprise/insider-deals', params: tickerToWire(args), silent: true }),
    }),
    getForeignRoom: build.query<ForeignRoomResponse, ForeignRoomArgs>({
      query: (args) => ({ url: '/enterprise/foreign-room', params: tickerToWire(args), silent: true }),
    }),
  }),
});

export const { useGetOwnershipQuery, useGetInsiderDealsQuery, useGetForeignRoomQuery } = ownershipApi;
