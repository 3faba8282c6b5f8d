import { QueryStatus } from '@reduxjs/toolkit/query';
import { useCallback, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '@/application/hooks';
import type { RootState } from '@/application/store';
import type { MetricDataResponse } from '@/common/contracts/macro';
import { HTTP_ERROR_MESSAGES, type DescribedError } from '@/lib/httpErrors';
import { macroApi, useGetMetricDataQuery, type MetricDataArgs } from './macroApi';

/**
 * The figures of the selected metrics, one request per metric (GET /macro/metric-data?extendID=):
 * <MetricSubscriptions> keeps one subscription per metric alive (a removed metric's ends with its
 * component) and useMacroSeries reads the answers from the cache. `samePeriod` asks for the
 * same-period form (isSamePeriod=true), a separate cache entry.
 */

/** The request of one metric: equal selections give equal arguments, hence one cache entry. */
export function metricArgs(extendID: string, samePeriod: boolean): MetricDataArgs {
  return samePeriod ? { extendID, isSamePeriod: true } : { extendID };
}

function MetricSubscription({ extendID, samePeriod }: { extendID: string; samePeriod: boolean }) {
  useGetMetricDataQuery(metricArgs(extendID, samePeriod));
  return null;
}

/** Renders nothing; subscribes to the figures of every id. */
export function MetricSubscriptions({ ids, samePeriod }: { ids: readonly string[]; samePeriod: boolean }) {
  return (
    <>
      {ids.map((id) => (
        <MetricSubscription key={`${id}:${String(samePeriod)}`} extendID={id} samePeriod={samePeriod} />
      ))}
    </>
  );
}

export interface MacroSeriesState {
  /** Answers by extendID (undefined while loading or failed). */
  data: Record<string, MetricDataResponse | undefined>;
  /** Failures by extendID. */
  errors: Record<string, DescribedError | undefined>;
  /** True while a metric has neither figures nor an error yet. */
  loading: boolean;
  /** True while any request is under way (a retry included). */
  fetching: boolean;
  retry: (extendID: string) => void;
  retryAll: () => void;
}

function describe(error: unknown): DescribedError {
  if (error && typeof error === 'object' && 'kind' in error && 'message' in error) {
    return error as DescribedError;
  }
  // A response that did not match the contract.
  return { kind: 'corrupted', message: HTTP_ERROR_MESSAGES.corrupted };
}

function selectorFor(args: MetricDataArgs) {
  const select = macroApi.endpoints.getMetricData.select(args);
  return (state: RootState) => select(state);
}

export function useMacroSeries(ids: readonly string[], samePeriod: boolean): MacroSeriesState {
  const dispatch = useAppDispatch();
  const idList = ids.join(',');
  const selectors = useMemo(
    () =>
      (idList === '' ? [] : idList.split(',')).map((extendID) => ({
        extendID,
        select: selectorFor(metricArgs(extendID, samePeriod)),
      })),
    [idList, samePeriod],
  );
  // Each memoized selector returns the same object while its cache entry is unchanged.
  const results = useAppSelector((state) => selectors.map(({ select }) => select(state)), shallowEqual);

  const retry = useCallback(
    (extendID: string) => {
      void dispatch(
        macroApi.endpoints.getMetricData.initiate(metricArgs(extendID, samePeriod), {
          subscribe: false,
          forceRefetch: true,
        }),
      );
    },
    [dispatch, samePeriod],
  );

  return useMemo((): MacroSeriesState => {
    const data: MacroSeriesState['data'] = {};
    const errors: MacroSeriesState['errors'] = {};
    let loading = false;
    let fetching = false;
    selectors.forEach(({ extendID }, index) => {
      const result = results[index];
      data[extendID] = result?.data;
      if (result?.isError) errors[extendID] = describe(result.error);
      else if (!result?.data) loading = true;
      if (result?.status === QueryStatus.pending) fetching = true;
    });
    const retryAll = () => {
      for (const { extendID } of selectors) if (errors[extendID]) retry(extendID);
    };
    return { data, errors, loading, fetching, retry, retryAll };
  }, [selectors, results, retry]);
}
