import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppSelector } from '@/application/hooks';
import { MAX_METRICS_PER_CHART } from '@/common/contracts/chartVocabulary';
import type { ChartConfig, ChartInput, ChartSection } from '@/common/contracts/charts';
import { selectIsFreezeDrag } from '@/features/charts/chartSlice';
import type { SectionListArgs } from '@/features/charts/chartsApi';
import { applyGridLayout, sameGridLayout, toGridLayout, type GridItem } from '../layout';
import { chartFromInput, duplicateChart, withChart, withoutChart, type ChartLimit } from '../sectionConfig';
import { useSectionSave } from '../useSectionSave';
import { ChartCard } from './ChartCard';
import { SectionActions } from './SectionActions';
import { SectionFrame } from './SectionFrame';
import { SectionGrid } from './SectionGrid';
import {
  isMissingChart,
  MissingMetricsCard,
  notesOfChart,
  TemplateNotice,
  TemplateTag,
} from './TemplateNotes';
import { toast } from '@/lib/toast';

// The chart editor (antd forms, the metric picker, the formula editor) loads when a chart is first
// added or edited, not with the page.
const ChartEditorModal = dynamic(
  () => import('@/features/charts/editor/ChartEditorModal').then((m) => m.ChartEditorModal),
  { ssr: false },
);

/** Drags and resizes closer together than this make one save. */
export const LAYOUT_SAVE_DELAY_MS = 300;

export interface SectionBoardProps {
  section: ChartSection;
  /** The page's ticker: a template (issue 33) draws, edits and shares for it. */
  ticker: string;
  /** Signed in (templates are for accounts). */
  isLogin: boolean;
  listArgs: SectionListArgs;
  limit: ChartLimit;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (offset: -1 | 1) => void;
  sectionsFull: boolean;
}

interface EditorState {
  open: boolean;
  initial?: ChartConfig;
}

/** Saves the grid after drags and resizes, at most once per LAYOUT_SAVE_DELAY_MS. */
function useLayoutSaver(charts: readonly ChartConfig[], saveCharts: (charts: ChartConfig[]) => void) {
  const latest = useRef({ charts, saveCharts });
  latest.current = { charts, saveCharts };
  const pending = useRef<{ layout: GridItem[]; timer: ReturnType<typeof setTimeout> } | null>(null);

  const flush = useCallback(() => {
    const job = pending.current;
    if (!job) return;
    clearTimeout(job.timer);
    pending.current = null;
    const current = latest.current.charts;
    const next = applyGridLayout(current, job.layout);
    if (!sameGridLayout(toGridLayout(current), toGridLayout(next))) latest.current.saveCharts(next);
  }, []);

  useEffect(() => flush, [flush]);

  return useCallback(
    (layout: GridItem[]) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { layout, timer: setTimeout(flush, LAYOUT_SAVE_DELAY_MS) };
    },
    [flush],
  );
}

/** One personal section: header buttons, the draggable grid of charts and the chart editor. */
export function SectionBoard({
  section: stored,
  ticker,
  isLogin,
  listArgs,
  limit,
  canMoveUp,
  canMoveDown,
  onMove,
  sectionsFull,
}: SectionBoardProps) {
  const frozen = useAppSelector(selectIsFreezeDrag);
  // A template is listed on every ticker: on this page it is this ticker's (figures, editor, saves).
  const section = stored.isTemplate ? { ...stored, symbol: ticker } : stored;
  const isTemplate = section.isTemplate === true;
  const { save } = useSectionSave(section, listArgs);
  const [editor, setEditor] = useState<EditorState>({ open: false });
  const charts = section.charts;
  const saveCharts = useCallback(
    (next: ChartConfig[]) => {
      void save({ charts: next });
    },
    [save],
  );
  const onLayoutCommit = useLayoutSaver(charts, saveCharts);

  const refuseWhenFull = (): boolean => {
    if (charts.length < limit.max) return false;
    toast.warning(limit.message);
    return true;
  };

  /** Keeps the editor open when the save fails (the message says why), so nothing typed is lost. */
  const onEditorSave = async (input: ChartInput): Promise<void> => {
    const result = chartFromInput(input, charts, editor.initial);
    if (!result.ok) throw new Error(result.error);
    if (await save({ charts: withChart(charts, result.chart) })) setEditor({ open: false });
  };

  return (
    <>
      <SectionFrame
        sectionId={section.sectionId}
        title={
          isTemplate ? (
            <>
              {section.sectionName} <TemplateTag />
            </>
          ) : (
            section.sectionName
          )
        }
        label={section.sectionName}
        notice={isTemplate ? <TemplateNotice section={section} /> : undefined}
        empty={charts.length === 0}
        actions={
          <SectionActions
            section={section}
            onAddChart={() => {
              if (!refuseWhenFull()) setEditor({ open: true });
            }}
            onRename={(sectionName) => save({ sectionName })}
            isLogin={isLogin}
            onToggleTemplate={(next) => save({ isTemplate: next })}
            canMoveUp={canMoveUp}
            canMoveDown={canMoveDown}
            onMove={onMove}
            sectionsFull={sectionsFull}
          />
        }
      >
        <SectionGrid
          charts={charts}
          editable={!frozen}
          onLayoutCommit={onLayoutCommit}
          renderCard={(chart, draggable) =>
            isMissingChart(chart, section.templateNotes) ? (
              <MissingMetricsCard chart={chart} notes={notesOfChart(section, chart.chartId)} />
            ) : (
              <ChartCard
                chart={chart}
                ticker={section.symbol}
                draggable={draggable}
                actions={{
                  onEdit: () => {
                    setEditor({ open: true, initial: chart });
                  },
                  onDuplicate: () => {
                    if (!refuseWhenFull()) saveCharts(duplicateChart(charts, chart.chartId));
                  },
                  onDelete: () => {
                    saveCharts(withoutChart(charts, chart.chartId));
                  },
                }}
              />
            )
          }
        />
      </SectionFrame>
      {editor.open && (
        <ChartEditorModal
          open
          ticker={section.symbol}
          initial={editor.initial}
          maxMetrics={MAX_METRICS_PER_CHART}
          onSave={onEditorSave}
          onCancel={() => {
            setEditor({ open: false });
          }}
        />
      )}
    </>
  );
}
