import type { CompanyType } from '@/common/constants/market';
import type { OverviewResult } from '@/common/contracts/companyPages';
import { percentChange } from '@/common/finance/growth';
import { periodKey, periodLabel, type PeriodRef } from '@/common/finance/periods';
import type { PriceDay, QuarterValue } from './overview.repository';

/** Pure figures of the overview from the rows its repository reads. */

/** The revenue line of each company type's income statement (src/server/catalog/templates). */
export const REVENUE_ITEM: Record<CompanyType, string> = {
  non_financial: 'NET_REVENUE',
  bank: 'TOTAL_OPERATING_INCOME',
  securities: 'NET_REVENUE',
  insurance: 'NET_PREMIUM_REVENUE',
};
export const PROFIT_ITEM = 'NET_PROFIT_PARENT';
export const RECENT_QUARTERS = 8;

const round2 = (value: number): number => Math.round(value * 100) / 100;

export const adjustedClose = (day: PriceDay): number => day.close * day.adjRatio;

export interface PriceFigures {
  asOf: string | null;
  price: number | null;
  change: number | null;
  /** Percent (1.5 = +1.5 %), as corp-profile's priceChangePercent. */
  changePercent: number | null;
}

/** Last adjusted close and its change against the day before (both adjusted, so splits leave no jump). */
export function priceFigures(days: readonly PriceDay[]): PriceFigures {
  const [latest, previous] = days;
  if (!latest) return { asOf: null, price: null, change: null, changePercent: null };
  const price = adjustedClose(latest);
  if (!previous) return { asOf: latest.date, price: round2(price), change: null, changePercent: null };
  const reference = adjustedClose(previous);
  const change = price - reference;
  return {
    asOf: latest.date,
    price: round2(price),
    change: round2(change),
    changePercent: reference > 0 ? round2((change / reference) * 100) : null,
  };
}

function quarterRef(ordinal: number): PeriodRef {
  return { periodType: 'quarter', year: Math.floor(ordinal / 4), sub: (ordinal % 4) + 1 };
}

/** The last RECENT_QUARTERS quarters with revenue or profit, oldest first, with year-on-year changes. */
export function recentResults(rows: readonly QuarterValue[], revenueItem: string): OverviewResult[] {
  const revenue = new Map<number, number | null>();
  const profit = new Map<number, number | null>();
  for (const row of rows) {
    const ordinal = row.year * 4 + row.quarter - 1;
    if (row.itemCode === revenueItem) revenue.set(ordinal, row.value);
    if (row.itemCode === PROFIT_ITEM) profit.set(ordinal, row.value);
  }
  const ordinals = [...new Set([...revenue.keys(), ...profit.keys()])]
    .sort((a, b) => a - b)
    .slice(-RECENT_QUARTERS);
  return ordinals.map((ordinal) => {
    const ref = quarterRef(ordinal);
    const revenueNow = revenue.get(ordinal) ?? null;
    const profitNow = profit.get(ordinal) ?? null;
    return {
      label: periodLabel(ref),
      key: periodKey(ref),
      revenue: revenueNow,
      netProfit: profitNow,
      revenueYoy: percentChange(revenueNow, revenue.get(ordinal - 4)),
      profitYoy: percentChange(profitNow, profit.get(ordinal - 4)),
    };
  });
}
