import { planLabel, type Access } from '@/common/access/accessTable';
import {
  CHART_MESSAGES,
  chartSchema,
  MAX_CHARTS_PER_SECTION,
  type ChartConfig,
  type ChartInput,
} from '@/common/contracts/charts';
import type { AccessNotice } from '@/common/contracts/finance';
import { colsForSize, GRID_COLS, nextChartPosition } from './layout';

/**
 * Pure edits of a section's chart list (what a PUT sends as `config`) and the chart limit of the
 * visitor's plan. Every chart gets its id here, so the server keeps it and the grid keys stay stable.
 */

function randomPart(): string {
  const cryptoApi = typeof globalThis.crypto === 'undefined' ? undefined : globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A new chart id (the contract allows letters, digits, '_' and '-', up to 64). */
export function newChartId(): string {
  return `c-${randomPart()}`;
}

export type ChartFromInput = { ok: true; chart: ChartConfig } | { ok: false; error: string };

/**
 * The editor's answer as a stored chart: checked by the contract (defaults, colours), with the id
 * and place of `previous` when editing; a new chart goes below the others. A changed size drops the
 * stored width so the card takes the new size's width.
 */
export function chartFromInput(
  input: ChartInput,
  charts: readonly ChartConfig[],
  previous?: ChartConfig,
): ChartFromInput {
  const parsed = chartSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, error: parsed.error.issues[0]?.message ?? CHART_MESSAGES.badConfig };
  }
  const chart = parsed.data;
  if (!previous) {
    return {
      ok: true,
      chart: { ...chart, chartId: newChartId(), position: nextChartPosition(charts, chart.size) },
    };
  }
  const position =
    chart.size === previous.size
      ? previous.position
      : {
          ...previous.position,
          w: colsForSize(chart.size),
          x: Math.min(previous.position.x, GRID_COLS - colsForSize(chart.size)),
        };
  return { ok: true, chart: { ...chart, chartId: previous.chartId, position } };
}

/** Replaces the chart with the same id, or appends it. */
export function withChart(charts: readonly ChartConfig[], chart: ChartConfig): ChartConfig[] {
  const index = charts.findIndex((item) => item.chartId === chart.chartId);
  if (index < 0) return [...charts, chart];
  return charts.map((item, at) => (at === index ? chart : item));
}

export function withoutChart(charts: readonly ChartConfig[], chartId: string): ChartConfig[] {
  return charts.filter((item) => item.chartId !== chartId);
}

export const COPY_SUFFIX = ' (bản sao)';

/** A copy of one chart with a new id, named "... (bản sao)", placed below the others. */
export function duplicateChart(charts: readonly ChartConfig[], chartId: string): ChartConfig[] {
  const source = charts.find((item) => item.chartId === chartId);
  if (!source) return [...charts];
  const name = `${source.chartName}${COPY_SUFFIX}`.slice(0, 200);
  const position = { ...nextChartPosition(charts, source.size), h: source.position.h };
  return [...charts, { ...source, chartId: newChartId(), chartName: name, position }];
}

/** Copies of charts with fresh ids (saving a ready-made section as one's own). */
export function copyCharts(charts: readonly ChartConfig[]): ChartConfig[] {
  return charts.map((chart) => ({ ...chart, chartId: newChartId() }));
}

export interface ChartLimit {
  /** Charts one section may hold for this visitor. */
  max: number;
  limited: boolean;
  /** Said when a section already holds `max` charts. */
  message: string;
  /** For LimitedNotice (limited plans only). */
  notice?: AccessNotice;
}

/** The refusal of a limited plan, in the server's words (charts.service chartLimitMessage). */
export function planChartLimitMessage(max: number, plan: Access['requiredPlan']): string {
  const head = `Gói hiện tại chỉ cho phép tối đa ${String(max)} biểu đồ trong mỗi mục.`;
  if (!plan) return head;
  return `${head} Nâng cấp gói ${planLabel(plan)} để dùng tới ${String(MAX_CHARTS_PER_SECTION)} biểu đồ.`;
}

/** How many charts a section may hold for the access level of DEEP_CHART_ALL. */
export function chartLimitFor(access: Pick<Access, 'level' | 'limit' | 'requiredPlan'>): ChartLimit {
  if (access.level === 'full') {
    return { max: MAX_CHARTS_PER_SECTION, limited: false, message: CHART_MESSAGES.tooManyCharts };
  }
  const max = access.level === 'limited' && access.limit?.kind === 'items' ? access.limit.max : 0;
  const message = planChartLimitMessage(max, access.requiredPlan);
  return {
    max,
    limited: true,
    message,
    notice: { level: 'limited', requiredPlan: access.requiredPlan, message },
  };
}
