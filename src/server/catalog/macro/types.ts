import type { MacroFrequency } from '@/common/constants/market';

/** Keypoints of a path: [fractional year, level], e.g. [2020.25, 25] is early April 2020. */
export type PathPoint = readonly [number, number];

/**
 * Monthly seasonal profiles (multipliers, January first). Named after what drives them so a reader
 * can judge a series' choice: Tết lifts spending in December-January and empties February.
 */
export type Seasonality = 'none' | 'tet' | 'tetTrade' | 'budget' | 'tourism' | 'summer' | 'gdpQuarter';

/**
 * How the demo generator draws a series. The catalog carries it so each line's shape sits next to
 * its name and unit; real imports never read it.
 */
export type DemoModel =
  /** A flow or an index level growing at `growth` % a year from `base` (the level of one 2010 period). */
  | {
      kind: 'growth';
      base: number;
      growth: number;
      /** Standard deviation of the period-to-period noise, as a fraction (0.03 = 3 %). */
      noise: number;
      season?: Seasonality;
      /** Share of the level lost at the deepest point of the COVID-19 lockdowns (0..1). */
      covid?: number;
    }
  /** Inflation-driven price index: monthly inflation mean-reverting around `inflation` % a year. */
  | { kind: 'priceIndex'; inflation: number; volatility: number }
  /**
   * A level following keypoints (rates, prices, PMI): AR(1) deviations around the interpolated path,
   * `relative` noise for prices, absolute for rates; clamped to [min, max].
   */
  | {
      kind: 'path';
      points: readonly PathPoint[];
      noise: number;
      relative?: boolean;
      persistence?: number;
      min?: number;
      max?: number;
    }
  /** A part of another series: its share drifts linearly from `from` to `to` over 2010-2025. */
  | { kind: 'share'; of: string; from: number; to: number }
  /** What is left of `of` after the listed sibling parts, so the parts add up to the whole. */
  | { kind: 'remainder'; of: string; minus: readonly string[] }
  /** `left - right` (a balance; may be negative, so no growth rates are published for it). */
  | { kind: 'difference'; left: string; right: string }
  /** `left + right`. */
  | { kind: 'sum'; left: string; right: string }
  /**
   * A rate set by decision (the State Bank's policy rates): `level` from each keypoint's time until
   * the next keypoint, no noise. Keypoints are [fractional year the decision took effect, level].
   */
  | { kind: 'steps'; points: readonly PathPoint[] }
  /**
   * `of` plus a spread following keypoints, with AR(1) noise (a tenor over the 10-year yield, the
   * 1-week interbank rate over the overnight, lending over deposit rates), so related lines keep
   * their order most of the time. Clamped to [min, max].
   */
  | { kind: 'offset'; of: string; points: readonly PathPoint[]; noise: number; min?: number; max?: number }
  /**
   * Growth since the end of the previous year, in % (credit growth "so với cuối năm trước"):
   * (level_t / level of the last December - 1) x 100 of the monthly stock `of`.
   */
  | { kind: 'sinceYearEnd'; of: string };

export interface CatalogSeries {
  code: string;
  nameVi: string;
  nameEn: string;
  unit: string;
  /** Code of the line this one is a part of (a sector of GDP, a component of CPI). */
  parent?: string;
  model: DemoModel;
  /** The listed company the line is about (industry deep data: HPG's steel sales). */
  ticker?: string;
  /** A monthly flow whose source also publishes the year-to-date total (value type `ytd`, the budget). */
  publishesYtd?: boolean;
}

export interface CatalogChild {
  code: string;
  nameVi: string;
  nameEn: string;
  frequency: MacroFrequency;
  valueTypes: readonly string[];
  factTable: string;
  isFree: boolean;
  series: readonly CatalogSeries[];
}

export interface CatalogGroup {
  code: string;
  /** VN, US, CN, COMMODITY, or an industry's DEEP_DATA_<INDUSTRY> (its permission code). */
  groupCode: 'VN' | 'US' | 'CN' | 'COMMODITY' | `DEEP_DATA_${string}`;
  nameVi: string;
  nameEn: string;
  icon: string | null;
  children: readonly CatalogChild[];
}

export const DEMO_SOURCE = 'Dữ liệu minh họa (demo)';
