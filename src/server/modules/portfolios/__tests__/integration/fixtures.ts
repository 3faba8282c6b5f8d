import { permissionsForRole, type AccessRole } from '@/common/access/accessTable';
import { setTokenVerifier } from '@/server/auth/bearer';
import type { AuthUser } from '@/server/core/authUser';
import type { Database } from '../../../../db/client';
import {
  companies,
  corporateEvents,
  dailyPrices,
  indexPrices,
  industries,
  stockSessions,
} from '../../../../db/schema';
import { createUser } from '../../../../../../tests/helpers/accounts';
import { callRoute } from '../../../../../../tests/helpers/callRoute';

/**
 * Rows of the portfolio route tests. AAA (HOSE, ICB 8300 "Ngân hàng") closes 28,000 on 2025-06-30
 * (the latest session); BBB (ICB 9500) closes 28,000 then 29,400 on 2025-06-02/03 and VN-Index
 * 1,200 then 1,230. AAA's events: a 15 % stock dividend (ex 2025-03-05) and a 1,000 đồng cash
 * dividend (ex 2025-04-01).
 */
export async function seedPortfolioMarket(
  db: Database,
): Promise<{ stockEventId: number; cashEventId: number }> {
  await db.insert(industries).values([
    { icbCode: '8300', level: 2, nameVi: 'Ngân hàng', nameEn: 'Banks' },
    { icbCode: '9500', level: 2, nameVi: 'Công nghệ thông tin', nameEn: 'Technology' },
  ]);
  await db.insert(companies).values([
    {
      ticker: 'AAA',
      nameVi: 'Ngân hàng AAA',
      shortName: 'AAA Bank',
      exchange: 'HOSE',
      companyType: 'bank',
      icbCode2: '8300',
    },
    {
      ticker: 'BBB',
      nameVi: 'Công ty Công nghệ BBB',
      exchange: 'HOSE',
      companyType: 'non_financial',
      icbCode2: '9500',
    },
  ]);
  const session = (ticker: string, date: string, close: number) => ({
    ticker,
    date,
    close,
    refPrice: close,
    source: 'test-feed',
  });
  await db
    .insert(stockSessions)
    .values([
      session('AAA', '2025-06-30', 28_000),
      session('BBB', '2025-06-02', 28_000),
      session('BBB', '2025-06-03', 29_400),
      session('BBB', '2025-06-30', 29_400),
    ]);
  const bar = (ticker: string, date: string, close: number) => ({
    ticker,
    date,
    open: close,
    high: close,
    low: close,
    close,
    volume: 1000,
    source: 'test-prices',
  });
  await db.insert(dailyPrices).values([bar('AAA', '2025-01-03', 20_000), bar('AAA', '2025-06-02', 27_000)]);
  const index = (date: string, close: number) => ({
    indexCode: 'VNINDEX',
    date,
    open: close,
    high: close,
    low: close,
    close,
    source: 'test-index',
  });
  await db.insert(indexPrices).values([index('2025-06-02', 1200), index('2025-06-03', 1230)]);
  const events = await db
    .insert(corporateEvents)
    .values([
      {
        ticker: 'AAA',
        kind: 'stock_dividend',
        eventDate: '2025-03-05',
        exDate: '2025-03-05',
        title: 'Trả cổ tức bằng cổ phiếu tỷ lệ 100:15',
        ratio: 1.15,
        source: 'test-events',
      },
      {
        ticker: 'AAA',
        kind: 'cash_dividend',
        eventDate: '2025-04-01',
        exDate: '2025-04-01',
        title: 'Trả cổ tức bằng tiền 1.000 đồng/cp',
        cashPerShare: 1000,
        paymentDate: '2025-04-20',
        source: 'test-events',
      },
    ])
    .returning({ id: corporateEvents.id });
  return { stockEventId: events[0]?.id ?? 0, cashEventId: events[1]?.id ?? 0 };
}

/** Tokens `user:<id>:<ROLE>` stand for an account of that role (its row exists, for the foreign keys). */
export function installUserVerifier(): void {
  setTokenVerifier((token) => {
    const match = /^user:(\d+):(\w+)$/.exec(token);
    if (!match) return Promise.resolve(null);
    const role = match[2] as AccessRole;
    const user: AuthUser = {
      id: Number(match[1]),
      email: `u${match[1] ?? ''}@example.vn`,
      isAdmin: role === 'admin',
      permissions: permissionsForRole(role),
    };
    return Promise.resolve(user);
  });
}

export async function accountHeaders(db: Database, role: AccessRole): Promise<Record<string, string>> {
  const user = await createUser(db);
  return { authorization: `Bearer user:${String(user.id)}:${role}` };
}

type Answer<T> = { data: T; code?: string; message?: string; details?: { path: string; message: string }[] };

/** A route's answer with its status: `data` on success, `code`, `message` and `details` on refusal. */
export type Called<T> = Answer<T> & { status: number };

/** Calls a portfolio route in process as the account whose headers are given. */
export async function call<T>(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: unknown,
): Promise<Called<T>> {
  const { status, body: answer } = await callRoute<Answer<T>>(path, { method, headers, body });
  return { status, ...answer };
}
