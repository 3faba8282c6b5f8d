import { api } from '@/application/api';
import type { ValueChainResponse } from '@/common/contracts/companyPages';
import { tickerToWire } from '@/common/contracts/wireNames';

/** The value chain screen's data (VALUE_CHAIN_ALL, PRO and up); silent: the screen shows its own states. */
export const valueChainApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Argument: the ticker, upper case. */
    getValueChain: build.query<ValueChainResponse, string>({
      query: (ticker) => ({ url: '/enterprise/value-chain', params: tickerToWire({ ticker }), silent: true }),
    }),
  }),
});

export const { useGetValueChainQuery } = valueChainApi;
