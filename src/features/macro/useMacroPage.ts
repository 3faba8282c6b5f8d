import { useRouter } from 'next/router';
import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/application/hooks';
import type { MacroMenuNode } from '@/common/contracts/macro';
import type { DescribedError } from '@/lib/httpErrors';
import { useGetMacroMenuCustomQuery, useGetMacroMenuQuery } from './macroApi';
import { asFrequency, buildSeriesIndex, defaultExtendId, type SeriesIndex } from './macroMetrics';
import { findPageIndicator, pageMetricId, type MacroPage } from './macroPages';
import { applyDefaultMetric, selectAwaitingDefault, selectMacroState, setCurrentMetric } from './macroSlice';
import { sameMacroQuery, toQueryString, toUrl } from './macroUrl';

export interface PageMenu {
  groups: readonly MacroMenuNode[] | undefined;
  /** The page's indicator (undefined while the menu loads or when the menu has none). */
  indicator: MacroMenuNode | undefined;
  index: SeriesIndex;
  loading: boolean;
  error: DescribedError | undefined;
  fetching: boolean;
  refetch: () => void;
}

/** The menu a page reads (menu-macro for the ten groups, menu-macro-custom for the others). */
export function usePageMenu(page: MacroPage): PageMenu {
  const vn = useGetMacroMenuQuery(undefined, { skip: page.kind !== 'vn' });
  const custom = useGetMacroMenuCustomQuery(undefined, { skip: page.kind !== 'custom' });
  const query = page.kind === 'vn' ? vn : custom;
  const groups = query.data?.groups;
  const indicator = useMemo(() => findPageIndicator(page, groups), [page, groups]);
  const index = useMemo(() => buildSeriesIndex(groups), [groups]);
  const error = query.error && 'kind' in query.error ? query.error : undefined;
  const { refetch } = query;
  return {
    groups,
    indicator,
    index,
    loading: !query.data && !query.isError,
    error: query.isError && !query.data ? (error ?? { kind: 'unknown', message: '' }) : undefined,
    fetching: query.isFetching,
    refetch: () => {
      void refetch();
    },
  };
}

/**
 * Once the menu is known: notes the current indicator and, when the address named no selection,
 * selects the indicator's first series at its own period as a level (nothing when it is locked).
 */
export function useDefaultSelection(page: MacroPage, menu: PageMenu): void {
  const dispatch = useAppDispatch();
  const awaiting = useAppSelector(selectAwaitingDefault);
  const { indicator, groups } = menu;
  const currentId = pageMetricId(page);

  useEffect(() => {
    dispatch(setCurrentMetric({ id: currentId, period: asFrequency(indicator?.period) }));
  }, [dispatch, currentId, indicator]);

  useEffect(() => {
    if (!awaiting || !groups) return;
    const extendID = defaultExtendId(indicator);
    const metricName = indicator?.metric[0]?.name ?? '';
    dispatch(applyDefaultMetric(extendID ? { extendID, metricName } : null));
  }, [dispatch, awaiting, groups, indicator]);
}

/**
 * Keeps the view in the address (shallow: no new server render), so it can be reloaded or shared.
 * Only a state that belongs to the page is written: right after a client-side navigation the page
 * renders once with the previous page's state until the new one (from getServerSideProps) arrives.
 */
export function useMacroUrlSync(page: MacroPage): void {
  const router = useRouter();
  const state = useAppSelector(selectMacroState);
  const { selectedMetricList, viewType, selectedSize, isAutoAxis, range, samePeriodMetric } = state;
  const { awaitingDefault } = state;
  const ownState = state.currentMetric === pageMetricId(page);
  const { path } = page;
  const query = useMemo(
    () =>
      toUrl({
        selectedMetricList,
        viewType,
        selectedSize,
        isAutoAxis,
        range,
        samePeriodMetric,
        awaitingDefault,
      }),
    [selectedMetricList, viewType, selectedSize, isAutoAxis, range, samePeriodMetric, awaitingDefault],
  );

  useEffect(() => {
    if (!ownState || !router.isReady || sameMacroQuery(router.query, query)) return;
    const search = toQueryString(query);
    void router.replace(search ? `${path}?${search}` : path, undefined, { shallow: true, scroll: false });
  }, [router, path, query, ownState]);
}
