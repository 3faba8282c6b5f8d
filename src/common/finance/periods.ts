import type { PeriodType } from '../constants/finance';

/**
 * One reporting period as statement_values stores it: `sub` is 0 for a year, the quarter 1-4 or the
 * month 1-12 (the column is called `quarter` in the database for all three).
 */
export interface PeriodRef {
  periodType: PeriodType;
  year: number;
  sub: number;
}

const PER_YEAR: Record<PeriodType, number> = { year: 1, quarter: 4, month: 12 };

/** How many periods of this type make a year: 1, 4 or 12. */
export function periodsPerYear(periodType: PeriodType): number {
  return PER_YEAR[periodType];
}

/** "2024" for a year, "2024Q3" for a quarter, "2024M07" for a month (sorts as text within a type). */
export function periodKey(ref: PeriodRef): string {
  if (ref.periodType === 'year') return String(ref.year);
  if (ref.periodType === 'quarter') return `${ref.year}Q${ref.sub}`;
  return `${ref.year}M${String(ref.sub).padStart(2, '0')}`;
}

const KEY_PATTERN = /^(\d{4})(?:Q([1-4])|M(0[1-9]|1[0-2]))?$/;

export function parsePeriodKey(key: string): PeriodRef | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const year = Number(match[1]);
  if (match[2] !== undefined) return { periodType: 'quarter', year, sub: Number(match[2]) };
  if (match[3] !== undefined) return { periodType: 'month', year, sub: Number(match[3]) };
  return { periodType: 'year', year, sub: 0 };
}

/** As the table header shows it: "Q3/2024", "2024", "T7/2024" (T = tháng). */
export function periodLabel(ref: PeriodRef): string {
  if (ref.periodType === 'year') return String(ref.year);
  if (ref.periodType === 'quarter') return `Q${ref.sub}/${ref.year}`;
  return `T${ref.sub}/${ref.year}`;
}

/** In a Vietnamese sentence: "quý 2/2015", "tháng 7/2024", "năm 2024". */
export function periodPhrase(ref: PeriodRef): string {
  if (ref.periodType === 'year') return `năm ${ref.year}`;
  return `${ref.periodType === 'quarter' ? 'quý' : 'tháng'} ${ref.sub}/${ref.year}`;
}

/** The last month (1-12) the period covers. */
function lastMonth(ref: PeriodRef): number {
  if (ref.periodType === 'year') return 12;
  return ref.periodType === 'quarter' ? ref.sub * 3 : ref.sub;
}

/** Last day of the period, YYYY-MM-DD. */
export function periodEndDate(ref: PeriodRef): string {
  const month = lastMonth(ref);
  // Day 0 of the next month is the last day of this one (UTC, so no time zone can shift it).
  const day = new Date(Date.UTC(ref.year, month, 0)).getUTCDate();
  return `${ref.year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A running number of the period within its type (consecutive periods differ by 1), so windows and
 * shifts are plain arithmetic.
 */
export function periodOrdinal(ref: PeriodRef): number {
  const perYear = periodsPerYear(ref.periodType);
  return perYear === 1 ? ref.year : ref.year * perYear + (ref.sub - 1);
}

export function periodFromOrdinal(periodType: PeriodType, ordinal: number): PeriodRef {
  const perYear = periodsPerYear(periodType);
  if (perYear === 1) return { periodType, year: ordinal, sub: 0 };
  return { periodType, year: Math.floor(ordinal / perYear), sub: (ordinal % perYear) + 1 };
}

/** The period `offset` periods later (negative: earlier) of the same type. */
export function shiftPeriod(ref: PeriodRef, offset: number): PeriodRef {
  return periodFromOrdinal(ref.periodType, periodOrdinal(ref) + offset);
}

/** Oldest first; years, quarters and months of one year order by their end dates. */
export function comparePeriods(a: PeriodRef, b: PeriodRef): number {
  return (
    periodEndDate(a).localeCompare(periodEndDate(b)) ||
    periodsPerYear(b.periodType) - periodsPerYear(a.periodType)
  );
}

/** The period of the given type that contains a YYYY-MM-DD date. */
export function periodContaining(periodType: PeriodType, date: string): PeriodRef {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  if (periodType === 'year') return { periodType, year, sub: 0 };
  return { periodType, year, sub: periodType === 'quarter' ? Math.ceil(month / 3) : month };
}

/** A period as answers name it (the `financePeriod` contract of src/common/contracts/finance.ts). */
export interface FinancePeriod {
  /** "2024" for a year, "2024Q3" for a quarter, "2024M07" for a month. */
  key: string;
  periodType: PeriodType;
  year: number;
  /** Quarter 1-4, month 1-12, 0 for a year. */
  quarter: number;
  /** As shown in the header: "Q3/2024", "2024", "T7/2024". */
  label: string;
  /** Last day of the period, YYYY-MM-DD. */
  endDate: string;
}

export function toFinancePeriod(ref: PeriodRef): FinancePeriod {
  return {
    key: periodKey(ref),
    periodType: ref.periodType,
    year: ref.year,
    quarter: ref.sub,
    label: periodLabel(ref),
    endDate: periodEndDate(ref),
  };
}
