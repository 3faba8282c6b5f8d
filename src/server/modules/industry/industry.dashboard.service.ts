import type { AccessRole } from '@/common/access/accessTable';
import type {
  IndustryDashboardResponse,
  IndustryIndicator,
  IndustryListResponse,
  IndustrySummary,
  PresentationSummary,
} from '@/common/contracts/industry';
import {
  ALL_INDUSTRIES_PERMISSION,
  industryLabel,
  industryPermission,
  industrySlug,
  presentationPermission,
  type DeepDataIndustry,
} from '@/common/industry/industries';
import { seriesValueTypes } from '@/common/macro/offers';
import type { MacroValueType } from '@/common/macroMenu';
import type { Database } from '../../db/client';
import type { MenuItemRow, SeriesRow } from '../macro/macro.repository';
import { frequencyOf } from '../macro/macro.series';
import {
  indicatorsOf,
  industrySpecOf,
  INDUSTRY_CATALOG,
  PRESENTATIONS,
  type IndustryIndicatorSpec,
  type IndustrySpec,
  type PresentationSpec,
} from '../../catalog/industry';
import { accessOf, noIndustryData } from './industry.access';
import { chartLine, drawnSeries } from './industry.lines';
import { newer } from './industry.periods';
import {
  readGroupStats,
  readIndicators,
  readSeriesDates,
  type IndicatorRows,
  type SeriesDates,
} from './industry.repository';

/** The catalog entry of an industry; 404 "Chưa có dữ liệu cho ngành này" when the catalog lacks it. */
export function requireSpec(industry: DeepDataIndustry): IndustrySpec {
  const spec = industrySpecOf(industry);
  if (!spec) throw noIndustryData();
  return spec;
}

function summaryOf(
  spec: IndustrySpec,
  role: AccessRole,
  stats: { indicatorCount: number; latestPeriod: string | null } | undefined,
): IndustrySummary {
  return {
    ...accessOf(role, industryPermission(spec.industry)),
    code: spec.industry,
    slug: industrySlug(spec.industry),
    name: industryLabel(spec.industry),
    description: spec.description,
    indicatorCount: stats?.indicatorCount ?? 0,
    tickers: [...spec.tickers],
    latestPeriod: stats?.latestPeriod ?? null,
  };
}

export function presentationSummaryOf(spec: PresentationSpec, role: AccessRole): PresentationSummary {
  return {
    ...accessOf(role, presentationPermission(spec.industry)),
    slug: spec.slug,
    industry: spec.industry,
    title: spec.title,
    subtitle: spec.subtitle,
    slideCount: spec.slides.length,
  };
}

/** GET /api/industry/list: every catalog industry and presentation, marked for the caller. */
export async function getIndustryList(db: Database, role: AccessRole): Promise<IndustryListResponse> {
  const stats = await readGroupStats(
    db,
    INDUSTRY_CATALOG.map((spec) => industryPermission(spec.industry)),
  );
  return {
    industries: INDUSTRY_CATALOG.map((spec) =>
      summaryOf(spec, role, stats.get(industryPermission(spec.industry))),
    ),
    presentations: PRESENTATIONS.map((spec) => presentationSummaryOf(spec, role)),
    overview: accessOf(role, ALL_INDUSTRIES_PERMISSION),
  };
}

/**
 * The value types every drawn line offers at its own frequency (industry lines always store levels;
 * rates in % offer none but the level), so the screen shows only switches the figures answer.
 */
function commonValueTypes(item: MenuItemRow, lines: readonly SeriesRow[]): MacroValueType[] {
  const offers = lines.map((line) =>
    seriesValueTypes(
      {
        unit: line.unit,
        frequency: frequencyOf(line),
        menuValueTypes: item.valueTypes,
        storedTypes: ['value'],
      },
      frequencyOf(line),
    ),
  );
  const [first = [], ...rest] = offers;
  return first.filter((type) => rest.every((offer) => offer.includes(type)));
}

function indicatorOf(
  { item, series }: IndicatorRows,
  spec: IndustryIndicatorSpec | undefined,
  dates: ReadonlyMap<number, SeriesDates>,
): IndustryIndicator {
  const chartType = spec?.chartType ?? 'line';
  const valueType = spec?.defaultValueType ?? 'value';
  const drawn = drawnSeries(series, chartType);
  const lines = drawn.map((line, index) => chartLine(item, line, { valueType, chartType, axis: 0, index }));
  let latestPeriod: string | null = null;
  let releaseDate: string | null = null;
  for (const line of series) {
    latestPeriod = newer(latestPeriod, dates.get(line.id)?.latestPeriod ?? null);
    releaseDate = newer(releaseDate, dates.get(line.id)?.releaseDate ?? null);
  }
  return {
    id: item.id,
    code: item.code,
    name: item.nameVi,
    description: spec?.description ?? '',
    frequency: series[0] ? frequencyOf(series[0]) : (item.frequency ?? spec?.frequency ?? 'month'),
    unit: series[0]?.unit ?? '',
    source: [...new Set(series.map((line) => line.source))].join('; '),
    releaseDate,
    latestPeriod,
    byCompany: lines.some((line) => line.ticker !== null),
    valueTypes: commonValueTypes(item, drawn),
    lines,
  };
}

/**
 * GET /api/industry/dashboard?industry=: the sections of the catalog and the indicators the database
 * holds (series an import added included), each with the lines to draw. No figures: the charts ask
 * metric-data, which the industry's DEEP_DATA_* code gates; `locked` tells the screen beforehand.
 */
export async function getIndustryDashboard(
  db: Database,
  role: AccessRole,
  industry: DeepDataIndustry,
): Promise<IndustryDashboardResponse> {
  const spec = requireSpec(industry);
  const rows = await readIndicators(db, [industryPermission(industry)]);
  if (rows.length === 0) throw noIndustryData();
  const dates = await readSeriesDates(
    db,
    rows.flatMap((indicator) => indicator.series.map((line) => line.id)),
  );
  const specs = new Map(indicatorsOf(spec).map((indicator) => [indicator.code, indicator]));
  const indicators = rows.map((indicator) => indicatorOf(indicator, specs.get(indicator.item.code), dates));
  const present = new Set(indicators.map((indicator) => indicator.code));
  const latestPeriod = indicators.reduce<string | null>(
    (latest, indicator) => newer(latest, indicator.latestPeriod),
    null,
  );
  return {
    industry: summaryOf(spec, role, { indicatorCount: indicators.length, latestPeriod }),
    sections: spec.sections.map((section) => ({
      title: section.title,
      indicatorCodes: section.indicators
        .map((indicator) => indicator.code)
        .filter((code) => present.has(code)),
    })),
    indicators,
  };
}
