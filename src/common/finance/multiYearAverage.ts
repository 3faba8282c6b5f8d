/**
 * Multi-year averages of a ratio (issue 33, docs/DATA.md "Multi-year averages"): the 3-year (5-year)
 * average at fiscal year Y is the arithmetic mean of the ratio's yearly values of the fiscal years
 * Y-2..Y (Y-4..Y), each as the ratios page's yearly view computes it (flows of the year, balances
 * averaged over the year, price-based ratios at the year-end close).
 *
 * Every one of those years must have a value: a year without statements, or whose ratio cannot be
 * computed (a loss year's P/E), makes the average null with the reason "Thiếu năm 2021 …", never an
 * average over fewer years. When the caller's plan shows only the newest years and the span reaches
 * further back, the average is null with the plan's reason: it is not computed from years the plan
 * hides, nor from fewer years.
 *
 * Only fiscal years are averaged. A quarterly average (of the 12 or 20 trailing-four-quarter values)
 * would count every quarter up to four times and would not match the yearly figures it sits beside,
 * so the quarterly view shows no average columns.
 */

export const AVERAGE_SPANS = [3, 5] as const;
export type AverageSpan = (typeof AVERAGE_SPANS)[number];

/** Column headers of the ratios table (and the export). */
export const AVERAGE_SPAN_LABELS: Record<AverageSpan, string> = { 3: 'TB 3 năm', 5: 'TB 5 năm' };

export interface MultiYearAverage {
  span: AverageSpan;
  /** The fiscal years averaged, oldest and newest. */
  fromYear: number;
  toYear: number;
  /** The mean in the ratio's own unit (fractions for percent ratios); null with `reason`. */
  value: number | null;
  /** Vietnamese; null when the value is known. */
  reason: string | null;
}

export interface AverageOptions {
  /**
   * The oldest fiscal year the caller may see (a limited plan's window); years before it are not
   * used, and an average reaching them is null with `limitReason`.
   */
  oldestVisibleYear?: number;
  /** Why the hidden years are hidden ("Gói … chỉ xem 4 năm gần nhất"). */
  limitReason?: string;
}

/** The fiscal years a span at `toYear` covers, oldest first. */
export function spanYears(toYear: number, span: AverageSpan): number[] {
  return Array.from({ length: span }, (_, index) => toYear - span + 1 + index);
}

function known(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && Number.isFinite(value);
}

/** "Thiếu năm 2021 (cần đủ 3 năm tài chính 2019–2021)." */
export function missingYearsReason(missing: readonly number[], span: AverageSpan, toYear: number): string {
  const years = missing.map(String).join(', ');
  return `Thiếu năm ${years} (cần đủ ${String(span)} năm tài chính ${String(toYear - span + 1)}–${String(toYear)}).`;
}

/**
 * The `span`-year average at fiscal year `toYear` of yearly values keyed by fiscal year (a missing
 * key or a null value is a missing year).
 */
export function multiYearAverage(
  yearly: ReadonlyMap<number, number | null>,
  toYear: number,
  span: AverageSpan,
  options: AverageOptions = {},
): MultiYearAverage {
  const base = { span, fromYear: toYear - span + 1, toYear };
  const hidden = options.oldestVisibleYear !== undefined && base.fromYear < options.oldestVisibleYear;
  if (hidden) {
    const limit = options.limitReason ? `${options.limitReason} ` : '';
    return {
      ...base,
      value: null,
      reason: `${limit}Trung bình ${String(span)} năm cần các năm ${String(base.fromYear)}–${String(toYear)}.`,
    };
  }
  // One pass (the screener runs this for 78 facts of every listed stock).
  let sum = 0;
  let missing: number[] | null = null;
  for (let year = base.fromYear; year <= toYear; year += 1) {
    const value = yearly.get(year);
    if (known(value)) sum += value;
    else (missing ??= []).push(year);
  }
  if (missing) return { ...base, value: null, reason: missingYearsReason(missing, span, toYear) };
  return { ...base, value: sum / span, reason: null };
}

/** Both averages (3 and 5 years) of one ratio. */
export function multiYearAverages(
  yearly: ReadonlyMap<number, number | null>,
  toYear: number,
  options: AverageOptions = {},
): Record<AverageSpan, MultiYearAverage> {
  return {
    3: multiYearAverage(yearly, toYear, 3, options),
    5: multiYearAverage(yearly, toYear, 5, options),
  };
}
