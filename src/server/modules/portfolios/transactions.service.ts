import {
  transactionInputSchema,
  type PortfolioImportResponse,
  type PortfolioTransaction,
  type TransactionValues,
} from '@/common/contracts/portfolios';
import { parsePortfolioCsv } from '@/common/portfolio/csv';
import { suggestEntitlements } from '@/common/portfolio/suggestions';
import type { TransactionSource } from '@/common/portfolio/types';
import type { AuthUser } from '../../core/authUser';
import { AppError, type ErrorDetail } from '../../core/errors';
import type { Database } from '../../db/client';
import { assertBelowLimit } from '../../access/investorLimits';
import {
  dateProblem,
  ledgerProblems,
  unknownTickerMessage,
  unknownTickers,
  vietnamToday,
} from './ledgerChecks';
import { entryOf, pendingEntry, rowOf, transactionOf } from './ledgerRows';
import {
  countTransactions,
  deleteTransaction,
  insertTransactions,
  readEntitlementEvents,
  readTransactions,
  type NewTransactionRow,
} from './portfolios.repository';
import { requirePortfolio } from './portfolios.service';

/**
 * Writes of a portfolio's ledger (issue 32). Each write is one database transaction that first locks
 * the portfolio row, so two writes cannot both pass the holdings check, and a refused write leaves
 * nothing behind (a CSV file is all or nothing).
 */

const SUGGESTION_GONE =
  'Sự kiện này không còn là gợi ý của danh mục (đã ghi, hoặc danh mục không nắm cổ phiếu trước ngày GDKHQ).';
const SUGGESTION_MISMATCH = 'Giao dịch từ gợi ý phải đúng mã, loại và ngày GDKHQ của sự kiện.';
const CANNOT_DELETE = 'Không thể xóa giao dịch này: các giao dịch bán sau đó sẽ vượt số cổ phiếu nắm giữ.';
const TRANSACTION_NOT_FOUND = 'Không tìm thấy giao dịch này trong danh mục.';

function refuse(message: string, details?: ErrorDetail[]): AppError {
  return new AppError('VALIDATION', message, details ? { details } : undefined);
}

/** Records one line (entered by hand, or an accepted suggestion when it carries an event id). */
export async function addTransaction(
  db: Database,
  user: AuthUser,
  portfolioId: number,
  values: TransactionValues,
  now: Date = new Date(),
): Promise<PortfolioTransaction> {
  const today = vietnamToday(now);
  return db.transaction(async (tx) => {
    const portfolio = await requirePortfolio(tx, user.id, portfolioId, true);
    assertBelowLimit(user, 'portfolioTransactions', await countTransactions(tx, portfolioId));
    const source: TransactionSource = values.eventId ? 'event' : 'manual';
    const row = rowOf(portfolio, values, source);
    const datePb = dateProblem(row.tradeDate, today);
    if (datePb) throw refuse(datePb, [{ path: 'date', message: datePb }]);
    const unknown = await unknownTickers(tx, [row]);
    if (row.ticker && unknown.has(row.ticker)) {
      const message = unknownTickerMessage(row.ticker);
      throw refuse(message, [{ path: 'ticker', message }]);
    }
    const stored = (await readTransactions(tx, portfolioId)).map(entryOf);
    if (values.eventId) {
      const events = await readEntitlementEvents(tx, row.ticker ? [row.ticker] : []);
      const suggestion = suggestEntitlements(stored, events, today).find(
        (item) => item.eventId === values.eventId,
      );
      if (!suggestion) throw refuse(SUGGESTION_GONE);
      if (
        suggestion.kind !== row.kind ||
        suggestion.ticker !== row.ticker ||
        suggestion.date !== row.tradeDate
      ) {
        throw refuse(SUGGESTION_MISMATCH);
      }
    }
    const nextId = Math.max(0, ...stored.map((entry) => entry.id)) + 1;
    const problems = ledgerProblems([...stored, pendingEntry(row, nextId)]);
    const problem = problems.get(nextId) ?? [...problems.values()][0];
    if (problem) throw refuse(problem, [{ path: 'quantity', message: problem }]);
    const [inserted] = await insertTransactions(tx, [row]);
    if (!inserted) throw new AppError('INTERNAL');
    return transactionOf(inserted);
  });
}

export async function removeTransaction(
  db: Database,
  user: AuthUser,
  portfolioId: number,
  transactionId: number,
): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    await requirePortfolio(tx, user.id, portfolioId, true);
    const stored = (await readTransactions(tx, portfolioId)).map(entryOf);
    if (!stored.some((entry) => entry.id === transactionId))
      throw new AppError('NOT_FOUND', TRANSACTION_NOT_FOUND);
    const left = stored.filter((entry) => entry.id !== transactionId);
    if (ledgerProblems(left).size > 0) throw refuse(CANNOT_DELETE);
    await deleteTransaction(tx, portfolioId, transactionId);
  });
  return { id: transactionId };
}

/**
 * Imports a CSV file (src/common/portfolio/csv.ts): every row is checked as a hand-entered line
 * would be, and the file is written in one transaction only when no row is refused; otherwise 400
 * with each refused row's number ("dòng N", the header is line 1) and reasons.
 */
export async function importTransactions(
  db: Database,
  user: AuthUser,
  portfolioId: number,
  csv: string,
  now: Date = new Date(),
): Promise<PortfolioImportResponse> {
  const parsed = parsePortfolioCsv(csv);
  if (!parsed.ok) throw refuse(parsed.message, [{ path: 'csv', message: parsed.message }]);
  const today = vietnamToday(now);
  return db.transaction(async (tx) => {
    const portfolio = await requirePortfolio(tx, user.id, portfolioId, true);
    const count = await countTransactions(tx, portfolioId);
    assertBelowLimit(user, 'portfolioTransactions', count + parsed.records.length - 1);
    const details: ErrorDetail[] = [];
    const rows: { row: number; values: NewTransactionRow }[] = [];
    for (const record of parsed.records) {
      const result = transactionInputSchema.safeParse(record.values);
      if (!result.success) {
        const reasons = result.error.issues.map(
          (issue) => `${issue.path.join('.') || 'dòng'}: ${issue.message}`,
        );
        details.push({ path: `dòng ${String(record.row)}`, message: reasons.join('; ') });
        continue;
      }
      const row = rowOf(portfolio, result.data, 'csv');
      const datePb = dateProblem(row.tradeDate, today);
      if (datePb) details.push({ path: `dòng ${String(record.row)}`, message: datePb });
      else rows.push({ row: record.row, values: row });
    }
    const unknown = await unknownTickers(
      tx,
      rows.map((item) => item.values),
    );
    const known = rows.filter((item) => {
      if (!item.values.ticker || !unknown.has(item.values.ticker)) return true;
      details.push({ path: `dòng ${String(item.row)}`, message: unknownTickerMessage(item.values.ticker) });
      return false;
    });
    if (details.length === 0) {
      const stored = (await readTransactions(tx, portfolioId)).map(entryOf);
      const firstId = Math.max(0, ...stored.map((entry) => entry.id)) + 1;
      const problems = ledgerProblems([
        ...stored,
        ...known.map((item, index) => pendingEntry(item.values, firstId + index)),
      ]);
      known.forEach((item, index) => {
        const problem = problems.get(firstId + index);
        if (problem) details.push({ path: `dòng ${String(item.row)}`, message: problem });
      });
    }
    if (details.length > 0) {
      details.sort((a, b) => Number(a.path.slice(5)) - Number(b.path.slice(5)));
      throw refuse(
        `Tệp CSV có ${String(details.length)} dòng lỗi; chưa ghi dòng nào. Sửa các dòng dưới đây rồi nhập lại.`,
        details,
      );
    }
    await insertTransactions(
      tx,
      known.map((item) => item.values),
    );
    return { imported: known.length };
  });
}
