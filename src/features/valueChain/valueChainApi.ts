import { api } from '@/application/api';
import type { ValueChainResponse } from '@/common/contracts/companyPages';

/** The value chain screen's data (VALUE_CHAIN_ALL, PRO and up); silent: the screen shows its own states. */
export const valueChainApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Argument: the ticker, upper case. */
    getValueChain: build.query<ValueChainResponse, string>({
      query: (ticket) => ({ url: '/enterprise/value-chain', params: { ticket }, silent: true }),
    }),
  }),
});

export const { useGetValueChainQuery } = valueChainApi;
