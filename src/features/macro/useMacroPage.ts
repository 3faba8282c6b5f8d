import { useEffect, useMemo } from 'react';
import type { MacroMenuNode } from '@/common/contracts/macro';
import type { DescribedError } from '@/lib/httpErrors';
import { useGetMacroMenuCustomQuery, useGetMacroMenuQuery } from './macroApi';
import { buildSeriesIndex, defaultExtendId, type SeriesIndex } from './macroMetrics';
import { findPageIndicator, type MacroPage } from './macroPages';
import { applyDefaultMetric } from './macroView';
import { useMacroView } from './useMacroView';

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
 * Once the menu is known and the address names no selection, selects the indicator's first series at
 * its own period as a level (nothing when it is locked), in the address like any other choice.
 */
export function useDefaultSelection(menu: PageMenu): void {
  const [{ awaitingDefault }, change] = useMacroView();
  const { indicator, groups } = menu;

  useEffect(() => {
    if (!awaitingDefault || !groups) return;
    const extendID = defaultExtendId(indicator);
    const metricName = indicator?.metric[0]?.name ?? '';
    change(applyDefaultMetric(extendID ? { extendID, metricName } : null));
  }, [change, awaitingDefault, groups, indicator]);
}
