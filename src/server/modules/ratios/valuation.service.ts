import type { CompanyType } from '@/common/constants/market';
import { periodEndDate, type PeriodRef } from '@/common/finance/periods';
import { paidInCapital, type RatioInput } from '@/common/finance/ratioMath';
import {
  hasShareCountActions,
  shareEventsFromActions,
  shareEventsFromCapital,
  valuationAt,
  type CapitalPoint,
  type CorporateActionFact,
  type PriceObservation,
  type ShareEvent,
  type Valuation,
} from '@/common/finance/valuation';
import type { Database } from '../../db/client';
import { buildRatioInput, type StatementIndex } from './ratios.inputs';
import { readCapitalHistory, readCorporateActionFacts, type CapitalRow } from './valuation.repository';

/** A ticker's share history: its corporate actions and the share events valuation applies. */
export interface ShareHistory {
  actions: CorporateActionFact[];
  events: ShareEvent[];
  /** actions: events from corporate actions; capital: read from the capital of successive periods. */
  eventsFrom: 'actions' | 'capital';
}

interface ValuedCompany {
  ticker: string;
  companyType: CompanyType;
}

const CAPITAL_ITEM: Record<CompanyType, string> = {
  bank: 'CHARTER_CAPITAL',
  securities: 'PAID_IN_CAPITAL',
  insurance: 'PAID_IN_CAPITAL',
  non_financial: 'PAID_IN_CAPITAL',
};

/** Capital by period end; a quarter wins over the year ending the same day (the finer series). */
export function capitalPoints(rows: readonly CapitalRow[], companyType: CompanyType): CapitalPoint[] {
  const byDate = new Map<string, { capital: number; fromQuarter: boolean }>();
  for (const row of rows) {
    if (row.itemCode !== CAPITAL_ITEM[companyType] || row.value === null) continue;
    const periodType = row.periodType === 'year' ? 'year' : 'quarter';
    const ref: PeriodRef = { periodType, year: row.year, sub: periodType === 'year' ? 0 : row.quarter };
    const date = periodEndDate(ref);
    const known = byDate.get(date);
    if (known && (known.fromQuarter || periodType === 'year')) continue;
    byDate.set(date, { capital: row.value, fromQuarter: periodType === 'quarter' });
  }
  return [...byDate].map(([date, { capital }]) => ({ date, capital }));
}

/**
 * The share histories of some companies: from their corporate actions when they have any action
 * that changes the share count, else from the changes of their paid-in capital (valuation.ts).
 */
export async function loadShareHistories(
  db: Database,
  companies: readonly ValuedCompany[],
): Promise<Map<string, ShareHistory>> {
  const tickers = companies.map((company) => company.ticker);
  const actions = await readCorporateActionFacts(db, tickers);
  const withoutActions = companies.filter(
    (company) => !hasShareCountActions(actions.get(company.ticker) ?? []),
  );
  const capitalRows = await readCapitalHistory(
    db,
    withoutActions.map((company) => company.ticker),
  );
  const histories = new Map<string, ShareHistory>();
  for (const company of companies) {
    const own = actions.get(company.ticker) ?? [];
    if (hasShareCountActions(own)) {
      histories.set(company.ticker, {
        actions: own,
        events: shareEventsFromActions(own),
        eventsFrom: 'actions',
      });
      continue;
    }
    const rows = capitalRows.filter((row) => row.ticker === company.ticker);
    histories.set(company.ticker, {
      actions: own,
      events: shareEventsFromCapital(capitalPoints(rows, company.companyType)),
      eventsFrom: 'capital',
    });
  }
  return histories;
}

const NO_HISTORY: ShareHistory = { actions: [], events: [], eventsFrom: 'capital' };

export interface ValuedInput {
  input: RatioInput;
  valuation: Valuation;
}

/**
 * The ratio input of `company` at `ref` with its price and shares on today's basis, and the
 * valuation they come from. `maxAgeDays` (current valuation): the close may follow the period end.
 */
export function valuedRatioInput(
  index: StatementIndex,
  company: ValuedCompany,
  ref: PeriodRef,
  price: PriceObservation | null,
  history: ShareHistory | undefined,
  maxAgeDays?: number,
): ValuedInput {
  const bare = buildRatioInput(index, company, ref, null);
  const valuation = valuationAt({
    periodEnd: periodEndDate(ref),
    capital: paidInCapital(bare),
    price,
    events: (history ?? NO_HISTORY).events,
    maxAgeDays,
  });
  return { input: { ...bare, market: { price: valuation.price, shares: valuation.shares } }, valuation };
}
