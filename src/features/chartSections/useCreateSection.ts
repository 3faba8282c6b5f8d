import { useCallback, useState } from 'react';
import type { ChartConfig } from '@/common/contracts/charts';
import type { DefaultChartSection } from '@/common/contracts/financeChart';
import { useCopyDefaultSectionMutation, useCreateChartSectionMutation } from '@/features/charts/chartsApi';
import { sectionErrorMessage } from './sectionErrors';
import type { SectionOwner } from './useSectionOwner';
import { toast } from '@/lib/toast';

export interface NewSection {
  symbol: string;
  sectionName: string;
  isAutoAxis?: boolean;
  charts?: readonly ChartConfig[];
  /** A template for every ticker (accounts only: a guest's device sections stay per ticker). */
  isTemplate?: boolean;
}

/**
 * Creates sections for the owner (a guest's go to the device template). `fromDefault` copies a
 * ready-made section through the server, which keeps the charts the plan allows and names the
 * ones it left out: `leftOutNotice` holds that message until dismissed or the next copy.
 */
export function useCreateSection(owner: SectionOwner) {
  const [create, state] = useCreateChartSectionMutation();
  const [copy, copyState] = useCopyDefaultSectionMutation();
  const [leftOutNotice, setLeftOutNotice] = useState<string | null>(null);

  const createSection = useCallback(
    async (section: NewSection, success: string): Promise<boolean> => {
      const result = await create({
        section: {
          symbol: section.symbol,
          sectionName: section.sectionName,
          isAutoAxis: section.isAutoAxis ?? true,
          config: section.charts ?? [],
          ...(section.isTemplate && !owner.deviceId ? { isTemplate: true } : {}),
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
      setLeftOutNotice(null);
      const result = await copy({ symbol: section.symbol, sectionKey: section.sectionKey });
      if ('error' in result) {
        toast.error(sectionErrorMessage(result.error));
        return false;
      }
      toast.success(success);
      setLeftOutNotice(result.data.message);
      return true;
    },
    [copy],
  );

  const dismissLeftOut = useCallback(() => {
    setLeftOutNotice(null);
  }, []);

  return {
    createSection,
    fromDefault,
    creating: state.isLoading || copyState.isLoading,
    leftOutNotice,
    dismissLeftOut,
  };
}
