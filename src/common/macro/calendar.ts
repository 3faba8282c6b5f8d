import { MACRO_FREQUENCIES, type MacroFrequency } from '../constants/market';
import {
  periodContaining,
  periodEndDate,
  periodFromOrdinal,
  periodLabel,
  periodOrdinal,
  periodsPerYear,
} from '../finance/periods';

/**
 * Calendar arithmetic of macro periods. A period is handled by its running number within its
 * frequency (the finance periods' ordinal: year for years, year x 4 + quarter - 1, year x 12 +
 * month - 1), so "the same month a year earlier" is `ordinal - 12` whatever is missing in between.
 */

export { periodsPerYear };

/** The ordinal of the period of `frequency` containing a YYYY-MM-DD date (normally its last day). */
export function ordinalOf(date: string, frequency: MacroFrequency): number {
  return periodOrdinal(periodContaining(frequency, date));
}

/** The last day (YYYY-MM-DD) of the period with this ordinal. */
export function endOfOrdinal(ordinal: number, frequency: MacroFrequency): string {
  return periodEndDate(periodFromOrdinal(frequency, ordinal));
}

/** "T7/2024", "Q3/2024" or "2024". */
export function labelOfOrdinal(ordinal: number, frequency: MacroFrequency): string {
  return periodLabel(periodFromOrdinal(frequency, ordinal));
}

/** The year of a period and its place within the year (1-12 for months, 1-4 for quarters, 1 for years). */
export function yearAndSub(ordinal: number, frequency: MacroFrequency): { year: number; sub: number } {
  const perYear = periodsPerYear(frequency);
  return { year: Math.floor(ordinal / perYear), sub: (ordinal % perYear) + 1 };
}

/** month < quarter < year. */
export function frequencyRank(frequency: MacroFrequency): number {
  return MACRO_FREQUENCIES.indexOf(frequency);
}

/** The periods a series of this frequency can be shown at: its own and every longer one. */
export function periodsFrom(frequency: MacroFrequency): MacroFrequency[] {
  return MACRO_FREQUENCIES.filter((period) => frequencyRank(period) >= frequencyRank(frequency));
}

/** How a period is written for the frequency (MacroSeriesInfo.dateFormat). */
export function dateFormatOf(frequency: MacroFrequency): string {
  if (frequency === 'month') return 'MM/YYYY';
  return frequency === 'quarter' ? 'QQ/YYYY' : 'YYYY';
}

/** UTC milliseconds of a YYYY-MM-DD day (the x of a chart point). */
export function utcMillis(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}
