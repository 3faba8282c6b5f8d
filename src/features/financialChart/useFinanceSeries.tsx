import { useCallback, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '@/application/hooks';
import type { RootState } from '@/application/store';
import type { AccessNotice } from '@/common/contracts/finance';
import type { ChartPeriodType, ChartSeriesData } from '@/common/contracts/financeChart';
import { chartsApi, useGetFinanceChartOneQuery } from '@/features/charts/chartsApi';

/**
 * The figures of the selected metrics, one request per metric (GET /enterprise/v2/finance-chart with
 * accountId = the metric key): <SeriesSubscriptions> keeps one subscription per metric alive (a
 * removed metric's subscription ends with its component), and useFinanceSeries reads the answers
 * from the cache.
 */

/** A memoized selector of one metric's cache entry. */
function seriesSelector(args: { ticker: string; accountId: string; period: ChartPeriodType }) {
  const select = chartsApi.endpoints.getFinanceChartOne.select(args);
  // chartsApi adds the ChartSection tag type, which the store's type of the api slice does not list;
  // the state is the same object.
  return (state: RootState) => select(state as Parameters<typeof select>[0]);
}

interface SeriesArgs {
  ticker: string;
  period: ChartPeriodType;
}

function SeriesSubscription(props: SeriesArgs & { accountId: string }) {
  useGetFinanceChartOneQuery({ ticker: props.ticker, accountId: props.accountId, period: props.period });
  return null;
}

/** Renders nothing; subscribes to the figures of every key. */
export function SeriesSubscriptions({ ticker, period, keys }: SeriesArgs & { keys: readonly string[] }) {
  return (
    <>
      {keys.map((key) => (
        <SeriesSubscription key={key} ticker={ticker} period={period} accountId={key} />
      ))}
    </>
  );
}

export interface FinanceSeriesState {
  /** Figures by metric key (undefined while loading or failed). */
  series: Record<string, ChartSeriesData | undefined>;
  /** True while a metric has neither figures nor an error yet. */
  loading: boolean;
  /** Keys whose request failed. */
  failed: string[];
  /** The first limited-access notice among the answers. */
  notice: AccessNotice | undefined;
  /** Asks again for one metric's figures. */
  retry: (key: string) => void;
}

export function useFinanceSeries({ ticker, period, keys }: SeriesArgs & { keys: readonly string[] }) {
  const dispatch = useAppDispatch();
  const keyList = keys.join('\n');
  const selectors = useMemo(
    () =>
      (keyList === '' ? [] : keyList.split('\n')).map((accountId) => ({
        accountId,
        select: seriesSelector({ ticker, accountId, period }),
      })),
    [ticker, period, keyList],
  );
  // Each memoized selector returns the same object while its cache entry is unchanged.
  const results = useAppSelector((state) => selectors.map(({ select }) => select(state)), shallowEqual);

  const retry = useCallback(
    (accountId: string) => {
      void dispatch(
        chartsApi.endpoints.getFinanceChartOne.initiate(
          { ticker, accountId, period },
          { subscribe: false, forceRefetch: true },
        ),
      );
    },
    [dispatch, ticker, period],
  );

  return useMemo((): FinanceSeriesState => {
    const series: Record<string, ChartSeriesData | undefined> = {};
    const failed: string[] = [];
    let loading = false;
    let notice: AccessNotice | undefined;
    selectors.forEach(({ accountId }, index) => {
      const result = results[index];
      series[accountId] = result?.data?.series;
      if (result?.isError) failed.push(accountId);
      else if (!result?.data) loading = true;
      const access = result?.data?.access;
      if (!notice && access?.level === 'limited') notice = access;
    });
    return { series, loading, failed, notice, retry };
  }, [selectors, results, retry]);
}
