import type { AxisLabelsFormatterContextObject, YAxisOptions } from 'highcharts';
import { AxisSlot } from '@/common/constants/charts';
import { formatNumber } from '@/common/format';

/** Slot order is the yAxis index order: series point at their slot number. */
export const AXIS_SLOT_ORDER: readonly AxisSlot[] = [
  AxisSlot.LEFT_1,
  AxisSlot.RIGHT_1,
  AxisSlot.LEFT_2,
  AxisSlot.RIGHT_2,
];

/** The title of an axis that only holds a 100% stack. */
export const PERCENT_AXIS_TITLE = '%';

export type Stacking = 'normal' | 'percent' | undefined;

/** One drawn series as the axis builder needs it. */
export interface AxisSeries {
  axis: AxisSlot;
  stacking: Stacking;
  unitLabel: string;
  /** [x, y in the display unit]. */
  points: ReadonlyArray<readonly [number, number | null]>;
}

export interface Extremes {
  min: number;
  max: number;
}

function isRightSlot(slot: AxisSlot): boolean {
  return slot === AxisSlot.RIGHT_1 || slot === AxisSlot.RIGHT_2;
}

/** Tick labels with the site's separators; decimals only when the tick has them (at most 2). */
export function formatAxisLabel(value: number | string): string {
  if (typeof value === 'string') return value;
  if (Number.isInteger(value)) return formatNumber(value, 0);
  return formatNumber(value, Number.isInteger(Math.round(value * 1e6) / 1e5) ? 1 : 2);
}

function labelFormatter(context: AxisLabelsFormatterContextObject): string {
  return formatAxisLabel(context.value);
}

/** The values an axis really draws inside the x window: plain values and stacked totals. */
function drawnValues(series: readonly AxisSeries[], xMin: number | undefined): number[] {
  const values: number[] = [];
  const positive = new Map<number, number>();
  const negative = new Map<number, number>();
  for (const item of series) {
    // A 100% stack is always drawn 0-100 whatever the figures, so it takes no part.
    if (item.stacking === 'percent') continue;
    for (const [x, y] of item.points) {
      if (y === null || (xMin !== undefined && x < xMin)) continue;
      if (item.stacking === 'normal') {
        const sums = y < 0 ? negative : positive;
        sums.set(x, (sums.get(x) ?? 0) + y);
      } else {
        values.push(y);
      }
    }
  }
  return [...values, ...positive.values(), ...negative.values()];
}

/**
 * Fixed ("cố định") axes: one min/max for every visible axis, computed over every value drawn in
 * the x window (stacked columns count with their stacked totals), so a bar of 100 is as tall on
 * the right axis as on the left one and magnitudes compare directly. The range always includes 0:
 * it starts at 0 when no value is negative. null when nothing is drawn.
 */
export function sharedExtremes(series: readonly AxisSeries[], xMin: number | undefined): Extremes | null {
  const values = drawnValues(series, xMin);
  if (values.length === 0) return null;
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  return min === max ? null : { min, max };
}

/**
 * Series of different units never share an axis: on a slot, series whose unit differs from the
 * slot's first unit move to the slot already showing their unit, else to the first free slot (in
 * slot order: the right axis first). A CPI in points and a GDP in tỷ đồng that were both put on the
 * first left axis thus read on two axes. Only when all four slots hold a unit do units share one.
 * Series without figures yet (no unit) stay where they are configured.
 */
export function separateUnits<T extends Pick<AxisSeries, 'axis' | 'unitLabel'>>(series: readonly T[]): T[] {
  const unitOfSlot = new Map<AxisSlot, string>();
  for (const item of series) {
    if (item.unitLabel && !unitOfSlot.has(item.axis)) unitOfSlot.set(item.axis, item.unitLabel);
  }
  return series.map((item) => {
    const slotUnit = unitOfSlot.get(item.axis);
    if (!item.unitLabel || slotUnit === undefined || slotUnit === item.unitLabel) return item;
    const target =
      AXIS_SLOT_ORDER.find((slot) => unitOfSlot.get(slot) === item.unitLabel) ??
      AXIS_SLOT_ORDER.find((slot) => !unitOfSlot.has(slot));
    if (target === undefined) return item;
    unitOfSlot.set(target, item.unitLabel);
    return { ...item, axis: target };
  });
}

function axisTitle(series: readonly AxisSeries[]): string {
  // A 100% stack is drawn as shares of each column's total, whatever its figures' unit.
  if (series.length > 0 && series.every((item) => item.stacking === 'percent')) return PERCENT_AXIS_TITLE;
  const labels = [...new Set(series.map((item) => item.unitLabel).filter((label) => label.length > 0))];
  return labels.join(', ');
}

/**
 * The four y-axes, one per slot and in slot order (LEFT_1 and LEFT_2 on the left, LEFT_2 further
 * out; RIGHT_1 and RIGHT_2 opposite). An axis no metric uses stays in the list, hidden, so series
 * keep their slot number as yAxis index. `isAutoAxis` false gives every visible axis the same
 * extremes (see sharedExtremes); axes that only hold a 100% stack keep 0-100.
 */
export function buildYAxes(
  series: readonly AxisSeries[],
  slotsInUse: ReadonlySet<AxisSlot>,
  isAutoAxis: boolean,
  xMin: number | undefined,
  /** The series the fixed extremes are computed over (default: all; volume in its pane is left out). */
  sharedOver: readonly AxisSeries[] = series,
): YAxisOptions[] {
  const shared = isAutoAxis ? null : sharedExtremes(sharedOver, xMin);
  return AXIS_SLOT_ORDER.map((slot): YAxisOptions => {
    const onAxis = series.filter((item) => item.axis === slot);
    const visible = slotsInUse.has(slot);
    const title = axisTitle(onAxis);
    const onlyPercentStack = onAxis.length > 0 && onAxis.every((item) => item.stacking === 'percent');
    const extremes = !visible || isAutoAxis ? null : onlyPercentStack ? { min: 0, max: 100 } : shared;
    return {
      id: `axis-${String(slot)}`,
      visible,
      opposite: isRightSlot(slot),
      // An empty text draws no title (Highcharts' default would be "Values").
      title: { text: visible ? title : '' },
      labels: { formatter: labelFormatter },
      // null, not absent: chart.update merges, so switching back to automatic must clear them.
      min: extremes?.min ?? null,
      max: extremes?.max ?? null,
    };
  });
}
