import type { CatalogSeries, DemoModel, PathPoint, Seasonality } from './types';

/** Short constructors so the catalog files read as tables. */
interface GrowthOptions {
  base: number;
  growth: number;
  noise?: number;
  season?: Seasonality;
  covid?: number;
  parent?: string;
}

function series(
  code: string,
  nameVi: string,
  nameEn: string,
  unit: string,
  model: DemoModel,
  parent?: string,
): CatalogSeries {
  return { code, nameVi, nameEn, unit, model, ...(parent ? { parent } : {}) };
}

export function growing(
  code: string,
  nameVi: string,
  nameEn: string,
  unit: string,
  options: GrowthOptions,
): CatalogSeries {
  const { base, growth, noise = 0.03, season = 'none', covid, parent } = options;
  return series(
    code,
    nameVi,
    nameEn,
    unit,
    { kind: 'growth', base, growth, noise, season, ...(covid === undefined ? {} : { covid }) },
    parent,
  );
}

export function part(
  code: string,
  nameVi: string,
  nameEn: string,
  unit: string,
  of: string,
  from: number,
  to: number,
): CatalogSeries {
  return series(code, nameVi, nameEn, unit, { kind: 'share', of, from, to }, of);
}

export function rest(
  code: string,
  nameVi: string,
  nameEn: string,
  unit: string,
  of: string,
  minus: readonly string[],
): CatalogSeries {
  return series(code, nameVi, nameEn, unit, { kind: 'remainder', of, minus }, of);
}

export function priceIndex(
  code: string,
  nameVi: string,
  nameEn: string,
  inflation: number,
  volatility: number,
  parent?: string,
): CatalogSeries {
  return series(code, nameVi, nameEn, 'điểm', { kind: 'priceIndex', inflation, volatility }, parent);
}

export function path(
  code: string,
  nameVi: string,
  nameEn: string,
  unit: string,
  points: readonly PathPoint[],
  options: { noise: number; relative?: boolean; persistence?: number; min?: number; max?: number },
): CatalogSeries {
  return series(code, nameVi, nameEn, unit, { kind: 'path', points, ...options });
}

export function combined(
  code: string,
  nameVi: string,
  nameEn: string,
  unit: string,
  kind: 'difference' | 'sum',
  left: string,
  right: string,
): CatalogSeries {
  return series(code, nameVi, nameEn, unit, { kind, left, right });
}

/** A PMI-like diffusion index: mean-reverting around `level`, kept inside 40-60. */
export function diffusion(
  code: string,
  nameVi: string,
  nameEn: string,
  level: number,
  noise: number,
): CatalogSeries {
  return path(
    code,
    nameVi,
    nameEn,
    'điểm',
    [
      [2010, level],
      [2030, level],
    ],
    { noise, persistence: 0.6, min: 40.5, max: 59.5 },
  );
}
