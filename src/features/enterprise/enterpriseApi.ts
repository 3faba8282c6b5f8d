import { api } from '@/application/api';
import type { CorpProfile, CorpSearchItem } from '@/common/contracts/enterprise';
import { tickerToWire } from '@/common/contracts/wireNames';

/**
 * The ticker header's server data. Both calls are silent: the header shows its own loading, empty
 * and error states instead of a toast, and a remembered ticker that no longer exists is expected.
 */
export const enterpriseApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Argument: the text as typed ('' lists the largest companies). */
    corpSearch: build.query<CorpSearchItem[], string>({
      query: (corpText) => ({
        url: '/enterprise/corp-search',
        params: { corpText },
        silent: true,
        validate: () => import('@/common/contracts/enterprise').then((m) => m.corpSearchResponse),
      }),
    }),
    /** Argument: the ticker, upper case (the same key SSR upserts, see src/ssr/enterprise.ts). */
    getCorpProfile: build.query<CorpProfile, string>({
      query: (ticker) => ({
        url: '/enterprise/corp-profile',
        params: tickerToWire({ ticker }),
        silent: true,
        validate: () => import('@/common/contracts/enterprise').then((m) => m.corpProfile),
      }),
    }),
  }),
});

export const { useCorpSearchQuery, useGetCorpProfileQuery, useLazyGetCorpProfileQuery } = enterpriseApi;
