/**
 * Which days a valuation band covers (docs/DATA.md "Valuation bands"): the sessions from the same
 * calendar day N years before the latest session (29 February falls back to the 28th) up to it.
 */

export const BAND_YEARS = [3, 5, 10] as const;
export type BandYears = (typeof BAND_YEARS)[number];
export const DEFAULT_BAND_YEARS: BandYears = 5;

/**
 * Fewer valued days than this in the window and no band is drawn (an empty state says why): about
 * six months of sessions, the least over which a mean and a spread say anything.
 */
export const MIN_BAND_DAYS = 120;

/** The first day of a window of `years` ending on `last` (YYYY-MM-DD): the same day, N years before. */
export function windowStart(last: string, years: number): string {
  const year = Number(last.slice(0, 4)) - years;
  const monthDay = last.slice(5) === '02-29' ? '02-28' : last.slice(5);
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

/** The last session of each calendar month among `sessions` (ascending), the latest included. */
export function monthEnds(sessions: readonly string[]): string[] {
  const lastOfMonth = new Map<string, string>();
  for (const day of sessions) lastOfMonth.set(day.slice(0, 7), day);
  return [...lastOfMonth.values()];
}
