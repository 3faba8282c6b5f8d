import type { RatioAverages, RatiosDataResponse } from '@/common/contracts/ratios';
import { openEnvelope } from '@/lib/envelope';
import { installRoleVerifier, restoreVerifier, roleHeaders } from '../../../../../../tests/helpers/access';
import { callRoute } from '../../../../../../tests/helpers/callRoute';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { createTestDatabase } from '../../../../db/testing';
import { forgetMarketFacts, marketFacts } from '../../../screener/facts';
import { loadBoardRatios } from '../../../watchlists/boardRatios';
import { ratiosDataRoute } from '../../ratios.handlers';
import { independentYearlyRatios, meanOfYears, seedAverageFixtures } from './averages.fixtures';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedAverageFixtures(handle.db);
  setDatabaseHandle(handle);
  installRoleVerifier();
});

afterAll(async () => {
  forgetMarketFacts(handle.db);
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

async function ratios(query: Record<string, string>, role: 'admin' | 'anonymous' = 'admin') {
  const result = await callRoute<{ hashCode?: string }>(ratiosDataRoute, {
    query,
    headers: roleHeaders(role),
  });
  expect(result.status).toBe(200);
  return (result.body.hashCode ? openEnvelope(result.body.hashCode) : result.body) as RatiosDataResponse;
}

function span(payload: RatiosDataResponse, years: 3 | 5): RatioAverages {
  const found = payload.averages?.find((averages) => averages.span === years);
  if (!found) throw new Error(`no ${String(years)}-year averages`);
  return found;
}

describe('multi-year averages (ratios page, screener facts, watchlist columns)', () => {
  it('averages the 3 and 5 latest fiscal years on the yearly view, by hand', async () => {
    const payload = await ratios({ ticket: 'AVG', period: 'year', limit: '2' });
    // Two periods shown, but the averages still reach five years back.
    expect(payload.periods.map((period) => period.key)).toEqual(['2024', '2025']);
    const three = span(payload, 3);
    const five = span(payload, 5);
    expect([three.fromYear, three.toYear, five.fromYear]).toEqual([2023, 2025, 2021]);
    // Net margin (10 + 3i) / (100 + 20i), i = 2..6: 16/140, 19/160, 22/180, 25/200, 28/220.
    expect(three.values.NET_MARGIN).toBeCloseTo((22 / 180 + 25 / 200 + 28 / 220) / 3, 12);
    expect(five.values.NET_MARGIN).toBeCloseTo(
      (16 / 140 + 19 / 160 + 22 / 180 + 25 / 200 + 28 / 220) / 5,
      12,
    );
    // P/E = 15,000 / EPS, EPS = (10 + 3i) bn / 10 M shares: 2023-2025 EPS 2,200, 2,500, 2,800.
    expect(three.values.PE).toBeCloseTo((15_000 / 2200 + 15_000 / 2500 + 15_000 / 2800) / 3, 9);
    for (const code of ['ROE', 'NET_MARGIN', 'GROSS_MARGIN', 'PE', 'PB'])
      expect(three.reasons[code]).toBeUndefined();
    // The fixtures carry no current assets: the current ratio is missing every year, and says so.
    expect(three.values.CURRENT_RATIO).toBeNull();
    expect(three.reasons.CURRENT_RATIO).toBe(
      'Thiếu năm 2023, 2024, 2025 (cần đủ 3 năm tài chính 2023–2025).',
    );
  });

  it('matches averages computed independently from the stored statement lines and the yearly table', async () => {
    const payload = await ratios({ ticket: 'AVG', period: 'year', limit: '10' });
    const independent = await independentYearlyRatios(handle.db, 'AVG');
    for (const code of ['ROE', 'NET_MARGIN', 'GROSS_MARGIN', 'PE']) {
      for (const years of [3, 5] as const) {
        const expected = meanOfYears(independent.get(code), 2026 - years, 2025);
        expect(span(payload, years).values[code]).toBeCloseTo(expected, 9);
        // The same as the mean of the table's own yearly cells.
        const cells = payload.values[code]?.slice(-years) ?? [];
        expect(cells.reduce<number>((sum, value) => sum + (value ?? Number.NaN), 0) / years).toBeCloseTo(
          expected,
          9,
        );
      }
    }
  });

  it('is null naming the missing fiscal year, never an average over fewer years', async () => {
    const payload = await ratios({ ticket: 'GAP', period: 'year' });
    expect(span(payload, 5).values.ROE).toBeNull();
    expect(span(payload, 5).reasons.ROE).toBe('Thiếu năm 2022 (cần đủ 5 năm tài chính 2021–2025).');
    expect(span(payload, 3).values.NET_MARGIN).toBeCloseTo((22 / 180 + 25 / 200 + 28 / 220) / 3, 12);
  });

  it('follows the plan: a limited caller sees 4 years, so the 5-year average says why it is missing', async () => {
    const payload = await ratios({ ticket: 'AVG', period: 'year' }, 'anonymous');
    expect(payload.periods).toHaveLength(4);
    expect(span(payload, 3).values.ROE).not.toBeNull();
    expect(span(payload, 5).values.ROE).toBeNull();
    expect(span(payload, 5).reasons.ROE).toMatch(
      /^Bạn đang xem 4 năm gần nhất\..*Trung bình 5 năm cần các năm 2021–2025\.$/,
    );
  });

  it('has no average columns on the quarterly view', async () => {
    const payload = await ratios({ ticket: 'AVG', period: 'quarter' });
    expect(payload.averages).toBeUndefined();
  });

  it('gives the screener the same averages (percent × 100) and the watchlist columns read them', async () => {
    const payload = await ratios({ ticket: 'AVG', period: 'year' });
    const facts = await marketFacts(handle.db);
    const avg = facts.byTicker.get('AVG');
    const independent = await independentYearlyRatios(handle.db, 'AVG');
    expect(avg?.values.R_ROE_AVG5Y).toBeCloseTo(meanOfYears(independent.get('ROE'), 2021, 2025) * 100, 9);
    expect(avg?.values.R_ROE_AVG3Y).toBeCloseTo((span(payload, 3).values.ROE ?? Number.NaN) * 100, 9);
    expect(avg?.values.R_GROSS_MARGIN_AVG5Y).toBeCloseTo(
      (span(payload, 5).values.GROSS_MARGIN ?? Number.NaN) * 100,
      9,
    );
    expect(avg?.values.R_PE_AVG3Y).toBeCloseTo(span(payload, 3).values.PE ?? Number.NaN, 9);
    expect(avg?.values.R_PB_AVG5Y).toBeCloseTo(span(payload, 5).values.PB ?? Number.NaN, 9);
    const gap = facts.byTicker.get('GAP');
    expect(gap?.values.R_ROE_AVG5Y).toBeNull();
    expect(gap?.reasons.R_ROE_AVG5Y).toBe('Thiếu năm 2022 (cần đủ 5 năm tài chính 2021–2025).');
    // Not a bank: the bank ratios' averages are not applicable.
    expect(avg?.reasons.R_NIM_AVG3Y).toBe('Chỉ số không áp dụng cho loại hình doanh nghiệp này.');

    const board = await loadBoardRatios(handle.db, ['AVG', 'GAP'], ['roe5y', 'pe3y'], {
      waitMs: 60_000,
      read: marketFacts,
    });
    expect(board.values.get('AVG')?.roe5y?.value).toBeCloseTo(avg?.values.R_ROE_AVG5Y ?? Number.NaN, 12);
    expect(board.values.get('AVG')?.pe3y?.value).toBeCloseTo(avg?.values.R_PE_AVG3Y ?? Number.NaN, 12);
    expect(board.values.get('GAP')?.roe5y).toEqual({
      value: null,
      reason: 'Thiếu năm 2022 (cần đủ 5 năm tài chính 2021–2025).',
    });
  });
});
