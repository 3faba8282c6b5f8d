import type { PeriodType } from '@/common/constants/finance';
import type { FinanceLabel } from '@/common/contracts/finance';
import { derivedValue, derivedWindow, itemKind, type DerivedView } from '@/common/finance/derived';
import type { GrowthMode } from '@/common/constants/finance';
import { growthBase, percentChange } from '@/common/finance/growth';
import { comparePeriods, periodKey, periodPhrase, type PeriodRef } from '@/common/finance/periods';
import type { StoredValue } from './finance.repository';

/**
 * The one place the finance tabs' views are computed from stored figures: the statement as stored,
 * ANNUALIZE and TRAILING (src/common/finance/derived.ts), and YoY/QoQ growth of either.
 */

type Figures = Map<string, number | null>;

/** Figures by period key and item code, with the periods that have any figure, oldest first. */
export interface FinanceGrid {
  periods: PeriodRef[];
  figures: Map<string, Figures>;
  /** Why a period has no figures in this view (derived and growth views only). */
  unavailable: Map<string, string>;
}

export function gridFromRows(rows: readonly StoredValue[], periodType: PeriodType): FinanceGrid {
  const figures = new Map<string, Figures>();
  const periods: PeriodRef[] = [];
  for (const row of rows) {
    const ref: PeriodRef = { periodType, year: row.year, sub: row.quarter };
    const key = periodKey(ref);
    let period = figures.get(key);
    if (!period) {
      period = new Map();
      figures.set(key, period);
      periods.push(ref);
    }
    period.set(row.itemCode, row.value);
  }
  periods.sort(comparePeriods);
  return { periods, figures, unavailable: new Map() };
}

function missingReason(refs: readonly PeriodRef[], suffix = ''): string {
  return `Thiếu số liệu ${refs.map(periodPhrase).join(', ')}${suffix}`;
}

/**
 * ANNUALIZE or TRAILING of every label at every period of the grid. A period whose window lacks a
 * whole period of data is unavailable (with the missing periods named); a single empty cell in an
 * otherwise complete window only makes that item's value null.
 */
export function deriveGrid(
  grid: FinanceGrid,
  view: DerivedView,
  labels: readonly FinanceLabel[],
): FinanceGrid {
  const figures = new Map<string, Figures>();
  const unavailable = new Map<string, string>();
  for (const at of grid.periods) {
    const key = periodKey(at);
    const missing = derivedWindow(view, at).filter((ref) => !grid.figures.has(periodKey(ref)));
    if (missing.length > 0) {
      unavailable.set(key, missingReason(missing));
      continue;
    }
    const derived: Figures = new Map();
    for (const label of labels) {
      const kind = itemKind(label.code, label.isFlow);
      derived.set(
        label.code,
        derivedValue(view, kind, at, (ref) => grid.figures.get(periodKey(ref))?.get(label.code)),
      );
    }
    figures.set(key, derived);
  }
  return { periods: grid.periods, figures, unavailable };
}

/** YoY or QoQ change of every label, as ratios, over a grid (stored or derived). */
export function growthGrid(
  grid: FinanceGrid,
  mode: GrowthMode,
  labels: readonly FinanceLabel[],
): FinanceGrid {
  const figures = new Map<string, Figures>();
  const unavailable = new Map<string, string>();
  for (const at of grid.periods) {
    const key = periodKey(at);
    const own = grid.unavailable.get(key);
    const current = grid.figures.get(key);
    if (own !== undefined || !current) {
      unavailable.set(key, own ?? missingReason([at]));
      continue;
    }
    const baseRef = growthBase(mode, at);
    if (!baseRef) {
      unavailable.set(key, 'Số liệu năm không có so sánh với kỳ trước (QoQ)');
      continue;
    }
    const base = grid.figures.get(periodKey(baseRef));
    if (!base) {
      unavailable.set(key, missingReason([baseRef], ' để so sánh'));
      continue;
    }
    const changes: Figures = new Map();
    for (const label of labels) {
      changes.set(label.code, percentChange(current.get(label.code), base.get(label.code)));
    }
    figures.set(key, changes);
  }
  return { periods: grid.periods, figures, unavailable };
}

/** The source of each shown period that has stored figures, by period key. */
export function sourcesOf(
  rows: readonly StoredValue[],
  periodType: PeriodType,
  shown: readonly PeriodRef[],
): Record<string, string> {
  const byKey = new Map<string, string>();
  for (const row of rows) byKey.set(periodKey({ periodType, year: row.year, sub: row.quarter }), row.source);
  const sources: Record<string, string> = {};
  for (const ref of shown) {
    const key = periodKey(ref);
    const source = byKey.get(key);
    if (source !== undefined) sources[key] = source;
  }
  return sources;
}
