import { useMemo } from 'react';
import { useAccess } from '@/features/access';
import { chartLimitFor, type ChartLimit } from './sectionConfig';

/** Charts per section for the visitor's plan (DEEP_CHART_ALL: guests and free accounts are limited). */
export function useChartLimit(): ChartLimit {
  const { level, limit, requiredPlan } = useAccess('DEEP_CHART_ALL');
  return useMemo(() => chartLimitFor({ level, limit, requiredPlan }), [level, limit, requiredPlan]);
}
