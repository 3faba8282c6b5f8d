import { api } from '@/application/api';
import { ENTERPRISE_START_YEAR, type FinanceType, type PeriodType } from '@/common/constants/finance';
import type { FinanceDataQuery, FinanceDataResponse } from '@/common/contracts/finance';
import { tickerToWire } from '@/common/contracts/wireNames';

/** The API refuses more periods than this in one call (contracts/finance.ts). */
const MAX_LIMIT = 200;

export type DerivedBaseStatement = NonNullable<FinanceDataQuery['statement']>;

/**
 * The one way to build the finance-data arguments: getServerSideProps preloads the cache with these
 * and the client hook asks with these, so both hit the same cache entry. Keys with undefined values
 * are left out because RTK Query serializes the args as they are.
 */
export function financeQueryArgs(input: {
  ticker: string;
  tableName: FinanceType;
  periodType: PeriodType;
  numberPeriodShow: number;
  statement?: DerivedBaseStatement;
  /**
   * A growth view asks the server for the changes (finance.views.ts growthGrid): it reads each shown
   * period's base itself, also one the caller's plan does not show (docs/ACCESS.md), and sends only
   * the changes of the shown periods. Figures otherwise.
   */
  growthView?: 'value' | NonNullable<FinanceDataQuery['growth']>;
}): FinanceDataQuery {
  const args: FinanceDataQuery = {
    ticker: input.ticker,
    tableName: input.tableName,
    period: input.periodType,
    start: ENTERPRISE_START_YEAR,
    limit: Math.min(MAX_LIMIT, input.numberPeriodShow),
  };
  if (input.growthView && input.growthView !== 'value') args.growth = input.growthView;
  const derived = input.tableName === 'ANNUALIZE' || input.tableName === 'TRAILING';
  if (derived && input.statement) args.statement = input.statement;
  return args;
}

export const financeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFinanceData: build.query<FinanceDataResponse, FinanceDataQuery>({
      // Errors are shown in the table (with a retry button), so no toast as well.
      query: (args) => ({
        url: '/enterprise/v2/finance-data',
        params: tickerToWire(args),
        silent: true,
        validate: () => import('@/common/contracts/finance').then((m) => m.financeDataResponse),
      }),
    }),
  }),
});

export const { useGetFinanceDataQuery } = financeApi;
