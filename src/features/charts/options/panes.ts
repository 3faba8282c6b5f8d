import type { YAxisOptions } from 'highcharts';
import type { AxisSlot } from '@/common/constants/charts';
import { AXIS_SLOT_ORDER } from './axes';

/**
 * Traded volume is drawn in its own pane below the other series: on a long range ("Tất cả") its
 * bars would otherwise rise over the price line they share the plot with. The pane is the axis of
 * the volume series (when only volume is on it); every other visible axis takes the upper part.
 * Without volume (or with nothing else) every axis spans the whole plot, set explicitly because
 * chart.update merges options and would keep a previous pane's top and height.
 */

export const VOLUME_METRIC_KEY = 'price:volume';

export const UPPER_PANE = { top: '0%', height: '70%' } as const;
export const LOWER_PANE = { top: '74%', height: '26%' } as const;
export const FULL_PLOT = { top: '0%', height: '100%' } as const;

/** The axis slots that hold only volume, when there are others to draw above them (else empty). */
export function volumePaneSlots(series: readonly { id: string; axis: AxisSlot }[]): ReadonlySet<AxisSlot> {
  const slots = new Set<AxisSlot>();
  for (const slot of AXIS_SLOT_ORDER) {
    const onSlot = series.filter((item) => item.axis === slot);
    if (onSlot.length > 0 && onSlot.every((item) => item.id === VOLUME_METRIC_KEY)) slots.add(slot);
  }
  const others = series.some((item) => !slots.has(item.axis));
  return others ? slots : new Set();
}

/** Places each y-axis (indexed by slot) in its pane. */
export function placeInPanes(axes: readonly YAxisOptions[], lower: ReadonlySet<AxisSlot>): YAxisOptions[] {
  return axes.map((axis, index) => {
    const slot = AXIS_SLOT_ORDER[index];
    if (lower.size === 0 || slot === undefined) return { ...axis, ...FULL_PLOT };
    // The volume pane keeps its own scale whatever the fixed-axes switch says.
    if (lower.has(slot)) return { ...axis, ...LOWER_PANE, offset: 0, min: null, max: null };
    return { ...axis, ...UPPER_PANE };
  });
}
