import { useState } from 'react';
import type { MetricKind } from '@/common/contracts/ratios';
import { useGetMetricSetQuery, useSaveMetricSetMutation } from './ratiosApi';

/**
 * The chosen ratio set of a screen: the saved (or default) set from the server, and a change that
 * shows at once and is saved by POST; a refused save falls back to the server's set.
 */
export function useMetricSelection(kind: MetricKind, ticker: string) {
  const setQuery = useGetMetricSetQuery({ kind, ticker });
  const [save, saveState] = useSaveMetricSetMutation();
  const [draft, setDraft] = useState<{ ticker: string; metrics: string[] } | null>(null);
  const metrics = draft?.ticker === ticker ? draft.metrics : setQuery.data?.metrics;

  const change = (next: string[]): void => {
    setDraft({ ticker, metrics: next });
    save({ kind, ticker, metrics: next })
      .unwrap()
      .catch(() => {
        setDraft(null);
      });
  };

  return {
    metrics,
    companyType: setQuery.data?.companyType,
    isLoading: setQuery.isLoading,
    isError: setQuery.isError,
    error: setQuery.error,
    refetch: setQuery.refetch,
    saving: saveState.isLoading,
    change,
  };
}
