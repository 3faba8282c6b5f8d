import type { MacroFrequency } from '@/common/constants/market';
import { periodEndDate } from '@/common/finance/periods';

/**
 * Periods of the industry data: the analysts' notation (2025-05, 2025-Q2, 2025) used by the long CSV
 * and the presentations' marks, the stored last day (2025-05-31), and the label of a figure.
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-[Qq]([1-4])$/;
const YEAR = /^(\d{4})$/;

/** 2025-05 (month), 2025-Q2 (quarter) or 2025 (year) with the period's last day; null otherwise. */
export function parseIndustryPeriod(text: string): { frequency: MacroFrequency; end: string } | null {
  const value = text.trim();
  const month = MONTH.exec(value);
  if (month) {
    const end = periodEndDate({ periodType: 'month', year: Number(month[1]), sub: Number(month[2]) });
    return { frequency: 'month', end };
  }
  const quarter = QUARTER.exec(value);
  if (quarter) {
    const end = periodEndDate({ periodType: 'quarter', year: Number(quarter[1]), sub: Number(quarter[2]) });
    return { frequency: 'quarter', end };
  }
  const year = YEAR.exec(value);
  if (year)
    return { frequency: 'year', end: periodEndDate({ periodType: 'year', year: Number(year[1]), sub: 0 }) };
  return null;
}

/** How a period is written in the CSV for a frequency (for messages). */
export const PERIOD_NOTATION: Record<MacroFrequency, string> = {
  month: 'YYYY-MM',
  quarter: 'YYYY-Qn',
  year: 'YYYY',
};
