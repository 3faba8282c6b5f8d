import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import { BAND_MULTIPLES, type BandMultiple } from '@/common/valuation/labels';
import { BAND_YEARS, DEFAULT_BAND_YEARS, type BandYears } from '@/common/valuation/window';

/** The band shown (multiple and window), kept in the address: `?metric=PB&years=10`. */
export interface ValuationView {
  metric: BandMultiple;
  years: BandYears;
}

type Query = Readonly<Record<string, string | string[] | undefined>>;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The view of an address's query; anything unknown falls back to P/E over 5 years. */
export function valuationViewOf(query: Query): ValuationView {
  const metric = single(query.metric);
  const years = Number(single(query.years));
  return {
    metric: (BAND_MULTIPLES as readonly string[]).includes(metric ?? '') ? (metric as BandMultiple) : 'PE',
    years: (BAND_YEARS as readonly number[]).includes(years) ? (years as BandYears) : DEFAULT_BAND_YEARS,
  };
}

/** The query with the view written in (defaults left out, other parameters kept). */
export function withValuationView(query: Query, view: ValuationView): Record<string, string | string[]> {
  const next: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && key !== 'metric' && key !== 'years') next[key] = value;
  }
  if (view.metric !== 'PE') next.metric = view.metric;
  if (view.years !== DEFAULT_BAND_YEARS) next.years = String(view.years);
  return next;
}

/** The view read from the address; a change replaces it (shallow: no new server render). */
export function useValuationView(): [ValuationView, (change: Partial<ValuationView>) => void] {
  const router = useRouter();
  const { query } = router;
  const view = useMemo(() => valuationViewOf(query), [query]);
  const setView = useCallback(
    (change: Partial<ValuationView>) => {
      const next = withValuationView(router.query, { ...valuationViewOf(router.query), ...change });
      void router.replace({ pathname: router.pathname, query: next }, undefined, {
        shallow: true,
        scroll: false,
      });
    },
    [router],
  );
  return [view, setView];
}
