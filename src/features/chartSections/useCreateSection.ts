import { useCallback } from 'react';
import type { ChartConfig } from '@/common/contracts/charts';
import type { DefaultChartSection } from '@/common/contracts/financeChart';
import { useCreateChartSectionMutation } from '@/features/charts/chartsApi';
import { copyCharts, type ChartLimit } from './sectionConfig';
import { sectionErrorMessage } from './sectionErrors';
import type { SectionOwner } from './useSectionOwner';
import { toast } from '@/lib/toast';

export interface NewSection {
  symbol: string;
  sectionName: string;
  isAutoAxis?: boolean;
  charts?: readonly ChartConfig[];
}

/**
 * Creates sections for the owner (a guest's go to the device template). `fromDefault` copies a
 * ready-made section, keeping only the charts the plan allows (and saying so).
 */
export function useCreateSection(owner: SectionOwner, limit: ChartLimit) {
  const [create, state] = useCreateChartSectionMutation();

  const createSection = useCallback(
    async (section: NewSection, success: string): Promise<boolean> => {
      const result = await create({
        section: {
          symbol: section.symbol,
          sectionName: section.sectionName,
          isAutoAxis: section.isAutoAxis ?? true,
          config: section.charts ?? [],
        },
        ...(owner.deviceId ? { deviceId: owner.deviceId } : {}),
      });
      if ('error' in result) {
        toast.error(sectionErrorMessage(result.error));
        return false;
      }
      toast.success(success);
      return true;
    },
    [create, owner.deviceId],
  );

  const fromDefault = useCallback(
    async (section: DefaultChartSection, success: string): Promise<boolean> => {
      const charts = copyCharts(section.charts);
      const kept = charts.slice(0, limit.max);
      const ok = await createSection({ ...section, charts: kept }, success);
      if (ok && kept.length < charts.length) toast.warning(limit.message);
      return ok;
    },
    [createSection, limit],
  );

  return { createSection, fromDefault, creating: state.isLoading };
}
