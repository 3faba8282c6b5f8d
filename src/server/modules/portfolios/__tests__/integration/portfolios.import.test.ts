/** The portfolio CSV import (all rows or none) and the performance against VN-Index, through the routes. */
import type {
  PortfolioDetailResponse,
  PortfolioPerformanceResponse,
  PortfolioSummary,
} from '@/common/contracts/portfolios';
import { restoreVerifier } from '../../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { createTestDatabase } from '../../../../db/testing';
import { accountHeaders, call, installUserVerifier, seedPortfolioMarket } from './fixtures';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installUserVerifier();
  await seedPortfolioMarket(handle.db);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

async function newPortfolio(headers: Record<string, string>, name = 'Danh mục chính'): Promise<number> {
  const created = await call<PortfolioSummary>('/api/portfolios', headers, 'POST', { name });
  expect(created.status).toBe(201);
  return created.data.id;
}

describe('CSV import and performance', () => {
  it('imports a whole file, then measures the time-weighted return against VN-Index', async () => {
    const headers = await accountHeaders(handle.db, 'BASIC');
    const path = `/api/portfolios/${String(await newPortfolio(headers))}`;
    const csv = [
      'Ngày,Loại,Mã,Số lượng,Giá,Số tiền,Phí,Thuế,Ghi chú',
      '2025-06-02,nap,,,,10000000,,,',
      '2025-06-02,mua,BBB,100,28000,,0,0,"lô đầu, thử"',
    ].join('\n');
    const imported = await call<{ imported: number }>(`${path}/import`, headers, 'POST', { csv });
    expect([imported.status, imported.data.imported]).toEqual([201, 2]);
    // 06-02: cash 7,200,000 + 100 × 28,000 = 10,000,000 (the deposit): r = 0.
    // 06-03: 7,200,000 + 100 × 29,400 = 10,140,000: r = 10,140,000 / 10,000,000 − 1 = 0.014.
    // VN-Index 1,200 -> 1,230: 0.025. No fall: drawdown 0.
    const performance = await call<PortfolioPerformanceResponse>(`${path}/performance`, headers);
    expect(performance.data.points.map((p) => p.date)).toEqual(['2025-06-02', '2025-06-03', '2025-06-30']);
    expect(performance.data.twr).toBeCloseTo(0.014, 12);
    expect(performance.data.maxDrawdown).toBe(0);
    expect(performance.data.benchmark).toMatchObject({ code: 'VNINDEX', source: 'test-index' });
    expect(performance.data.benchmark.twr).toBeCloseTo(0.025, 12);
    expect(performance.data.impliedDeposits).toBe(0);
  });

  it('refuses a broken file with each row’s number and reason, writing none of it', async () => {
    const headers = await accountHeaders(handle.db, 'BASIC');
    const path = `/api/portfolios/${String(await newPortfolio(headers))}`;
    const csv = [
      'date,kind,ticker,quantity,price,amount',
      '2025-06-02,deposit,,,,1000000',
      '2025-06-02,buy,BBB,10,abc,',
      '2025-06-03,sell,BBB,50,29000,',
      '2099-01-01,deposit,,,,5',
      '2025-06-03,buy,QQQ,1,1000,',
    ].join('\n');
    const answer = await call(`${path}/import`, headers, 'POST', { csv });
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/chưa ghi dòng nào/);
    expect(answer.details?.map((d) => d.path)).toEqual(['dòng 3', 'dòng 5', 'dòng 6']);
    expect(answer.details?.[0]?.message).toMatch(/price/);
    const detail = await call<PortfolioDetailResponse>(path, headers);
    expect(detail.data.transactions).toEqual([]);
    // The sale beyond holdings shows once the other rows are right.
    const oversold = await call(`${path}/import`, headers, 'POST', {
      csv: 'date,kind,ticker,quantity,price\n2025-06-02,buy,BBB,10,28000\n2025-06-03,sell,BBB,50,29000',
    });
    expect(oversold.details).toEqual([
      { path: 'dòng 3', message: expect.stringMatching(/chỉ nắm 10 cổ phiếu/) as string },
    ]);
    expect((await call(`${path}/import`, headers, 'POST', { csv: 'ngay,loai,gia_von\n' })).status).toBe(400);
  });

  it('keeps a free account to its transactions limit, for a file as for a line', async () => {
    const headers = await accountHeaders(handle.db, 'free');
    const path = `/api/portfolios/${String(await newPortfolio(headers))}`;
    const rows = Array.from({ length: 201 }, () => '2025-06-02,deposit,1000');
    const answer = await call(`${path}/import`, headers, 'POST', {
      csv: ['date,kind,amount', ...rows].join('\n'),
    });
    expect([answer.status, answer.code]).toEqual([403, 'LIMIT_REACHED']);
  });
});
