import type { SlideSpec } from '../types';

/** The lines of a stacked chart: the parts as stacked columns, the total as a line over them. */
export function stacked(total: string, parts: readonly string[]): SlideSpec['lines'] {
  return [
    ...parts.map((series) => ({ series, chartType: 'stack_column' as const })),
    { series: total, chartType: 'line' as const },
  ];
}
