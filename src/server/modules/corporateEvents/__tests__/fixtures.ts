import type { NextApiHandler } from 'next';
import { openEnvelope } from '@/lib/envelope';
import { callRoute } from '../../../../../tests/helpers/callRoute';
import type { Database } from '../../../db/client';
import {
  companies,
  corporateActions,
  corporateEvents,
  dailyPrices,
  priceAdjustments,
  statementValues,
  stockSessions,
} from '../../../db/schema';
import { refreshStatementChoices } from '../../../db/statementSource';

/**
 * Hand-made rows of the events and dividend tests (figures worked by hand in the tests):
 * - EVA (HOSE): a 1,500 VND cash dividend for 2023 ex 2024-06-10 on a 30,000 close, with its stored
 *   price adjustment (28,500, 0.95); a 20% stock dividend ex 2024-09-10 on a 36,000 close (a bonus
 *   issue in the calendar), none stored; an AGM; an EGM on 2024-10-20; 2023 profit to the parent 300 bn on 1,000 bn capital.
 * - EVB (UPCOM): an 800 VND cash dividend (no fiscal year) ex 2024-05-15 on a 12,500 close whose
 *   average was 12,440; a rights issue 100:30 at 10,000 ex 2024-08-01 on a 13,000 close.
 * - EVC (HNX): a suspension on 2024-10-03 and an additional listing on 2024-10-05.
 */
export async function seedEventFixtures(db: Database): Promise<void> {
  await db.insert(companies).values([
    {
      ticker: 'EVA',
      nameVi: 'Công ty Ê Va',
      shortName: 'Ê Va',
      exchange: 'HOSE',
      companyType: 'non_financial',
    },
    { ticker: 'EVB', nameVi: 'Công ty Ê Bê', shortName: '', exchange: 'UPCOM', companyType: 'non_financial' },
    {
      ticker: 'EVC',
      nameVi: 'Công ty Ê Xê',
      shortName: 'Ê Xê',
      exchange: 'HNX',
      companyType: 'non_financial',
    },
  ]);
  const price = (ticker: string, date: string, close: number) => ({
    ticker,
    date,
    open: close,
    high: close,
    low: close,
    close,
    volume: 1000,
    source: 'test',
  });
  await db
    .insert(dailyPrices)
    .values([
      price('EVA', '2024-06-07', 30_000),
      price('EVA', '2024-06-10', 28_600),
      price('EVA', '2024-09-09', 36_000),
      price('EVA', '2024-09-10', 30_100),
      price('EVB', '2024-05-14', 12_500),
      price('EVB', '2024-07-31', 13_000),
    ]);
  await db
    .insert(stockSessions)
    .values({ ticker: 'EVB', date: '2024-05-14', close: 12_500, averagePrice: 12_440, source: 'test' });
  await db.insert(corporateActions).values([
    { ticker: 'EVA', exDate: '2024-06-10', kind: 'cash_dividend', cashPerShare: 1_500, source: 'test' },
    { ticker: 'EVA', exDate: '2024-09-10', kind: 'stock_dividend', ratio: 1.2, source: 'test' },
    { ticker: 'EVB', exDate: '2024-05-15', kind: 'cash_dividend', cashPerShare: 800, source: 'test' },
    {
      ticker: 'EVB',
      exDate: '2024-08-01',
      kind: 'rights_issue',
      ratio: 1.3,
      cashPerShare: 10_000,
      source: 'test',
    },
  ]);
  await db.insert(priceAdjustments).values({
    ticker: 'EVA',
    exDate: '2024-06-10',
    previousClose: 30_000,
    refPrice: 28_500,
    factor: 0.95,
    source: 'test',
  });
  const event = (
    ticker: string,
    kind: typeof corporateEvents.$inferInsert.kind,
    eventDate: string,
    title: string,
  ) => ({
    ticker,
    kind,
    eventDate,
    title,
    source: 'test',
  });
  await db.insert(corporateEvents).values([
    {
      ...event('EVA', 'cash_dividend', '2024-06-10', 'Trả cổ tức bằng tiền năm 2023, 1.500 đồng/cp'),
      exDate: '2024-06-10',
      recordDate: '2024-06-11',
      paymentDate: '2024-07-05',
      cashPerShare: 1_500,
      fiscalYear: 2023,
    },
    {
      // The calendar files the action's stock dividend as a bonus issue (from reserves): one entitlement.
      ...event('EVA', 'bonus_issue', '2024-09-10', 'Phát hành cổ phiếu thưởng, tỷ lệ 100:20'),
      exDate: '2024-09-10',
      recordDate: '2024-09-11',
      ratio: 1.2,
      fiscalYear: 2023,
    },
    event('EVA', 'agm', '2024-04-20', 'Đại hội đồng cổ đông thường niên 2024'),
    event('EVA', 'egm', '2024-10-20', 'Đại hội đồng cổ đông bất thường 2024'),
    {
      ...event('EVB', 'rights_issue', '2024-08-01', 'Phát hành quyền mua 100:30 giá 10.000'),
      ratio: 1.3,
      pricePerShare: 10_000,
    },
    { ...event('EVC', 'suspension', '2024-10-03', 'Tạm ngừng giao dịch'), endDate: '2024-10-04' },
    {
      ...event('EVC', 'additional_listing', '2024-10-05', 'Niêm yết bổ sung 5 triệu cổ phiếu'),
      shares: 5_000_000,
    },
  ]);
  const value = (statement: 'INCOME_STATEMENT' | 'BALANCE_SHEET', itemCode: string, amount: number) => ({
    ticker: 'EVA',
    statement,
    itemCode,
    periodType: 'year' as const,
    year: 2023,
    quarter: 0,
    value: amount,
    source: 'test',
  });
  await db
    .insert(statementValues)
    .values([
      value('INCOME_STATEMENT', 'NET_PROFIT_PARENT', 300e9),
      value('BALANCE_SHEET', 'PAID_IN_CAPITAL', 1_000e9),
    ]);
  await refreshStatementChoices(db, {});
}

export interface DataAnswer<T> {
  status: number;
  body: { hashCode?: string; code?: string; message?: string; details?: { path: string; message: string }[] };
  data: T | undefined;
}

/** GET a data route anonymously (the calendar and dividends are public) and open its envelope. */
export async function getPublic<T>(
  route: NextApiHandler,
  query: Record<string, string>,
): Promise<DataAnswer<T>> {
  const result = await callRoute<DataAnswer<T>['body']>(route, { query });
  const data = result.body.hashCode ? (openEnvelope(result.body.hashCode) as T) : undefined;
  return { status: result.status, body: result.body, data };
}
