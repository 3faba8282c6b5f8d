import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch } from '@/application/hooks';
import type { ChartConfig, ChartSection } from '@/common/contracts/charts';
import { chartsApi, useUpdateChartSectionMutation, type SectionListArgs } from '@/features/charts/chartsApi';
import { isConflict, sectionErrorMessage } from './sectionErrors';
import { toast } from '@/lib/toast';

export interface SectionChanges {
  charts?: ChartConfig[];
  sectionName?: string;
  /** Turns the section into a template for every ticker, or a template back (issue 33). */
  isTemplate?: boolean;
}

/**
 * Saves one section with PUT and the version read last. Saves run one after another, each with the
 * version the previous one answered; the change shows at once (the cached list is patched) and the
 * list is read again afterwards. A conflict (409) says CHART_MESSAGES.conflict; the list is then
 * read again, which brings the other change. `section.symbol` is the page's ticker (a template
 * shown on a ticker carries that ticker: SectionBoard), which the server checks a template's charts for.
 */
export function useSectionSave(section: ChartSection, listArgs: SectionListArgs) {
  const dispatch = useAppDispatch();
  const [update, state] = useUpdateChartSectionMutation();
  const version = useRef(section.version);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    // Versions only grow: a newer list (another save, a refetch) moves it on, an older one does not.
    version.current = Math.max(version.current, section.version);
  }, [section.version]);

  const patch = useCallback(
    (recipe: (draft: ChartSection) => void) => {
      dispatch(
        chartsApi.util.updateQueryData('getChartSections', listArgs, (draft) => {
          const target = draft.find((item) => item.sectionId === section.sectionId);
          if (target) recipe(target);
        }),
      );
    },
    [dispatch, listArgs, section.sectionId],
  );

  const save = useCallback(
    (changes: SectionChanges): Promise<boolean> => {
      patch((draft) => {
        if (changes.charts) {
          draft.charts = changes.charts;
          draft.config = JSON.stringify(changes.charts);
        }
        if (changes.sectionName !== undefined) draft.sectionName = changes.sectionName;
      });
      const run = async (): Promise<boolean> => {
        const result = await update({
          sectionId: section.sectionId,
          symbol: section.symbol,
          version: version.current,
          ...(changes.charts ? { config: changes.charts } : {}),
          ...(changes.sectionName !== undefined ? { sectionName: changes.sectionName } : {}),
          ...(changes.isTemplate !== undefined ? { isTemplate: changes.isTemplate } : {}),
        });
        if ('error' in result) {
          const text = sectionErrorMessage(result.error);
          toast.error(text, { key: isConflict(result.error) ? 'chart-conflict' : undefined });
          return false;
        }
        version.current = Math.max(version.current, result.data.version);
        patch((draft) => {
          draft.version = Math.max(draft.version, result.data.version);
        });
        return true;
      };
      const next = queue.current.then(run, run);
      queue.current = next;
      return next;
    },
    [patch, update, section.sectionId, section.symbol],
  );

  return { save, saving: state.isLoading };
}
