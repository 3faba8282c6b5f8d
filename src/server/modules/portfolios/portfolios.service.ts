import type {
  PortfolioCreateValues,
  PortfolioListResponse,
  PortfolioSummary,
  PortfolioUpdateValues,
} from '@/common/contracts/portfolios';
import type { AuthUser } from '../../core/authUser';
import { AppError } from '../../core/errors';
import type { Database } from '../../db/client';
import { assertBelowLimit, investorLimitsOf } from '../../access/investorLimits';
import {
  countPortfolios,
  deletePortfolio,
  findPortfolio,
  insertPortfolio,
  listPortfolios,
  lockAccount,
  updatePortfolio,
  type PortfolioRow,
} from './portfolios.repository';

/** The portfolios of an account (issue 32): create, list, rename, change the default rates, delete. */

export const PORTFOLIO_NOT_FOUND = 'Không tìm thấy danh mục này trong tài khoản của bạn.';

/** The caller's portfolio or 404 (another account's portfolio is not found either). */
export async function requirePortfolio(
  db: Database,
  userId: number,
  id: number,
  lock = false,
): Promise<PortfolioRow> {
  const portfolio = await findPortfolio(db, userId, id, lock);
  if (!portfolio) throw new AppError('NOT_FOUND', PORTFOLIO_NOT_FOUND);
  return portfolio;
}

export function summaryOf(row: PortfolioRow, transactionCount: number): PortfolioSummary {
  return {
    id: row.id,
    name: row.name,
    feeRate: row.feeRate,
    sellTaxRate: row.sellTaxRate,
    transactionCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listUserPortfolios(db: Database, user: AuthUser): Promise<PortfolioListResponse> {
  const rows = await listPortfolios(db, user.id);
  const limits = investorLimitsOf(user);
  return {
    portfolios: rows.map((row) => ({
      id: row.id,
      name: row.name,
      feeRate: row.feeRate,
      sellTaxRate: row.sellTaxRate,
      transactionCount: row.transactionCount,
      createdAt: row.createdAt.toISOString(),
    })),
    limits: { portfolios: limits.portfolios, transactionsPerPortfolio: limits.portfolioTransactions },
  };
}

export async function createPortfolio(
  db: Database,
  user: AuthUser,
  body: PortfolioCreateValues,
): Promise<PortfolioSummary> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, user.id);
    const held = await countPortfolios(tx, user.id);
    assertBelowLimit(user, 'portfolios', held);
    const row = await insertPortfolio(tx, { userId: user.id, position: held, ...body });
    return summaryOf(row, 0);
  });
}

export async function changePortfolio(
  db: Database,
  user: AuthUser,
  id: number,
  body: PortfolioUpdateValues,
): Promise<PortfolioSummary> {
  return db.transaction(async (tx) => {
    await requirePortfolio(tx, user.id, id, true);
    await updatePortfolio(tx, id, body);
    const list = await listPortfolios(tx, user.id);
    const row = list.find((item) => item.id === id);
    const fresh = await requirePortfolio(tx, user.id, id);
    return summaryOf(fresh, row?.transactionCount ?? 0);
  });
}

export async function removePortfolio(db: Database, user: AuthUser, id: number): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    await requirePortfolio(tx, user.id, id, true);
    await deletePortfolio(tx, id);
  });
  return { id };
}
