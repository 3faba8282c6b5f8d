import type { ParsedUrlQuery } from 'node:querystring';
import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import { DEFAULT_PERIOD_TYPE } from '@/common/constants/finance';
import type { RatioPeriodType } from '@/common/contracts/ratios';
import { ratioPeriodType } from './ratiosApi';

/** The ratio screens' default period: the statements' default, as a ratio period. */
export const DEFAULT_RATIO_PERIOD: RatioPeriodType = ratioPeriodType(DEFAULT_PERIOD_TYPE);

/**
 * The ratio screens' period (`?period=year`; the default quarter leaves the key out), read from the
 * address as the statement pages read theirs (useFinanceView): a link or a reload shows the same
 * table, and the server render preloads exactly what the screen asks for.
 */
export function ratioPeriodOf(query: ParsedUrlQuery): RatioPeriodType {
  const value = Array.isArray(query.period) ? query.period[0] : query.period;
  return value === 'year' || value === 'quarter' ? value : DEFAULT_RATIO_PERIOD;
}

/** `query` with the period replaced (the default leaves the key out); other keys kept. */
export function withRatioPeriod(query: ParsedUrlQuery, period: RatioPeriodType): ParsedUrlQuery {
  const next: ParsedUrlQuery = Object.fromEntries(Object.entries(query).filter(([key]) => key !== 'period'));
  return period === DEFAULT_RATIO_PERIOD ? next : { ...next, period };
}

/** The period of the ratio screen in the address, and a setter that replaces it (shallow, no scroll). */
export function useRatioPeriod(): [RatioPeriodType, (period: RatioPeriodType) => void] {
  const router = useRouter();
  const { query } = router;
  const period = useMemo(() => ratioPeriodOf(query), [query]);
  const setPeriod = useCallback(
    (next: RatioPeriodType) => {
      void router.replace(
        { pathname: router.pathname, query: withRatioPeriod(router.query, next) },
        undefined,
        { shallow: true, scroll: false },
      );
    },
    [router],
  );
  return [period, setPeriod];
}
