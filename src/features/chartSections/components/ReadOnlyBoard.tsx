import type { ReactNode } from 'react';
import type { ChartConfig } from '@/common/contracts/charts';
import type { TemplateMetricNote } from '@/common/contracts/chartTemplates';
import { ChartCard } from './ChartCard';
import { SectionFrame } from './SectionFrame';
import { SectionGrid } from './SectionGrid';
import { isMissingChart, MissingMetricsCard, PartialNotes } from './TemplateNotes';

export interface ReadOnlyBoardProps {
  sectionId: number | string;
  title: ReactNode;
  label?: string;
  level?: 3 | 4;
  ticker: string;
  charts: readonly ChartConfig[];
  actions?: ReactNode;
  /** A shared template: what the ticker's company type lacks (issue 33). */
  templateNotes?: readonly TemplateMetricNote[];
}

/** A section that cannot be changed here (ready-made or shared): no drag, no edit buttons. */
export function ReadOnlyBoard({
  sectionId,
  title,
  label,
  level,
  ticker,
  charts,
  actions,
  templateNotes,
}: ReadOnlyBoardProps) {
  return (
    <SectionFrame
      sectionId={sectionId}
      title={title}
      label={label}
      level={level}
      actions={actions}
      notice={templateNotes ? <PartialNotes charts={charts} notes={templateNotes} /> : undefined}
      empty={charts.length === 0}
    >
      <SectionGrid
        charts={charts}
        editable={false}
        renderCard={(chart) =>
          isMissingChart(chart, templateNotes) ? (
            <MissingMetricsCard
              chart={chart}
              notes={(templateNotes ?? []).filter((note) => note.chartId === chart.chartId)}
            />
          ) : (
            <ChartCard chart={chart} ticker={ticker} />
          )
        }
      />
    </SectionFrame>
  );
}
