import type { MacroFrequency } from '@/common/constants/market';
import type { CompanyFigure } from '@/common/contracts/industry';
import { ordinalOf, periodsPerYear } from '@/common/macro/calendar';
import { percentChange } from '@/common/macro/valueTypes';
import { periodContaining, periodLabel } from '@/common/finance/periods';
import type { LevelRow } from './industry.repository';

/**
 * Figures of the industry data: their labels and a series' newest figure. The analysts' period
 * notation and its parser sit in src/server/catalog/industry/periods.ts (the importer uses them too).
 */

/** "05/2025", "Q2/2025" or "2025" for a stored period (its last day). */
export function figurePeriodLabel(period: string, frequency: MacroFrequency): string {
  const ref = periodContaining(frequency, period);
  if (frequency === 'month') return `${String(ref.sub).padStart(2, '0')}/${String(ref.year)}`;
  return periodLabel(ref);
}

/**
 * A series' newest figure: the level at its newest period, the change on the same period a year
 * earlier (null without that level or when it is not positive), and its share of `total` at that
 * period in % (null without a positive total). `levels` are the series' own, oldest first.
 */
export function newestFigure(
  levels: readonly LevelRow[],
  frequency: MacroFrequency,
  total?: ReadonlyMap<string, number>,
): CompanyFigure | null {
  const last = levels.at(-1);
  if (!last) return null;
  const byOrdinal = new Map(levels.map((row) => [ordinalOf(row.period, frequency), row.value]));
  const yearAgo = byOrdinal.get(ordinalOf(last.period, frequency) - periodsPerYear(frequency));
  const totalValue = total?.get(last.period);
  return {
    period: last.period,
    periodLabel: figurePeriodLabel(last.period, frequency),
    value: last.value,
    yoy: percentChange(last.value, yearAgo),
    share: totalValue !== undefined && totalValue > 0 ? (last.value / totalValue) * 100 : null,
  };
}

/** Levels grouped by series, each oldest first (the rows come sorted by period). */
export function levelsBySeries(rows: readonly LevelRow[]): Map<number, LevelRow[]> {
  const grouped = new Map<number, LevelRow[]>();
  for (const row of rows) {
    const own = grouped.get(row.seriesId);
    if (own) own.push(row);
    else grouped.set(row.seriesId, [row]);
  }
  return grouped;
}

/** The newer of two YYYY-MM-DD dates (null-safe). */
export function newer(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}
