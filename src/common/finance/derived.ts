import { periodOrdinal, periodsPerYear, shiftPeriod, type PeriodRef } from './periods';

/**
 * The two derived views of the finance tabs (docs/DATA.md, "Derived views"):
 * - TRAILING: the twelve months ending with the period (four quarters, twelve months);
 * - ANNUALIZE: the year to date scaled to a full year (Q1 x 4, H1 x 2, 9M x 4/3, the year itself).
 * Quarter and month values in the database are the period's own figures, not year to date.
 */
export type DerivedView = 'TRAILING' | 'ANNUALIZE';

/**
 * How a line item behaves over time:
 * - flow: adds up over periods (revenue, cash flows);
 * - stock: a balance at the period end (balance sheet, stock footnotes): the latest value;
 * - opening: a flow-statement line that is the balance at the period START (CASH_BEGINNING...):
 *   a window's opening is the opening of its first period;
 * - closing: a flow-statement line that is the balance at the period END (CASH_ENDING): the latest.
 */
export type ItemKind = 'flow' | 'stock' | 'opening' | 'closing';

/**
 * Openings and closings are recognised by code. Every template names them CASH_BEGINNING /
 * CASH_ENDING; securities firms split the opening into CASH_BEGINNING_CASH and
 * CASH_BEGINNING_EQUIVALENTS, which the prefix also catches (the demo generator uses the same rule).
 */
const OPENING_CODE = /^CASH_BEGINNING/;
const CLOSING_CODE = /^CASH_ENDING/;

export function itemKind(code: string, isFlow: boolean): ItemKind {
  if (!isFlow) return 'stock';
  if (OPENING_CODE.test(code)) return 'opening';
  if (CLOSING_CODE.test(code)) return 'closing';
  return 'flow';
}

/**
 * The periods a derived value at `at` is computed from, oldest first. A year is already twelve
 * months, so for yearly data both views are the year itself.
 */
export function derivedWindow(view: DerivedView, at: PeriodRef): PeriodRef[] {
  const perYear = periodsPerYear(at.periodType);
  if (perYear === 1) return [at];
  // TRAILING: the last `perYear` periods; ANNUALIZE: from the first period of the same year.
  const length = view === 'TRAILING' ? perYear : at.sub;
  return Array.from({ length }, (_, index) => shiftPeriod(at, index - length + 1));
}

/** A figure of one item by period; null (or undefined) when the source has no figure. */
export type ValueAt = (ref: PeriodRef) => number | null | undefined;

/**
 * The derived value of one item at `at`, or null when a figure it needs is missing. Flows: the sum
 * over the window (ANNUALIZE then scales it by periods-per-year / window length); stocks and
 * closings: the value at `at`; openings: the value of the window's first period.
 */
export function derivedValue(
  view: DerivedView,
  kind: ItemKind,
  at: PeriodRef,
  valueAt: ValueAt,
): number | null {
  const window = derivedWindow(view, at);
  const first = window[0] ?? at;
  if (kind === 'stock' || kind === 'closing') return valueAt(at) ?? null;
  if (kind === 'opening') return valueAt(first) ?? null;
  let sum = 0;
  for (const ref of window) {
    const value = valueAt(ref);
    if (value === null || value === undefined) return null;
    sum += value;
  }
  if (view === 'TRAILING' || window.length === periodsPerYear(at.periodType)) return sum;
  // Multiply before dividing: exact whenever the result is a whole number (H1 x 2, Q1 x 4).
  return (sum * periodsPerYear(at.periodType)) / window.length;
}

export interface SeriesPoint {
  ref: PeriodRef;
  value: number | null;
}

/**
 * A derived view over one item's series (any order, gaps allowed), aligned with `points`. A
 * period whose window reaches outside the series, or over a gap, gets null.
 */
export function deriveSeries(
  view: DerivedView,
  kind: ItemKind,
  points: readonly SeriesPoint[],
): (number | null)[] {
  const byOrdinal = new Map(points.map((point) => [periodOrdinal(point.ref), point.value]));
  return points.map((point) => {
    const complete = derivedWindow(view, point.ref).every((ref) => byOrdinal.has(periodOrdinal(ref)));
    if (!complete) return null;
    return derivedValue(view, kind, point.ref, (ref) => byOrdinal.get(periodOrdinal(ref)));
  });
}
