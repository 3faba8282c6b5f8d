import { sql } from 'drizzle-orm';
import type { ValuationBandsResponse } from '@/common/contracts/valuation';
import { installRoleVerifier, restoreVerifier } from '../../../../../../tests/helpers/access';
import { callRoute } from '../../../../../../tests/helpers/callRoute';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { createTestDatabase } from '../../../../db/testing';
import { getData } from '../../../companyPages/__tests__/fixtures';
import { STATEMENT_MAX_AGE_DAYS } from '@/common/finance/valuation';
import { valuedRatioInput } from '../../../ratios/valuation.service';
import { loadValuationData, quarterOn, valuedOnDay } from '../../multipleSeries';
import { valuationBandsRoute } from '../../valuation.handlers';
import { readSessionCloses } from '../../valuation.repository';
import { LAST_DAY, seedValuationBands } from './fixtures';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  await seedValuationBands(handle.db);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

interface Row {
  [key: string]: unknown;
}

async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  const result: unknown = await handle.db.execute(query);
  return (result as { rows: Row[] }).rows;
}

function quarterEnd(year: number, quarter: number): string {
  return new Date(Date.UTC(year, quarter * 3, 0)).toISOString().slice(0, 10);
}

/**
 * P/E computed here from the database alone, not through the app's code: the newest quarter ending on
 * or before the day, TTM parent profit = the sum of its four quarters, market value = the day's close
 * x capital / 10,000 (no share events); null when TTM ≤ 0.
 */
async function independentPe(ticker: string): Promise<Map<string, number | null>> {
  const closes = await rows(
    sql`select date::text as date, close from daily_prices where ticker = ${ticker} order by date`,
  );
  const statement = await rows(sql`select year, quarter, item_code, value from statement_values
    where ticker = ${ticker} and period_type = 'quarter' and item_code in ('NET_PROFIT_PARENT', 'PAID_IN_CAPITAL')`);
  const profit = new Map<number, number>();
  const capital = new Map<number, number>();
  for (const row of statement) {
    const ordinal = Number(row.year) * 4 + Number(row.quarter) - 1;
    (row.item_code === 'NET_PROFIT_PARENT' ? profit : capital).set(ordinal, Number(row.value));
  }
  const ordinals = [...profit.keys()].sort((a, b) => b - a);
  const result = new Map<string, number | null>();
  for (const row of closes) {
    const day = String(row.date);
    const ordinal = ordinals.find((o) => quarterEnd(Math.floor(o / 4), (o % 4) + 1) <= day);
    if (ordinal === undefined) continue;
    const ttm = [0, 1, 2, 3].reduce((sum, back) => sum + (profit.get(ordinal - back) ?? NaN), 0);
    const marketValue = (Number(row.close) * (capital.get(ordinal) ?? NaN)) / 10_000;
    result.set(day, ttm > 0 ? marketValue / ttm : null);
  }
  return result;
}

function bands(query: Record<string, string>, role: Parameters<typeof getData>[2] = 'admin') {
  return getData<ValuationBandsResponse>(valuationBandsRoute, query, role);
}

describe('GET /api/enterprise/valuation-bands', () => {
  it('P/E of every session equals P/E computed from the closes and statements; losses left out and counted', async () => {
    const { status, data } = await bands({ ticket: 'val', metric: 'PE', years: '5' });
    expect(status).toBe(200);
    if (!data) throw new Error('no data');
    const expected = await independentPe('VAL');
    expect(data.dates).toEqual([...expected.keys()]);
    data.dates.forEach((day, i) => {
      const want = expected.get(day) ?? null;
      const got = data.values[i] ?? null;
      if (want === null) expect(got).toBeNull();
      else expect(got).toBeCloseTo(want, 9);
    });
    const valued = [...expected.values()].filter((value): value is number => value !== null);
    // TTM ≤ 0 on the sessions valued on Q1 2022 (TTM 0) to Q4 2022: 2022-03-31 to 2023-03-30.
    const losses = data.dates.filter((day) => day >= '2022-03-31' && day < '2023-03-31').length;
    expect(data.excluded).toEqual({ nonPositive: losses, missing: 0 });
    expect(valued.length).toBe(data.dates.length - losses);

    const mean = valued.reduce((sum, value) => sum + value, 0) / valued.length;
    const sd = Math.sqrt(valued.reduce((sum, value) => sum + (value - mean) ** 2, 0) / valued.length);
    expect(data.stats?.count).toBe(valued.length);
    expect(data.stats?.mean).toBeCloseTo(mean, 9);
    expect(data.stats?.sd).toBeCloseTo(sd, 9);
    expect(data.stats?.plus2).toBeCloseTo(mean + 2 * sd, 9);
    const today = expected.get(LAST_DAY) ?? 0;
    expect(data.today?.date).toBe(LAST_DAY);
    expect(data.today?.value).toBeCloseTo(today, 9);
    expect(data.today?.percentile).toBe(valued.filter((value) => value < today).length / valued.length);
    expect(data.source).toEqual({
      priceSource: 'test-feed',
      lastClose: LAST_DAY,
      statementQuarter: '2025Q2',
    });
    expect(data.quarters[0]).toBe('2020Q4');
    expect(data.quarters[data.quarters.length - 1]).toBe('2025Q2');
    expect(data.emptyReason).toBeNull();
    expect(data.access).toBeUndefined();
  });

  it('the industry median is the peer group’s at month ends', async () => {
    const { data } = await bands({ ticket: 'VAL' });
    const line = data?.industry;
    if (!line || line.locked) throw new Error('no industry line');
    expect(line).toMatchObject({ icbCode: '9537', level: 4, nameVi: 'Phần mềm', members: 3 });
    expect(line.dates[line.dates.length - 1]).toBe(LAST_DAY);
    expect(line.dates).toContain('2025-07-31');
    const last = await Promise.all(
      ['VAL', 'PEER1', 'PEER2'].map(async (t) => (await independentPe(t)).get(LAST_DAY)),
    );
    const sorted = last.map(Number).sort((a, b) => a - b);
    expect(line.medians[line.medians.length - 1]).toBeCloseTo(sorted[1] ?? NaN, 9);
    expect(line.counts[line.counts.length - 1]).toBe(3);
  });

  it('a 3-year window starts on the same day three years before the latest session', async () => {
    const { data } = await bands({ ticket: 'VAL', years: '3' });
    expect(data?.from).toBe('2022-08-29');
    expect(data?.years).toBe(3);
  });

  it('EV/EBITDA adds TTM depreciation; a company without it gets EV/EBIT with a note', async () => {
    const { data } = await bands({ ticket: 'VAL', metric: 'EV_EBITDA' });
    const [close] = await rows(
      sql`select close from daily_prices where ticker = 'VAL' and date = ${LAST_DAY}`,
    );
    // EV = close x 100 m + 500 bn borrowings − 100 bn cash; EBITDA = 4 x (60 + 5) + 4 x 20 = 340 bn.
    const ev = Number(close?.close) * 100e6 + 400e9;
    expect(data?.metric).toBe('EV_EBITDA');
    expect(data?.today?.value).toBeCloseTo(ev / 340e9, 9);
    const peer = await bands({ ticket: 'PEER2', metric: 'EV_EBITDA' });
    expect(peer.data?.metric).toBe('EV_EBIT');
    expect(peer.data?.metricNote).toContain('EV/EBIT thay cho EV/EBITDA');
    const bank = await bands({ ticket: 'BANKX', metric: 'EV_EBITDA' });
    expect(bank.data?.emptyReason).toBe('EV/EBITDA chỉ tính cho doanh nghiệp phi tài chính.');
    const noQuarters = await bands({ ticket: 'BANKX', metric: 'PB' });
    expect(noQuarters.data?.emptyReason).toBe(
      'Chưa có báo cáo tài chính quý của mã này nên chưa tính được dải định giá theo phiên.',
    );
  });

  it('too little history: an empty state that says why', async () => {
    const { data } = await bands({ ticket: 'SHORT' });
    expect(data?.stats).toBeNull();
    expect(data?.emptyReason).toMatch(/^Chỉ có \d+ ngày có P\/E trong 5 năm qua; cần ít nhất 120 ngày/);
  });

  it('plans: a guest sees the newest 8 quarters and a locked industry line; PRO sees everything', async () => {
    const guest = await bands({ ticket: 'VAL' }, 'anonymous');
    expect(guest.status).toBe(200);
    expect(guest.data?.quarters).toEqual([
      '2023Q3',
      '2023Q4',
      '2024Q1',
      '2024Q2',
      '2024Q3',
      '2024Q4',
      '2025Q1',
      '2025Q2',
    ]);
    expect(guest.data?.from).toBe('2023-10-02');
    expect(guest.data?.access).toMatchObject({ level: 'limited', requiredPlan: 'BASIC', maxPeriods: 8 });
    expect(guest.data?.industry).toMatchObject({ locked: true, requiredPlan: 'PRO' });
    const basic = await bands({ ticket: 'VAL' }, 'BASIC');
    expect(basic.data?.access).toBeUndefined();
    expect(basic.data?.industry).toMatchObject({ locked: true, requiredPlan: 'PRO' });
    const pro = await bands({ ticket: 'VAL' }, 'PRO');
    expect(pro.data?.industry).toMatchObject({ locked: false, members: 3 });
  });

  it('bad input: 404 for an unknown ticker, 400 for a wrong window or multiple, in Vietnamese', async () => {
    const unknown = await callRoute<{ code: string; message: string }>(valuationBandsRoute, {
      query: { ticket: 'ZZZ' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Không tìm thấy mã chứng khoán ZZZ.');
    const years = await callRoute(valuationBandsRoute, { query: { ticket: 'VAL', years: '7' } });
    expect(years.status).toBe(400);
    const metric = await callRoute(valuationBandsRoute, { query: { ticket: 'VAL', metric: 'PS' } });
    expect(metric.status).toBe(400);
    expect(JSON.stringify(metric.body)).toContain('Chỉ số định giá không hợp lệ');
  });

  it('values a session exactly as valuedRatioInput does, reading the statements once per quarter', async () => {
    const company = { ticker: 'VAL', companyType: 'non_financial' as const };
    const data = await loadValuationData(handle.db, [company], { from: 2018, to: 2025 }, false);
    const closes = await readSessionCloses(handle.db, 'VAL', { from: '2021-01-01', to: LAST_DAY });
    const samples = closes.filter((_, i) => i % 25 === 0);
    // A close far from its quarter: both refuse it the same way (no price, the shares kept).
    const first = samples[0];
    if (first) samples.push({ ...first, date: '2019-01-02' });
    for (const close of samples) {
      const ref = quarterOn(
        data.quarters.get('VAL') ?? [],
        close.date > '2020-12-31' ? close.date : '2021-01-04',
      );
      if (!ref) throw new Error('no quarter');
      const direct = valuedRatioInput(
        data.index,
        company,
        ref,
        close,
        data.histories.get('VAL'),
        STATEMENT_MAX_AGE_DAYS.quarter,
      ).input;
      expect(valuedOnDay(data, company, ref, close)).toEqual(direct);
    }
  });
});
