import type { IndustryCompaniesResponse, IndustryOverviewResponse } from '@/common/contracts/industry';
import { industryLabel, industryPermission, type DeepDataIndustry } from '@/common/industry/industries';
import type { Database } from '../../db/client';
import type { SeriesRow } from '../macro/macro.repository';
import { frequencyOf } from '../macro/macro.series';
import { indicatorsOf, industrySpecOf, INDUSTRY_CATALOG } from '../../catalog/industry';
import { getBankCompanies } from './industry.bank';
import { requireSpec } from './industry.dashboard.service';
import { levelsBySeries, newestFigure } from './industry.periods';
import {
  readCompanies,
  readIndicators,
  readLevels,
  type IndicatorRows,
  type LevelRow,
} from './industry.repository';

const byPeriod = (levels: readonly LevelRow[] | undefined) =>
  new Map((levels ?? []).map((row) => [row.period, row.value]));

/** The total a company's line is a part of, when the indicator shows it. */
function totalOf(line: SeriesRow, indicator: IndicatorRows): SeriesRow | undefined {
  return line.parentSeriesId === null
    ? undefined
    : indicator.series.find((candidate) => candidate.id === line.parentSeriesId);
}

/**
 * GET /api/industry/companies?industry=: the industry's companies (the catalog's tickers in order, then
 * any other ticker an import gave a line) against its operating indicators (those with company
 * lines): each company's newest figure, its change on a year earlier and its share of the total.
 */
export async function getIndustryCompanies(
  db: Database,
  industry: DeepDataIndustry,
): Promise<IndustryCompaniesResponse> {
  if (industry === 'BANK') return getBankCompanies(db, industrySpecOf('BANK'));
  const spec = requireSpec(industry);
  const columns = (await readIndicators(db, [industryPermission(industry)])).filter((indicator) =>
    indicator.series.some((line) => line.ticker !== null),
  );
  const lines = columns.flatMap((indicator) => indicator.series.filter((line) => line.ticker !== null));
  const totals = columns.flatMap((indicator) =>
    indicator.series.flatMap((line) => totalOf(line, indicator) ?? []),
  );
  const levels = levelsBySeries(
    await readLevels(db, [...new Set([...lines, ...totals].map((line) => line.id))]),
  );
  const tickers = [...new Set([...spec.tickers, ...lines.map((line) => line.ticker ?? '').filter(Boolean)])];
  const companies = await readCompanies(db, tickers);
  return {
    industry,
    indicators: columns.map(({ item, series }) => {
      const first = series.find((line) => line.ticker !== null) ?? series[0];
      return {
        code: item.code,
        name: item.nameVi,
        unit: first?.unit ?? '',
        frequency: first ? frequencyOf(first) : 'month',
      };
    }),
    rows: tickers.map((ticker) => {
      const company = companies.get(ticker);
      const own = lines.find((line) => line.ticker === ticker);
      return {
        ticker,
        name: company?.nameVi ?? own?.nameVi ?? ticker,
        exchange: company?.exchange ?? null,
        listed: company !== undefined,
        figures: Object.fromEntries(
          columns.map((indicator) => {
            const line = indicator.series.find((candidate) => candidate.ticker === ticker);
            if (!line) return [indicator.item.code, null];
            const total = totalOf(line, indicator);
            const figure = newestFigure(
              levels.get(line.id) ?? [],
              frequencyOf(line),
              total ? byPeriod(levels.get(total.id)) : undefined,
            );
            return [indicator.item.code, figure];
          }),
        ),
      };
    }),
  };
}

/**
 * GET /api/industry/overview: per catalog industry, its headline indicator's first line that is not
 * a company's (the market total) with its newest figure and change on a year earlier.
 */
export async function getIndustryOverview(db: Database): Promise<IndustryOverviewResponse> {
  const indicators = await readIndicators(
    db,
    INDUSTRY_CATALOG.map((spec) => industryPermission(spec.industry)),
  );
  const byCode = new Map(indicators.map((indicator) => [indicator.item.code, indicator]));
  const heads = INDUSTRY_CATALOG.map((spec) => {
    const indicator = byCode.get(spec.headline);
    return { spec, indicator, line: indicator?.series.find((series) => series.ticker === null) };
  });
  const levels = levelsBySeries(
    await readLevels(
      db,
      heads.flatMap(({ line }) => (line ? [line.id] : [])),
    ),
  );
  return {
    rows: heads.map(({ spec, indicator, line }) => {
      const headline = indicatorsOf(spec).find((candidate) => candidate.code === spec.headline);
      const fallback = headline?.series.find((series) => series.ticker === undefined);
      return {
        industry: spec.industry,
        name: industryLabel(spec.industry),
        indicatorCode: spec.headline,
        indicatorName: indicator?.item.nameVi ?? headline?.nameVi ?? spec.headline,
        seriesName: line?.nameVi ?? fallback?.nameVi ?? '',
        unit: line?.unit ?? fallback?.unit ?? '',
        figure: line ? newestFigure(levels.get(line.id) ?? [], frequencyOf(line)) : null,
      };
    }),
  };
}
