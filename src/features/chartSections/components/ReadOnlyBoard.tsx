import type { ReactNode } from 'react';
import type { ChartConfig } from '@/common/contracts/charts';
import { ChartCard } from './ChartCard';
import { SectionFrame } from './SectionFrame';
import { SectionGrid } from './SectionGrid';

export interface ReadOnlyBoardProps {
  sectionId: number | string;
  title: ReactNode;
  label?: string;
  level?: 3 | 4;
  ticker: string;
  charts: readonly ChartConfig[];
  actions?: ReactNode;
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
}: ReadOnlyBoardProps) {
  return (
    <SectionFrame
      sectionId={sectionId}
      title={title}
      label={label}
      level={level}
      actions={actions}
      empty={charts.length === 0}
    >
      <SectionGrid
        charts={charts}
        editable={false}
        renderCard={(chart) => <ChartCard chart={chart} ticker={ticker} />}
      />
    </SectionFrame>
  );
}
