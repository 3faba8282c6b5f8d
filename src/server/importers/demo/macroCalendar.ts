import type { MacroFrequency } from '@/common/constants/market';
import type { Seasonality } from '../../catalog/macro';

/** One observation slot: its period (last day) and where it sits in time. */
export interface Slot {
  period: string;
  year: number;
  /** 1-12 for months, 1-4 for quarters, 1 for years. */
  index: number;
  /** Mid-point as a fractional year (2020.29 is mid-April 2020), for paths and trends. */
  time: number;
}

export const FIRST_DEMO_YEAR = 2010;
/** One extra year before 2010 so that year-on-year changes exist from the first shown period. */
const WARM_UP_YEAR = FIRST_DEMO_YEAR - 1;

const PER_YEAR: Record<MacroFrequency, number> = { month: 12, quarter: 4, year: 1 };

export function periodsPerYear(frequency: MacroFrequency): number {
  return PER_YEAR[frequency];
}

function lastDay(year: number, month: number): string {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Slots from the warm-up year to the last period that ended before `now`. */
export function slotsUntil(frequency: MacroFrequency, now: Date): Slot[] {
  const perYear = PER_YEAR[frequency];
  const today = now.toISOString().slice(0, 10);
  const slots: Slot[] = [];
  for (let year = WARM_UP_YEAR; year <= now.getUTCFullYear(); year += 1) {
    for (let index = 1; index <= perYear; index += 1) {
      const period = lastDay(year, (index * 12) / perYear);
      if (period >= today) return slots;
      slots.push({ period, year, index, time: year + (index - 0.5) / perYear });
    }
  }
  return slots;
}

/** Monthly multipliers, January first; each profile averages to 1 so `base` stays the yearly mean. */
const MONTHLY_PROFILES: Record<Exclude<Seasonality, 'gdpQuarter'>, readonly number[]> = {
  none: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  // Spending peaks in the weeks before Tết (December-January) and sags after it.
  tet: [1.06, 1.0, 0.95, 0.96, 0.97, 0.97, 0.98, 0.99, 0.99, 1.0, 1.02, 1.11],
  // Factories and ports close for Tết: February is the trough, the year-end rush the peak.
  tetTrade: [1.0, 0.78, 1.02, 0.99, 1.0, 1.01, 1.03, 1.04, 1.03, 1.03, 1.02, 1.05],
  // Public investment and new commitments bunch at year end, as budgets close.
  budget: [0.55, 0.55, 0.85, 0.85, 0.9, 1.0, 0.95, 1.0, 1.05, 1.1, 1.2, 2.0],
  // Foreign visitors come in the northern winter and around Tết; the rainy season is quiet.
  tourism: [1.25, 1.15, 1.15, 1.0, 0.85, 0.8, 0.9, 0.95, 0.85, 0.9, 1.0, 1.2],
  // Power and beer follow the hot season.
  summer: [0.9, 0.85, 0.95, 1.0, 1.08, 1.1, 1.1, 1.08, 1.0, 0.98, 0.95, 1.01],
};

/** GDP-like flows: the first quarter (Tết) is the smallest, the fourth the largest. */
const QUARTER_PROFILE = [0.88, 0.98, 1.0, 1.14];

function normalised(values: readonly number[]): number[] {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return values.map((value) => value / mean);
}

export function seasonalFactor(season: Seasonality, frequency: MacroFrequency, index: number): number {
  if (frequency === 'year') return 1;
  if (season === 'gdpQuarter') {
    const quarters = normalised(QUARTER_PROFILE);
    return frequency === 'quarter' ? (quarters[index - 1] ?? 1) : (quarters[Math.ceil(index / 3) - 1] ?? 1);
  }
  const months = normalised(MONTHLY_PROFILES[season]);
  if (frequency === 'month') return months[index - 1] ?? 1;
  const first = (index - 1) * 3;
  return ((months[first] ?? 1) + (months[first + 1] ?? 1) + (months[first + 2] ?? 1)) / 3;
}

/** CPI's monthly pattern in percentage points: Tết lifts January-February, March gives it back. */
export const CPI_SEASON = [0.25, 0.45, -0.3, -0.05, 0, 0, 0, 0, 0, 0, -0.1, -0.25];

/** How deep the COVID-19 lockdowns cut a month's activity (1 = the deepest point). */
function lockdownDepth(year: number, month: number): number {
  if (year === 2020)
    return [0, 0.15, 0.35, 1, 0.45, 0.25, 0.15, 0.15, 0.15, 0.15, 0.15, 0.15][month - 1] ?? 0;
  if (year === 2021)
    return [0.15, 0.15, 0.15, 0.15, 0.15, 0.15, 0.5, 1, 0.9, 0.45, 0.25, 0.15][month - 1] ?? 0;
  if (year === 2022 && month <= 2) return 0.1;
  return 0;
}

/** International arrivals: the border stayed shut from April 2020 until March 2022. */
function borderDepth(year: number, month: number): number {
  const at = year * 12 + month;
  if (at < 2020 * 12 + 2) return 0;
  if (at <= 2020 * 12 + 3) return month === 2 ? 0.6 : 0.8;
  if (at <= 2022 * 12 + 2) return 1;
  if (at <= 2022 * 12 + 12) return 0.9 - ((at - (2022 * 12 + 3)) / 9) * 0.55;
  if (at <= 2023 * 12 + 12) return 0.3 - ((at - (2023 * 12 + 1)) / 11) * 0.2;
  return 0;
}

/** Fraction of activity lost in a slot for a series with the given COVID sensitivity. */
export function covidLoss(sensitivity: number, frequency: MacroFrequency, slot: Slot): number {
  if (sensitivity <= 0) return 0;
  // Near-total sensitivity marks border-bound series (tourism), which follow the border, not lockdowns.
  const depth = sensitivity >= 0.9 ? borderDepth : lockdownDepth;
  const months =
    frequency === 'month'
      ? [slot.index]
      : frequency === 'quarter'
        ? [0, 1, 2].map((k) => (slot.index - 1) * 3 + 1 + k)
        : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  const mean = months.reduce((sum, month) => sum + depth(slot.year, month), 0) / months.length;
  return Math.min(0.98, sensitivity * mean);
}
