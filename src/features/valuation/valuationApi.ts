import { api } from '@/application/api';
import type { ValuationBandsResponse } from '@/common/contracts/valuation';
import { tickerToWire } from '@/common/contracts/wireNames';
import type { BandMultiple } from '@/common/valuation/labels';
import type { BandYears } from '@/common/valuation/window';

export interface ValuationBandsArgs {
  ticker: string;
  metric: BandMultiple;
  years: BandYears;
}

/** A company's valuation bands (src/server/modules/valuation). */
export const valuationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getValuationBands: build.query<ValuationBandsResponse, ValuationBandsArgs>({
      query: (args) => ({
        url: '/enterprise/valuation-bands',
        params: tickerToWire({ ...args, years: String(args.years) }),
        silent: true,
      }),
    }),
  }),
});

export const { useGetValuationBandsQuery } = valuationApi;
