import type { CompanyType } from '@/common/constants/market';
import { periodContaining, periodLabel, periodPhrase, type PeriodRef } from '@/common/finance/periods';
import type { CompanyFacts, CompanySnapshot, MacroSnapshot, QuarterFigures } from '@/common/seo/snapshots';
import { resolveMacroPage, type MacroPage } from '@/features/macro/macroPages';
import type { Database } from '../../db/client';
import { findPageCompany, industryNameOf } from '../companyPages/company.repository';
import { adjustedClose, PROFIT_ITEM, REVENUE_ITEM } from '../companyPages/overview.figures';
import {
  readLatestPrices,
  readQuarterlyIncome,
  type QuarterValue,
} from '../companyPages/overview.repository';
import { summarizePrices } from '../enterprise/enterprise.service';
import { loadIndicator } from '../macro/macro.cache';
import { isLockedFor } from '../macro/macro.access';
import { readIndicator } from '../macro/macro.repository';
import { frequencyOf } from '../macro/macro.series';

/**
 * The figures a company's or a macro indicator's meta description and preview image show, read
 * through the same repositories and rules as the screens (the header's price and change, the
 * overview's revenue line, the macro screen's displayed series), so the preview never disagrees.
 */

/** Closes in the company preview's chart (about three months of sessions). */
export const PREVIEW_CLOSES = 60;
/** Observations in the macro preview's chart. */
export const PREVIEW_MACRO_POINTS = 24;

/**
 * The revenue line of each company type (overview.figures REVENUE_ITEM) by the short name a sentence
 * uses: the statements' own names ("Doanh thu thuần về bán hàng và cung cấp dịch vụ") fill half a
 * search result.
 */
const REVENUE_SHORT_LABEL: Record<CompanyType, string> = {
  non_financial: 'Doanh thu thuần',
  securities: 'Doanh thu thuần',
  bank: 'Tổng thu nhập hoạt động',
  insurance: 'Doanh thu phí bảo hiểm thuần',
};

/** The newest quarter with revenue or profit. */
function latestQuarter(rows: readonly QuarterValue[], revenueItem: string): QuarterFigures | null {
  let newest: { year: number; quarter: number } | null = null;
  for (const row of rows) {
    if (row.value === null) continue;
    if (!newest || row.year * 4 + row.quarter > newest.year * 4 + newest.quarter) {
      newest = { year: row.year, quarter: row.quarter };
    }
  }
  if (!newest) return null;
  const { year, quarter } = newest;
  const valueOf = (code: string): number | null =>
    rows.find((row) => row.itemCode === code && row.year === year && row.quarter === quarter)?.value ?? null;
  const ref: PeriodRef = { periodType: 'quarter', year, sub: quarter };
  return {
    label: periodLabel(ref),
    phrase: periodPhrase(ref),
    revenue: valueOf(revenueItem),
    netProfit: valueOf(PROFIT_ITEM),
  };
}

type PageCompany = NonNullable<Awaited<ReturnType<typeof findPageCompany>>>;

async function factsOf(db: Database, company: PageCompany): Promise<CompanyFacts> {
  const revenueItem = REVENUE_ITEM[company.companyType];
  const [industry, income] = await Promise.all([
    industryNameOf(db, company),
    readQuarterlyIncome(db, company.ticker, [revenueItem, PROFIT_ITEM]),
  ]);
  return {
    ticker: company.ticker,
    name: company.nameVi,
    shortName: company.shortName,
    exchange: company.exchange,
    industry,
    revenueLabel: REVENUE_SHORT_LABEL[company.companyType],
    latestQuarter: latestQuarter(income, revenueItem),
  };
}

/**
 * What a company page's meta description says (run on every company page render, so it reads no
 * prices); null for an unknown ticker.
 */
export async function getCompanyFacts(db: Database, ticker: string): Promise<CompanyFacts | null> {
  const company = await findPageCompany(db, ticker.trim().toUpperCase());
  return company ? factsOf(db, company) : null;
}

/** A listed company's preview figures: its facts plus prices; null for an unknown ticker. */
export async function getCompanySnapshot(db: Database, ticker: string): Promise<CompanySnapshot | null> {
  const company = await findPageCompany(db, ticker.trim().toUpperCase());
  if (!company) return null;
  const [facts, days] = await Promise.all([
    factsOf(db, company),
    readLatestPrices(db, company.ticker, PREVIEW_CLOSES),
  ]);
  const prices = summarizePrices(days);
  return {
    ...facts,
    price:
      prices.lastPrice !== null && prices.priceDate !== null
        ? {
            date: prices.priceDate,
            price: prices.lastPrice,
            change: prices.priceChange,
            changePercent: prices.priceChangePercent,
          }
        : null,
    closes: days.map(adjustedClose).reverse(),
  };
}

/** Which indicator: a key code of the Vietnamese menu, or a code within a custom group (US, CN ...). */
export type MacroIndicatorRef = { keyCode: string } | { code: string; groupCode: string };

/** The indicator a macro page shows: the Vietnamese menu's key code, or a custom group's code from the address. */
export function indicatorOfPage(page: MacroPage): MacroIndicatorRef {
  if (page.kind === 'vn') return { keyCode: page.keyCode };
  return { code: page.childSlug.toUpperCase().replace(/-/g, '_'), groupCode: page.groupId };
}

/** The indicator of a /macro/<group>/<child> address; null when the address names none. */
export function indicatorOfAddress(groupSlug: string, childSlug: string): MacroIndicatorRef | null {
  const page = resolveMacroPage(groupSlug, childSlug);
  return page ? indicatorOfPage(page) : null;
}

/**
 * An indicator's preview figures: its first displayed series' values (none when a free account may
 * not read them); null for an unknown indicator.
 */
export async function getMacroSnapshot(db: Database, ref: MacroIndicatorRef): Promise<MacroSnapshot | null> {
  const item = await readIndicator(db, { code: 'keyCode' in ref ? ref.keyCode : ref.code });
  if (!item || ('groupCode' in ref && item.groupCode !== ref.groupCode)) return null;
  const { series, rows } = await loadIndicator(db, item.id);
  const line = series[0];
  // Figures a free account reads are the site's free figures: shown to guests and crawlers as a
  // teaser (docs/DECISIONS.md); a paid group's are not.
  const locked = isLockedFor('free', item);
  if (!line || locked) {
    return {
      name: item.nameVi,
      seriesName: line?.nameVi ?? '',
      unit: line?.unit ?? '',
      source: line?.source ?? '',
      locked,
      latest: null,
      previous: null,
      values: [],
    };
  }
  const values = rows.filter((row) => row.seriesId === line.id && row.valueType === 'value');
  const latest = values.at(-1);
  const frequency = frequencyOf(line);
  const period = latest ? periodContaining(frequency, latest.period) : null;
  return {
    name: item.nameVi,
    seriesName: line.nameVi,
    unit: line.unit,
    source: line.source,
    locked,
    latest:
      latest && period
        ? {
            period: latest.period,
            label: periodLabel(period),
            phrase: periodPhrase(period),
            value: latest.value,
          }
        : null,
    previous: values.at(-2)?.value ?? null,
    values: values.slice(-PREVIEW_MACRO_POINTS).map((row) => row.value),
  };
}
