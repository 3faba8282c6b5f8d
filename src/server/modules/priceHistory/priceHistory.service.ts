import type {
  PriceHistoryQuery,
  PriceHistoryResponse,
  PriceHistoryRow,
  RowAction,
  RowAdjustment,
} from '@/common/contracts/priceHistory';
import type { PriceBasis } from '@/common/finance/shareBasis';
import {
  isPriceMoving,
  referenceFormula,
  referenceWorking,
  type Entitlement,
} from '@/common/market/dividends';
import { foreignNetValue } from '@/common/market/foreignOwnership';
import type { Database } from '../../db/client';
import { getPageCompany } from '../companyPages/company.repository';
import { assertDateRange, offsetOf } from '../companyPages/shared';
import { actionLabel } from './actionLabels';
import {
  previousSession,
  readEventsOn,
  readSessions,
  readSessionsPage,
  type DateRange,
  type SessionRow,
  type StoredAction,
  type StoredAdjustment,
} from './priceHistory.repository';

const round2 = (value: number): number => Math.round(value * 100) / 100;
/** Factors keep 6 decimals: enough to recompute the reference price to the đồng. */
const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

/**
 * The adjustment of a session: the feed's stored one, else the step of the adjusted series
 * (previous adj_ratio / this one, raw rows only) when a corporate action has its ex-date that day.
 */
export function adjustmentOf(
  row: SessionRow,
  previous: SessionRow | null,
  stored: StoredAdjustment | undefined,
  actions: readonly StoredAction[],
): RowAdjustment | null {
  if (!stored && actions.length === 0) return null;
  const rowActions: RowAction[] = actions.map((action) => ({
    kind: action.kind,
    ratio: action.ratio,
    cashPerShare: action.cashPerShare,
    label: actionLabel(action),
  }));
  let figures: Pick<RowAdjustment, 'factor' | 'previousClose' | 'refPrice' | 'origin'>;
  if (stored) {
    figures = {
      factor: round6(stored.factor),
      previousClose: stored.previousClose,
      refPrice: stored.refPrice,
      origin: 'feed',
    };
  } else {
    const readable =
      previous !== null &&
      row.priceBasis === 'raw' &&
      previous.priceBasis === 'raw' &&
      row.adjRatio > 0 &&
      previous.adjRatio > 0;
    const factor = readable ? previous.adjRatio / row.adjRatio : null;
    figures =
      factor === null || Math.abs(factor - 1) < 1e-9 || previous === null
        ? { factor: null, previousClose: null, refPrice: null, origin: null }
        : {
            factor: round6(factor),
            previousClose: previous.close,
            refPrice: round2(previous.close * factor),
            origin: 'series',
          };
  }
  return {
    actions: rowActions,
    ...figures,
    ...referenceTexts(actions, figures.previousClose, figures.refPrice),
  };
}

/** The shared reference formula (src/common/market/dividends.ts) in symbols and with the day's figures. */
function referenceTexts(
  actions: readonly StoredAction[],
  previousClose: number | null,
  refPrice: number | null,
): Pick<RowAdjustment, 'formula' | 'working'> {
  const entitlements: Entitlement[] = actions.flatMap((action) =>
    isPriceMoving(action.kind)
      ? [
          {
            kind: action.kind,
            ratio: action.ratio,
            // corporate_actions keeps a rights issue's subscription price in cash_per_share.
            cashPerShare: action.kind === 'rights_issue' ? null : action.cashPerShare,
            pricePerShare: action.kind === 'rights_issue' ? action.cashPerShare : null,
          },
        ]
      : [],
  );
  if (entitlements.length === 0) return { formula: null, working: null };
  return {
    formula: referenceFormula(entitlements.map((item) => item.kind)),
    working:
      previousClose === null ? null : referenceWorking(previousClose, entitlements, refPrice ?? undefined),
  };
}

/** Rows newest first, each with its previous session (the next row, or `before` for the last). */
export async function historyRows(
  db: Database,
  ticker: string,
  rows: readonly SessionRow[],
  before: SessionRow | null,
): Promise<PriceHistoryRow[]> {
  const { adjustments, actions } = await readEventsOn(
    db,
    ticker,
    rows.map((row) => row.date),
  );
  const storedByDate = new Map(adjustments.map((adjustment) => [adjustment.exDate, adjustment]));
  return rows.map((row, index) => ({
    date: row.date,
    open: row.open,
    high: row.high,
    low: row.low,
    close: row.close,
    adjustedClose: round2(row.close * row.adjRatio),
    adjRatio: row.adjRatio,
    priceBasis: row.priceBasis,
    volume: row.volume,
    value: row.totalValue,
    foreignNet: foreignNetValue(row.foreignBuyValue, row.foreignSellValue),
    adjustment: adjustmentOf(
      row,
      rows[index + 1] ?? before,
      storedByDate.get(row.date),
      actions.filter((action) => action.exDate === row.date),
    ),
  }));
}

function basesOf(rows: readonly SessionRow[]): { bases: PriceBasis[]; adjustedTo: string | null } {
  const bases = [...new Set(rows.map((row) => row.priceBasis))].sort();
  const adjustedTo = rows.reduce<string | null>(
    (latest, row) =>
      row.adjustedTo !== null && (latest === null || row.adjustedTo > latest) ? row.adjustedTo : latest,
    null,
  );
  return { bases, adjustedTo };
}

/** GET price-history: a page of sessions newest first. 404 for an unknown ticker, 400 when from > to. */
export async function getPriceHistory(db: Database, query: PriceHistoryQuery): Promise<PriceHistoryResponse> {
  assertDateRange(query.from, query.to);
  const company = await getPageCompany(db, query.ticker);
  const range: DateRange = { from: query.from, to: query.to };
  const page = await readSessionsPage(db, company.ticker, range, {
    offset: offsetOf(query.page, query.pageSize),
    limit: query.pageSize,
  });
  return {
    ticker: company.ticker,
    from: query.from ?? null,
    to: query.to ?? null,
    rows: await historyRows(db, company.ticker, page.rows, page.before),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    ...basesOf(page.rows),
  };
}

/** Every session of the range (the export), newest first. */
export async function getPriceHistoryRange(
  db: Database,
  query: { ticker: string; from?: string; to?: string },
): Promise<{ ticker: string; rows: PriceHistoryRow[]; bases: PriceBasis[]; adjustedTo: string | null }> {
  assertDateRange(query.from, query.to);
  const company = await getPageCompany(db, query.ticker);
  const sessions = await readSessions(db, company.ticker, { from: query.from, to: query.to });
  const oldest = sessions[sessions.length - 1];
  const before = oldest ? await previousSession(db, company.ticker, oldest.date) : null;
  return {
    ticker: company.ticker,
    rows: await historyRows(db, company.ticker, sessions, before),
    ...basesOf(sessions),
  };
}
