import type { PriceHistoryResponse } from '@/common/contracts/priceHistory';
import { installRoleVerifier, restoreVerifier, roleHeaders } from '../../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { createTestDatabase } from '../../../../db/testing';
import { getData, getFile } from '../../../companyPages/__tests__/fixtures';
import { CASH_FACTOR, seedOwnership, STOCK_FACTOR } from '../../../ownership/__tests__/integration/fixtures';
import { EXPORT_HEADER } from '../../priceHistory.export';
import { priceHistoryExportRoute, priceHistoryRoute } from '../../priceHistory.handlers';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  await seedOwnership(handle.db);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

const round2 = (value: number) => Math.round(value * 100) / 100;

describe('GET /api/enterprise/price-history', () => {
  it('pages the sessions newest first with adjusted close, value, foreign net and the marked ex-dates', async () => {
    const { status, data } = await getData<PriceHistoryResponse>(
      priceHistoryRoute,
      { ticket: 'own', pageSize: '3' },
      'anonymous',
    );
    expect(status).toBe(200);
    expect(data?.total).toBe(6);
    expect(data?.bases).toEqual(['raw']);
    const [mar11, mar10, mar7] = data?.rows ?? [];
    expect(mar11).toMatchObject({
      date: '2025-03-11',
      close: 26_200,
      adjustedClose: 26_200,
      value: 26.2e9,
      // 5,000,000,000 bought - 7,500,000,000 sold.
      foreignNet: -2.5e9,
    });
    // No feed adjustment: read off the series, 26,000 x (25,000 / 26,000) = 25,000.
    expect(mar11?.adjustment).toEqual({
      actions: [
        { kind: 'cash_dividend', ratio: null, cashPerShare: 1000, label: 'Cổ tức bằng tiền, 1,000 đồng/cp' },
      ],
      factor: 0.961538,
      previousClose: 26_000,
      refPrice: 25_000,
      origin: 'series',
      formula: 'P_ref = P_prev − D',
      working: 'P_ref = 26,000 − 1,000 = 25,000',
    });
    expect(mar10).toMatchObject({ adjustedClose: 25_000, foreignNet: null });
    expect(mar10?.adjustment).toEqual({
      actions: [
        {
          kind: 'stock_dividend',
          ratio: 1.2,
          cashPerShare: null,
          label: 'Cổ tức bằng cổ phiếu, tỷ lệ 100:20',
        },
      ],
      factor: 0.832258,
      previousClose: 31_000,
      refPrice: 25_800,
      origin: 'feed',
      formula: 'P_ref = P_prev / k',
      working: 'P_ref = 31,000 / 1.2 = 25,833.33 ≈ 25,800',
    });
    expect(mar7?.adjustedClose).toBe(round2(31_000 * CASH_FACTOR * STOCK_FACTOR));
    expect(mar7?.adjustment).toBeNull();
  });

  it('filters by dates, and finds an ex-date’s previous session before the range', async () => {
    const page2 = await getData<PriceHistoryResponse>(priceHistoryRoute, {
      ticket: 'OWN',
      from: '2025-03-06',
      to: '2025-03-10',
      page: '2',
      pageSize: '2',
    });
    expect(page2.data?.total).toBe(3);
    expect(page2.data?.rows.map((row) => row.date)).toEqual(['2025-03-06']);
    // 2025-03-06: 2,000,000,000 bought - 1,000,000,000 sold.
    expect(page2.data?.rows[0]).toMatchObject({ value: 31e9, foreignNet: 1e9 });
    const oneDay = await getData<PriceHistoryResponse>(priceHistoryRoute, {
      ticket: 'OWN',
      from: '2025-03-11',
      to: '2025-03-11',
    });
    expect(oneDay.data?.rows).toHaveLength(1);
    expect(oneDay.data?.rows[0]?.adjustment?.previousClose).toBe(26_000);
    const before = await getData<PriceHistoryResponse>(priceHistoryRoute, {
      ticket: 'OWN',
      to: '2025-03-04',
    });
    expect(before.data?.rows[0]).toMatchObject({ date: '2025-03-04', value: null, foreignNet: null });
  });

  it('answers 400 for bad dates, a reversed range or a huge page, 404 for an unknown ticker', async () => {
    const queries: Record<string, string>[] = [
      { ticket: 'OWN', from: '2025-13-01' },
      { ticket: 'OWN', from: '2025-03-10', to: '2025-03-01' },
      { ticket: 'OWN', pageSize: '100000' },
      { ticket: 'OWN', page: '-1' },
    ];
    for (const query of queries) {
      const answer = await getData(priceHistoryRoute, query);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/[àáảãạăâđêôơư]/);
    }
    expect((await getData(priceHistoryRoute, { ticket: 'NOPE' })).status).toBe(404);
  });
});

describe('GET /api/enterprise/price-history/export', () => {
  it('needs a signed-in account: 401 for guests', async () => {
    const answer = await getFile(priceHistoryExportRoute, { ticket: 'OWN', format: 'csv' });
    expect(answer.status).toBe(401);
    expect(answer.error?.message).toMatch(/đăng nhập/i);
  });

  it('exports the filtered range as CSV for a free account', async () => {
    const answer = await getFile(
      priceHistoryExportRoute,
      { ticket: 'OWN', from: '2025-03-07', to: '2025-03-11', format: 'csv' },
      roleHeaders('free'),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="OWN_lich-su-gia_2025-03-07_2025-03-11.csv"',
    );
    const text = answer.bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('OWN - Lịch sử giá từ 2025-03-07 đến 2025-03-11');
    expect(lines[2]).toBe(EXPORT_HEADER.join(','));
    expect(lines.slice(3)).toEqual([
      '2025-03-11,26100,26400,25900,26200,26200,1000000,26200000000,-2500000000,"Cổ tức bằng tiền, 1,000 đồng/cp (hệ số 0.961538)"',
      '2025-03-10,25900,26200,25700,26000,25000,1000000,26000000000,-,"Cổ tức bằng cổ phiếu, tỷ lệ 100:20 (hệ số 0.832258)"',
      `2025-03-07,30900,31200,30700,31000,${String(round2(31_000 * CASH_FACTOR * STOCK_FACTOR))},1000000,32000000000,-,`,
    ]);
  });

  it('exports Excel with the same cells', async () => {
    const answer = await getFile(
      priceHistoryExportRoute,
      { ticket: 'OWN', format: 'xlsx' },
      roleHeaders('free'),
    );
    expect(answer.status).toBe(200);
    const XLSX = await import('@e965/xlsx');
    const book = XLSX.read(answer.bytes, { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) throw new Error('no sheet');
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(rows[2]).toEqual([...EXPORT_HEADER]);
    expect(rows).toHaveLength(3 + 6);
    expect(rows[3]?.slice(0, 6)).toEqual(['2025-03-11', 26_100, 26_400, 25_900, 26_200, 26_200]);
  });

  it('refuses an unknown format with 400', async () => {
    const answer = await getFile(
      priceHistoryExportRoute,
      { ticket: 'OWN', format: 'pdf' },
      roleHeaders('free'),
    );
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toMatch(/csv hoặc xlsx/);
  });
});
