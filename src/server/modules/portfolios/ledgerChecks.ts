import { formatNumber } from '@/common/format';
import { replayLedger } from '@/common/portfolio/ledger';
import type { LedgerEntry } from '@/common/portfolio/types';
import { formatVnDate } from '@/common/vietnamTime';
import type { Database } from '../../db/client';
import type { NewTransactionRow } from './portfolios.repository';
import { readCompanies } from './portfolios.repository';

/**
 * The checks a line passes before it is stored (beyond its contract): a real date not after today
 * (Vietnam time) nor before 2000, a ticker the market data knows, and a ledger that still holds
 * every sale at its date. Each returns Vietnamese reasons; the caller answers 400 with them.
 */

export const EARLIEST_TRADE_DATE = '2000-01-01';

/** Today in Vietnam (UTC+7), YYYY-MM-DD. */
export function vietnamToday(now: Date = new Date()): string {
  return formatVnDate(now.toISOString());
}

export function dateProblem(date: string, today: string): string | null {
  if (date > today) return `Ngày ${date} ở tương lai (hôm nay là ${today}): chỉ ghi giao dịch đã diễn ra.`;
  if (date < EARLIEST_TRADE_DATE) return `Ngày ${date} quá xa: chỉ nhận giao dịch từ ${EARLIEST_TRADE_DATE}.`;
  return null;
}

/** Tickers of the rows that the companies table does not know. */
export async function unknownTickers(db: Database, rows: readonly NewTransactionRow[]): Promise<Set<string>> {
  const tickers = [...new Set(rows.map((row) => row.ticker).filter((ticker): ticker is string => !!ticker))];
  const known = new Set((await readCompanies(db, tickers)).map((company) => company.ticker));
  return new Set(tickers.filter((ticker) => !known.has(ticker)));
}

export function unknownTickerMessage(ticker: string): string {
  return `Mã ${ticker} không có trong dữ liệu thị trường.`;
}

/** Why a ledger does not hold: each sale of more shares than held at its date, by line id. */
export function ledgerProblems(entries: readonly LedgerEntry[]): Map<number, string> {
  const problems = new Map<number, string>();
  for (const problem of replayLedger(entries).problems) {
    problems.set(
      problem.entryId,
      `Không thể bán ${formatNumber(problem.asked, 0)} cổ phiếu ${problem.ticker} ngày ${problem.date}: khi đó danh mục chỉ nắm ${formatNumber(problem.held, 0)} cổ phiếu.`,
    );
  }
  return problems;
}
