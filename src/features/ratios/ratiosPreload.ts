import type { AppStore } from '@/application/store';
import type {
  MetricKind,
  MetricSetResponse,
  RatiosDataQuery,
  RatiosDataResponse,
  SameIndustryQuery,
  SameIndustryResponse,
} from '@/common/contracts/ratios';
import type { ParsedUrlQuery } from 'node:querystring';
import { ratioPeriodOf } from './ratioPeriodUrl';
import { ratiosQueryArgs, ratiosApi, type SameIndustryArgs } from './ratiosApi';

/** Server functions the pages pass in (features never import src/server). */
export interface RatiosSource {
  metricSet: (kind: MetricKind, ticker: string) => Promise<MetricSetResponse>;
  ratiosData: (query: RatiosDataQuery) => Promise<RatiosDataResponse>;
  sameIndustryData: (query: SameIndustryQuery) => Promise<SameIndustryResponse>;
}

type PreloadResult = { ok: true } | { ok: false; error: unknown };

async function preloadMetricSet(store: AppStore, source: RatiosSource, kind: MetricKind, ticker: string) {
  const set = await source.metricSet(kind, ticker);
  await store.dispatch(ratiosApi.util.upsertQueryData('getMetricSet', { kind, ticker }, set));
  return set;
}

/** Puts the ratios screen's saved set and ratios (the period of `query`) in the cache under the keys its hooks use. */
export async function preloadRatiosScreen(
  store: AppStore,
  ticker: string,
  source: RatiosSource,
  query: ParsedUrlQuery,
): Promise<PreloadResult> {
  try {
    const args = ratiosQueryArgs({ ticker, periodType: ratioPeriodOf(query) });
    await preloadMetricSet(store, source, 'numeral', ticker);
    await store.dispatch(
      ratiosApi.util.upsertQueryData('getRatiosData', args, await source.ratiosData(args)),
    );
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}

export async function preloadSameIndustryScreen(
  store: AppStore,
  ticker: string,
  source: RatiosSource,
  query: ParsedUrlQuery,
): Promise<PreloadResult> {
  try {
    const set = await preloadMetricSet(store, source, 'same_industry', ticker);
    const period = ratioPeriodOf(query);
    const args: SameIndustryArgs = { ticker, metrics: set.metrics.join(','), period };
    const data = await source.sameIndustryData({ ticker, metrics: set.metrics, period });
    await store.dispatch(ratiosApi.util.upsertQueryData('getSameIndustryData', args, data));
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}
