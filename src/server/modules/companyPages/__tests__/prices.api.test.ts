import type { StockOhlcResponse } from '@/common/contracts/companyPages';
import { installRoleVerifier, restoreVerifier } from '../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { dailyPrices } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { stockOhlcRoute, technicalSummaryRoute } from '../prices.handlers';
import type { TechnicalSummaryResponse } from '../prices.service';
import { getData, seedCompanies } from './fixtures';

const DAY_MS = 86_400_000;

/**
 * 300 weekdays from Monday 2024-01-01: the adjusted close rises 50 a day from 10,000, open is the
 * previous close, high / low 100 beyond them. Before 2024-07-01 the stored prices are doubled with
 * adj_ratio 0.5 (a 2-for-1 split), so only the adjusted series is smooth.
 */
const days = (() => {
  const out: { date: string; open: number; high: number; low: number; close: number; volume: number }[] = [];
  for (let time = Date.UTC(2024, 0, 1), i = 0; out.length < 300; time += DAY_MS) {
    const weekday = new Date(time).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const close = 10_000 + 50 * i;
    const open = i === 0 ? close : close - 50;
    out.push({
      date: new Date(time).toISOString().slice(0, 10),
      open,
      high: close + 100,
      low: open - 100,
      close,
      volume: 1000 + i,
    });
    i += 1;
  }
  return out;
})();
const ratioOf = (date: string) => (date < '2024-07-01' ? 0.5 : 1);

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  await seedCompanies(handle.db);
  await handle.db.insert(dailyPrices).values(
    days.map((day) => {
      const ratio = ratioOf(day.date);
      return {
        ticker: 'OVA',
        date: day.date,
        open: day.open / ratio,
        high: day.high / ratio,
        low: day.low / ratio,
        close: day.close / ratio,
        volume: day.volume,
        adjRatio: ratio,
        source: 'test',
      };
    }),
  );
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

describe('GET /api/enterprise/stock-ohlc', () => {
  it('answers adjusted daily bars between two days, everyone may see them', async () => {
    const { status, data } = await getData<StockOhlcResponse>(
      stockOhlcRoute,
      { ticket: 'ova', from: '2024-06-27', to: '2024-07-02' },
      'anonymous',
    );
    expect(status).toBe(200);
    const expected = days
      .filter((day) => day.date >= '2024-06-27' && day.date <= '2024-07-02')
      .map((day) => [utc(day.date), day.open, day.high, day.low, day.close, day.volume]);
    expect(expected).toHaveLength(4);
    expect(data).toEqual({ ticker: 'OVA', resolution: 'day', adjusted: true, bars: expected });
  });

  it('groups ISO weeks from their Monday, even when `from` is mid-week', async () => {
    const { data } = await getData<StockOhlcResponse>(stockOhlcRoute, {
      ticket: 'OVA',
      resolution: 'week',
      from: '2024-07-03',
      to: '2024-07-19',
    });
    const week = (monday: string, friday: string) => {
      const span = days.filter((day) => day.date >= monday && day.date <= friday);
      return [
        utc(monday),
        span[0]!.open,
        Math.max(...span.map((day) => day.high)),
        Math.min(...span.map((day) => day.low)),
        span.at(-1)!.close,
        span.reduce((sum, day) => sum + day.volume, 0),
      ];
    };
    expect(data?.bars).toEqual([
      week('2024-07-01', '2024-07-05'),
      week('2024-07-08', '2024-07-12'),
      week('2024-07-15', '2024-07-19'),
    ]);
  });

  it('groups calendar months, the whole history without from and to', async () => {
    const { data } = await getData<StockOhlcResponse>(stockOhlcRoute, { ticket: 'OVA', resolution: 'month' });
    const months = [...new Set(days.map((day) => day.date.slice(0, 7)))];
    expect(data?.bars.map((bar) => bar[0])).toEqual(months.map((month) => utc(`${month}-01`)));
    const june = data?.bars[5];
    const juneDays = days.filter((day) => day.date.startsWith('2024-06'));
    expect(june?.[1]).toBe(juneDays[0]?.open);
    expect(june?.[4]).toBe(juneDays.at(-1)?.close);
  });

  it('refuses a reversed range, an unknown resolution and an unknown ticker', async () => {
    const reversed = await getData(stockOhlcRoute, { ticket: 'OVA', from: '2024-07-02', to: '2024-07-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('Ngày bắt đầu (from) phải trước hoặc bằng ngày kết thúc (to).');
    const resolution = await getData(stockOhlcRoute, { ticket: 'OVA', resolution: 'hour' });
    expect(resolution.status).toBe(400);
    const badDate = await getData(stockOhlcRoute, { ticket: 'OVA', from: '2024-13-01' });
    expect(badDate.status).toBe(400);
    expect((await getData(stockOhlcRoute, { ticket: 'NOPE' })).status).toBe(404);
  });
});

describe('GET /api/enterprise/technical-summary', () => {
  it('says buy on a steady rise, at the resolution asked', async () => {
    const { status, data } = await getData<TechnicalSummaryResponse>(
      technicalSummaryRoute,
      { ticket: 'OVA' },
      'BASIC',
    );
    expect(status).toBe(200);
    expect(data).toMatchObject({
      ticker: 'OVA',
      resolution: 'day',
      signal: 'buy',
      close: days.at(-1)?.close,
    });
    expect(data?.time).toBe(utc(days.at(-1)!.date));
    expect(data?.movingAverages.counts.buy).toBe(12);

    const weekly = await getData<TechnicalSummaryResponse>(technicalSummaryRoute, {
      ticket: 'OVA',
      resolution: 'week',
    });
    expect(weekly.data).toMatchObject({ ticker: 'OVA', resolution: 'week', signal: 'buy' });
  });

  it('needs the Cơ bản plan', async () => {
    const free = await getData(technicalSummaryRoute, { ticket: 'OVA' }, 'free');
    expect(free.status).toBe(403);
    expect(free.body.code).toBe('PLAN_REQUIRED');
    expect((await getData(technicalSummaryRoute, { ticket: 'NOPE' })).status).toBe(404);
  });
});
