import { and, asc, eq } from 'drizzle-orm';
import type { AccessRole } from '@/common/access/accessTable';
import type { SeriesEvaluateResponse } from '@/common/contracts/seriesMath';
import { seriesEvaluateResponse } from '@/common/contracts/seriesMath';
import { openEnvelope } from '@/lib/envelope';
import { installRoleVerifier, restoreVerifier, roleHeaders } from '../../../../../../tests/helpers/access';
import { callRoute } from '../../../../../../tests/helpers/callRoute';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { statementValues } from '../../../../db/schema';
import { createTestDatabase } from '../../../../db/testing';
import { B, DEPOSITS, LOANS, seedSeriesMath } from './fixtures';

let handle: DatabaseHandle;
let lists: { watchlistId: number; otherWatchlistId: number };

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  lists = await seedSeriesMath(handle.db);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

interface Answer {
  status: number;
  data?: SeriesEvaluateResponse;
  body: { message?: string; code?: string; extra?: { formulaError?: Record<string, unknown> } };
}

async function evaluate(body: unknown, role: AccessRole = 'PRO'): Promise<Answer> {
  const result = await callRoute<Answer['body'] & { hashCode?: string }>('/api/series/evaluate', {
    method: 'POST',
    body,
    headers: roleHeaders(role),
  });
  const data = result.body.hashCode
    ? seriesEvaluateResponse.parse(openEnvelope(result.body.hashCode))
    : undefined;
  return { status: result.status, body: result.body, ...(data ? { data } : {}) };
}

const values = (data: SeriesEvaluateResponse | undefined) =>
  data?.series.points.map(([, y]) => (y === null ? null : Math.round(y * 1e9) / 1e9));

describe('POST /api/series/evaluate', () => {
  it('loans / deposits of one bank, checked against the stored figures', async () => {
    const { status, data } = await evaluate({
      formula: {
        expression: 'a/b*100',
        inputs: [
          { name: 'a', source: { key: LOANS, ticker: 'BKB' } },
          { name: 'b', source: { key: DEPOSITS, ticker: 'BKB' } },
        ],
      },
    });
    expect(status).toBe(200);
    // The figures read independently: BKB's rows of statement_values.
    const rows = await handle.db
      .select({
        item: statementValues.itemCode,
        quarter: statementValues.quarter,
        value: statementValues.value,
      })
      .from(statementValues)
      .where(and(eq(statementValues.ticker, 'BKB'), eq(statementValues.year, 2024)))
      .orderBy(asc(statementValues.quarter));
    const of = (item: string, quarter: number) =>
      rows.find((row) => row.item === item && row.quarter === quarter)?.value ?? NaN;
    const expected = [1, 2, 3, 4].map(
      (q) => Math.round((of('LOANS_TO_CUSTOMERS', q) / of('CUSTOMER_DEPOSITS', q)) * 100 * 1e9) / 1e9,
    );
    // By hand: 300/400 = 75, 330/440 = 75, 360/480 = 75, 390/520 = 75.
    expect(expected).toEqual([75, 75, 75, 75]);
    expect(values(data)).toEqual(expected);
    expect(data?.frequency).toBe('quarter');
    expect(data?.series.points[0]?.[0]).toBe(Date.parse('2024-03-31T00:00:00Z'));
    expect(data?.inputs).toEqual([
      { name: 'a', label: 'BKB, Cho vay khách hàng', unit: 'đồng', source: 'Báo cáo tài chính' },
      { name: 'b', label: 'BKB, Tiền gửi của khách hàng', unit: 'đồng', source: 'Báo cáo tài chính' },
    ]);
    expect(data?.source).toBe('Báo cáo tài chính');
  });

  it('a division by zero and a missing period are null with the reason', async () => {
    const { data } = await evaluate({
      formula: {
        expression: 'a/b',
        inputs: [
          { name: 'a', source: { key: LOANS } },
          { name: 'b', source: { key: DEPOSITS, ticker: 'BKA' } },
        ],
      },
      defaultTicker: 'BKC',
    });
    // BKC loans / BKA deposits: 50/200 = 0.25; Q2 BKC has no loans; 70/240; Q4 BKA deposits 0
    expect(values(data)).toEqual([0.25, null, Math.round((70 / 240) * 1e9) / 1e9, null]);
    expect(data?.series.notes[1]).toBe('Thiếu a (BKC, Cho vay khách hàng) kỳ Q2/2024');
    expect(data?.series.notes[3]).toBe('Chia cho 0 (b = 0) kỳ Q4/2024');
  });

  it('the total of an ICB industry: every listed bank, the food company left out', async () => {
    const group = { kind: 'industry', icbCode: '8300' };
    const { status, data } = await evaluate({
      formula: {
        expression: 'a/b',
        inputs: [
          { name: 'a', source: { key: LOANS, group, aggregate: 'sum' } },
          { name: 'b', source: { key: DEPOSITS, group, aggregate: 'sum' } },
        ],
      },
    });
    expect(status).toBe(200);
    // Q1 (100+300+50)/(200+400+100) = 450/700; Q2 BKC missing; Q3 550/820; Q4 600/620
    const round = (value: number) => Math.round(value * 1e9) / 1e9;
    expect(values(data)).toEqual([round(450 / 700), null, round(550 / 820), round(600 / 620)]);
    expect(data?.series.notes[1]).toBe(
      'Thiếu a (Ngân hàng (ICB 8300) (tổng 3 mã), Cho vay khách hàng) kỳ Q2/2024: Tổng nhóm kỳ Q2/2024 thiếu số liệu của BKC',
    );
  });

  it('mean and median of a ticker list, with n/N noted', async () => {
    const group = { kind: 'tickers', tickers: ['BKA', 'BKC'] };
    const mean = await evaluate({
      formula: {
        expression: 'a/1000000000',
        inputs: [{ name: 'a', source: { key: LOANS, group, aggregate: 'mean' } }],
      },
    });
    // Q1 (100+50)/2 = 75; Q2 only BKA 110; Q3 (120+70)/2 = 95; Q4 (130+80)/2 = 105
    expect(values(mean.data)).toEqual([75, 110, 95, 105]);
    expect(mean.data?.series.notes[1]).toBe('a: 1/2 doanh nghiệp có số liệu (thiếu BKC)');
    const unknown = await evaluate({
      formula: {
        expression: 'a',
        inputs: [
          {
            name: 'a',
            source: { key: LOANS, group: { kind: 'tickers', tickers: ['BKA', 'ZZZ'] }, aggregate: 'sum' },
          },
        ],
      },
    });
    expect(unknown.status).toBe(404);
  });

  it.each<AccessRole>(['anonymous', 'free', 'PRO'])(
    'a one-member group reads the same periods as the ticker itself (%s: the plan window applies alike)',
    async (role) => {
      const formula = (source: Record<string, unknown>) => ({
        formula: { expression: 'a', inputs: [{ name: 'a', source: { key: LOANS, ...source } }] },
      });
      const single = await evaluate(formula({ ticker: 'BKB' }), role);
      const group = await evaluate(
        formula({ group: { kind: 'tickers', tickers: ['BKB'] }, aggregate: 'sum' }),
        role,
      );
      expect(single.status).toBe(200);
      expect(group.data?.series.points).toEqual(single.data?.series.points);
      expect(group.data?.notices?.length ?? 0).toBe(single.data?.notices?.length ?? 0);
    },
  );

  it("a watchlist group is the caller's own; another owner's list is 404", async () => {
    const own = await evaluate({
      formula: {
        expression: 'a/' + String(B),
        inputs: [
          {
            name: 'a',
            source: {
              key: LOANS,
              group: { kind: 'watchlist', watchlistId: lists.watchlistId },
              aggregate: 'median',
            },
          },
        ],
      },
    });
    // PRO is user:3; BKA and BKB: Q1 median (100+300)/2 = 200
    expect(own.status).toBe(200);
    expect(values(own.data)?.[0]).toBe(200);
    const other = await evaluate({
      formula: {
        expression: 'a',
        inputs: [
          {
            name: 'a',
            source: {
              key: LOANS,
              group: { kind: 'watchlist', watchlistId: lists.otherWatchlistId },
              aggregate: 'sum',
            },
          },
        ],
      },
    });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Không tìm thấy danh sách theo dõi.');
  });

  it('a macro series with a change of frequency', async () => {
    const mismatch = await evaluate({
      formula: {
        expression: 'a-b',
        inputs: [
          { name: 'a', source: { key: 'macro:VN_TEST_RATE' } },
          { name: 'b', source: { key: LOANS, ticker: 'BKA' } },
        ],
      },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('a theo tháng, b theo quý: chuyển a về quý?');
    expect(mismatch.body.extra?.formulaError).toMatchObject({
      code: 'frequency_mismatch',
      offerFrequency: 'quarter',
    });
    const converted = await evaluate({
      formula: {
        expression: 'a',
        inputs: [
          {
            name: 'a',
            source: { key: 'macro:VN_TEST_RATE.value' },
            transform: { frequency: 'quarter', aggregation: 'avg' },
          },
        ],
      },
    });
    // Q1 (6 + 6.5 + 7) / 3 = 6.5
    expect(values(converted.data)).toEqual([6.5]);
    expect(converted.data?.inputs[0]).toMatchObject({
      label: 'Lãi suất thử',
      unit: '%',
      source: 'Ngân hàng Nhà nước',
    });
  });

  it('refuses, in Vietnamese, what cannot be evaluated', async () => {
    const noTicker = await evaluate({
      formula: { expression: 'a', inputs: [{ name: 'a', source: { key: LOANS } }] },
    });
    expect(noTicker.status).toBe(400);
    expect(noTicker.body.message).toBe('Chuỗi a cần mã chứng khoán.');
    const syntax = await evaluate({
      formula: { expression: 'a+(', inputs: [{ name: 'a', source: { key: LOANS, ticker: 'BKA' } }] },
    });
    expect(syntax.status).toBe(400);
    expect(syntax.body.code).toBe('BAD_REQUEST');
    expect(syntax.body.extra?.formulaError).toMatchObject({ code: 'syntax', at: 3 });
    const unknownTicker = await evaluate({
      formula: { expression: 'a', inputs: [{ name: 'a', source: { key: LOANS, ticker: 'ZZZ' } }] },
    });
    expect(unknownTicker.status).toBe(404);
    expect(unknownTicker.body.message).toBe('Không tìm thấy mã chứng khoán ZZZ.');
    const unknownMacro = await evaluate({
      formula: { expression: 'a', inputs: [{ name: 'a', source: { key: 'macro:NOPE' } }] },
    });
    expect(unknownMacro.status).toBe(404);
    const badBody = await evaluate({ formula: { expression: 'a', inputs: [] } });
    expect(badBody.status).toBe(400);
  });
});
