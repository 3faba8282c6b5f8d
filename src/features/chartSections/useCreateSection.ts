import { App } from 'antd';
import { useCallback } from 'react';
import type { ChartConfig } from '@/common/contracts/charts';
import type { DefaultChartSection } from '@/common/contracts/financeChart';
import { useCreateChartSectionMutation } from '@/features/charts/chartsApi';
import { copyCharts, type ChartLimit } from './sectionConfig';
import { sectionErrorMessage } from './sectionErrors';
import type { SectionOwner } from './useSectionOwner';

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
  const { message } = App.useApp();
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
        void message.error(sectionErrorMessage(result.error));
        return false;
      }
      void message.success(success);
      return true;
    },
    [create, owner.deviceId, message],
  );

  const fromDefault = useCallback(
    async (section: DefaultChartSection, success: string): Promise<boolean> => {
      const charts = copyCharts(section.charts);
      const kept = charts.slice(0, limit.max);
      const ok = await createSection({ ...section, charts: kept }, success);
      if (ok && kept.length < charts.length) void message.warning(limit.message);
      return ok;
    },
    [createSection, limit, message],
  );

  return { createSection, fromDefault, creating: state.isLoading };
}
