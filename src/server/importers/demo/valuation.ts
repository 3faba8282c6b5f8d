import { SHARE_PAR_VALUE_VND, type CompanyType } from '@/common/constants/market';
import type { Random } from './random';
import { buildCompanyStatements, type CompanyStatements } from './statements';
import { DEMO_UNIVERSE, type DemoCompanySpec } from './universe';

/** Price-to-earnings bands analysts see in each kind of company; the demo aims inside them. */
const PE_BAND: Record<CompanyType, readonly [number, number]> = {
  bank: [6, 12],
  securities: [9, 18],
  insurance: [11, 20],
  non_financial: [8, 22],
};
const PB_BAND: Record<CompanyType, readonly [number, number]> = {
  bank: [0.9, 2.1],
  securities: [1, 2.4],
  insurance: [1, 2.2],
  non_financial: [0.8, 3.5],
};
/** Beyond this price-to-book a P/E target would look absurd, so book value decides instead. */
const MAX_PB = 8;

function latestQuarters(statements: CompanyStatements, count: number) {
  return statements.periods.filter((period) => period.periodType === 'quarter').slice(-count);
}

/** Shares a balance sheet counts: charter capital (banks) or paid-in capital at the par value. */
function sharesOf(statements: CompanyStatements, balance: ReadonlyMap<string, number>): number {
  const capital = balance.get(statements.companyType === 'bank' ? 'CHARTER_CAPITAL' : 'PAID_IN_CAPITAL') ?? 0;
  return capital / SHARE_PAR_VALUE_VND;
}

/**
 * The last close each demo ticker should end at so that its valuation reads like a real company of
 * its kind: a P/E inside the band of its company type on trailing earnings, or a P/B inside its
 * band when earnings are negative or the P/E would imply an absurd price-to-book.
 */
export function targetLastCloses(
  statementsByTicker: ReadonlyMap<string, CompanyStatements>,
  random: Random,
): Map<string, number> {
  const targets = new Map<string, number>();
  for (const [ticker, statements] of statementsByTicker) {
    const quarters = latestQuarters(statements, 4);
    const last = quarters[quarters.length - 1];
    if (!last || quarters.length < 4) continue;
    const balance = last.statements.BALANCE_SHEET;
    const shares = sharesOf(statements, balance);
    const equity = balance.get('OWNERS_EQUITY') ?? 0;
    if (shares <= 0 || equity <= 0) continue;
    const earnings = quarters.reduce(
      (sum, quarter) => sum + (quarter.statements.INCOME_STATEMENT.get('NET_PROFIT_PARENT') ?? 0),
      0,
    );
    const stream = random.fork(ticker);
    const [peLow, peHigh] = PE_BAND[statements.companyType];
    const [pbLow, pbHigh] = PB_BAND[statements.companyType];
    const targetPe = stream.uniform(peLow, peHigh);
    const targetPb = stream.uniform(pbLow, pbHigh);
    const bookPerShare = equity / shares;
    const byEarnings = (targetPe * earnings) / shares;
    const price = earnings > 0 && byEarnings / bookPerShare <= MAX_PB ? byEarnings : targetPb * bookPerShare;
    targets.set(ticker, price);
  }
  return targets;
}

/**
 * Today's shares outstanding of each company with statements: its latest quarter's charter capital
 * (banks) or paid-in capital at the 10,000 VND par value, the count its EPS and book value per share
 * are computed on. The seed gives the company rows this count, so the market capitalisation (price
 * times shares) agrees with P/E times earnings.
 */
export function statementShares(
  statementsByTicker: ReadonlyMap<string, CompanyStatements>,
): Map<string, number> {
  const shares = new Map<string, number>();
  for (const [ticker, statements] of statementsByTicker) {
    const last = latestQuarters(statements, 1)[0];
    const count = last ? sharesOf(statements, last.statements.BALANCE_SHEET) : 0;
    if (count > 0) shares.set(ticker, count);
  }
  return shares;
}

/** A change of the share count the statements show in a quarter, for the price walk to follow. */
export interface ShareChange {
  year: number;
  quarter: number;
  /** The statements' share issues for cash are offered to the shareholders (rights issues). */
  kind: 'stock_dividend' | 'rights_issue';
  /** New shares per old share (capital after / capital before). */
  ratio: number;
  /** Rights issues: the subscription price, VND paid per new share. */
  pricePerShare: number | null;
}

/**
 * Every change of capital of each company as a share ratio, in the order the statements made them:
 * the capital before an event is the previous quarter's (plus the same quarter's earlier events).
 * The market demo turns them into corporate actions on a trading day of their quarter, so the
 * as-traded price drops at a stock dividend exactly when the statements' share count grows, and
 * market value, EPS and book value per share stay on one basis.
 */
export function shareChanges(
  statementsByTicker: ReadonlyMap<string, CompanyStatements>,
): Map<string, ShareChange[]> {
  const result = new Map<string, ShareChange[]>();
  for (const [ticker, statements] of statementsByTicker) {
    const quarters = statements.periods.filter((period) => period.periodType === 'quarter');
    const capitalAt = new Map(
      quarters.map((period) => [
        period.year * 4 + period.quarter,
        sharesOf(statements, period.statements.BALANCE_SHEET) * SHARE_PAR_VALUE_VND,
      ]),
    );
    const changes: ShareChange[] = [];
    let ordinal = -1;
    let before = 0;
    for (const event of statements.capitalEvents) {
      const at = event.year * 4 + event.quarter;
      if (at !== ordinal) {
        ordinal = at;
        const sameQuarter = statements.capitalEvents
          .filter((other) => other.year * 4 + other.quarter === at)
          .reduce((sum, other) => sum + other.capital, 0);
        before = capitalAt.get(at - 1) ?? (capitalAt.get(at) ?? 0) - sameQuarter;
      }
      if (before <= 0 || event.capital <= 0) continue;
      changes.push({
        year: event.year,
        quarter: event.quarter,
        kind: event.kind === 'share_issue' ? 'rights_issue' : 'stock_dividend',
        ratio: (before + event.capital) / before,
        pricePerShare: event.cash === null ? null : event.cash / (event.capital / SHARE_PAR_VALUE_VND),
      });
      before += event.capital;
    }
    result.set(ticker, changes);
  }
  return result;
}

/** Statements of every company of the universe, computed in memory (the seed writes them later). */
export function previewUniverseStatements(
  random: Random,
  now: Date,
  universe: readonly DemoCompanySpec[] = DEMO_UNIVERSE,
): Map<string, CompanyStatements> {
  const result = new Map<string, CompanyStatements>();
  for (const spec of universe) result.set(spec.ticker, buildCompanyStatements(spec, random, { now }));
  return result;
}
