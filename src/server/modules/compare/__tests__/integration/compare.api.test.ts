import type { ComparePeersResponse, CompareSeriesResponse } from '@/common/contracts/compare';
import { compareServerSideProps } from '@/ssr/compare';
import { installRoleVerifier, restoreVerifier } from '../../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { indexPrices } from '../../../../db/schema';
import { createTestDatabase } from '../../../../db/testing';
import { getData } from '../../../companyPages/__tests__/fixtures';
import { marketFacts } from '../../../screener/facts';
import { LATEST, seedScreenerFixtures, weekdays } from '../../../screener/__tests__/integration/fixtures';
import { comparePeersRoute, compareSeriesRoute } from '../../compare.handlers';

// The screener's fixtures (one industry, ICB 3500): AAA 300 sessions, 10,000 then 12,000 on the
// latest, 10 M shares, eight quarters of statements; BBB 30 sessions at 20,000, no statements; CCC
// listed without prices. VN-Index: 1,000 points, 1,100 on the latest session.

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  await seedScreenerFixtures(handle.db);
  await handle.db.insert(indexPrices).values(
    weekdays(LATEST, 40).map((date) => {
      const close = date === LATEST ? 1100 : 1000;
      return { indexCode: 'VNINDEX', date, open: close, high: close, low: close, close, source: 'test' };
    }),
  );
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

describe('GET /api/compare/series', () => {
  it('gives each known ticker its closes and VN-Index, naming the unknown ones', async () => {
    const { status, data } = await getData<CompareSeriesResponse>(
      compareSeriesRoute,
      { t: 'aaa,BBB,ZZZ,x-y' },
      'anonymous',
    );
    expect(status).toBe(200);
    expect(data?.companies.map((company) => company.ticker)).toEqual(['AAA', 'BBB']);
    expect(data?.unknown).toEqual(['X-Y', 'ZZZ']);
    expect(data?.dropped).toEqual([]);
    expect(data?.metric.key).toBe('price:close');
    const [aaa, bbb] = data?.series ?? [];
    expect(aaa?.points).toHaveLength(300);
    expect(aaa?.points.at(-1)).toEqual([Date.parse(`${LATEST}T00:00:00Z`), 12_000]);
    expect(bbb?.points).toHaveLength(30);
    // The index from AAA's first day on: the 40 seeded sessions.
    expect(data?.benchmark?.code).toBe('VNINDEX');
    expect(data?.benchmark?.points).toHaveLength(40);
    expect(data?.benchmark?.points.at(-1)?.[1]).toBe(1100);
  });

  it('keeps the first eight tickers and names the rest', async () => {
    const { data } = await getData<CompareSeriesResponse>(
      compareSeriesRoute,
      { t: 'AAA,B1,B2,B3,B4,B5,B6,B7,B8,B9' },
      'anonymous',
    );
    expect(data?.dropped).toEqual(['B8', 'B9']);
    expect(data?.unknown).toEqual(['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7']);
  });

  it('gives a ticker whose company type lacks the metric an empty series with the reason', async () => {
    const { status, data } = await getData<CompareSeriesResponse>(
      compareSeriesRoute,
      { t: 'AAA', metric: 'ratio:NIM', period: 'quarter' },
      'anonymous',
    );
    expect(status).toBe(200);
    expect(data?.series[0]).toMatchObject({ ticker: 'AAA', points: [] });
    expect(data?.series[0]?.notice).toMatch(/không có ở loại hình/);
    expect(data?.benchmark).toBeNull();
  });

  it('refuses an address without a well-formed ticker or with a foreign metric (400, Vietnamese)', async () => {
    const empty = await getData(compareSeriesRoute, { t: ',,-,' }, 'anonymous');
    expect(empty.status).toBe(400);
    const macro = await getData(compareSeriesRoute, { t: 'AAA', metric: 'macro:X' }, 'anonymous');
    expect(macro.status).toBe(400);
    const period = await getData(compareSeriesRoute, { t: 'AAA', period: 'week' }, 'anonymous');
    expect(period.status).toBe(400);
  });
});

describe('GET /api/compare/peers', () => {
  it('shows the screener facts, ranks (1 = best) and the industry median', async () => {
    const { status, data } = await getData<ComparePeersResponse>(
      comparePeersRoute,
      { t: 'AAA,BBB' },
      'anonymous',
    );
    expect(status).toBe(200);
    if (!data) throw new Error('no data');
    const facts = await marketFacts(handle.db);
    expect(data.asOf.session).toBe(LATEST);
    for (const row of data.rows) {
      const stock = facts.byTicker.get(row.ticker);
      for (const column of data.columns) {
        expect(row.cells[column.key]?.value).toBe(stock?.values[column.key] ?? null);
      }
    }
    const [aaa, bbb] = data.rows;
    // Market value: AAA 12,000 x 10 M = 120 bn, BBB 20,000 x 10 M = 200 bn: BBB first.
    expect(aaa?.cells.MARKET_CAP).toMatchObject({ value: 120, rank: 2 });
    expect(bbb?.cells.MARKET_CAP).toMatchObject({ value: 200, rank: 1 });
    // The price is not ranked; BBB has no statements: ROE unknown with the facts' reason, unranked.
    expect(aaa?.cells.PRICE).toMatchObject({ value: 12_000, rank: null });
    expect(aaa?.cells.R_ROE_Q?.rank).toBe(1);
    expect(bbb?.cells.R_ROE_Q).toMatchObject({ value: null, rank: null });
    expect(bbb?.cells.R_ROE_Q?.reason).toBe(facts.byTicker.get('BBB')?.reasons.R_ROE_Q);
    // The median of ICB 3500 (AAA, BBB, CCC; CCC has no price): (120 + 200) / 2 = 160 over 2.
    expect(data.median).toMatchObject({ industryCode: '3500', level: 2, members: 3 });
    expect(data.median?.industryName).toBe('Thực phẩm và đồ uống');
    expect(data.median?.cells.MARKET_CAP).toEqual({ value: 160, count: 2 });
    expect(data.median?.cells.PRICE).toEqual({ value: 16_000, count: 2 });
    expect(aaa?.inMedianIndustry).toBe(true);
  });

  it('adds the chosen ratio as a column and a statement line with its period', async () => {
    const ratio = await getData<ComparePeersResponse>(
      comparePeersRoute,
      { t: 'AAA,BBB', metric: 'ratio:NET_MARGIN', period: 'year' },
      'anonymous',
    );
    expect(ratio.data?.metricColumn).toBe('R_NET_MARGIN_Y');
    expect(ratio.data?.columns.at(-1)?.key).toBe('R_NET_MARGIN_Y');
    const line = await getData<ComparePeersResponse>(
      comparePeersRoute,
      { t: 'AAA,BBB', metric: 'statement:INCOME_STATEMENT.NET_REVENUE' },
      'anonymous',
    );
    expect(line.data?.metricColumn).toBe('METRIC');
    // AAA's latest quarter, Q4/2024: revenue 120 bn.
    expect(line.data?.rows[0]?.cells.METRIC).toEqual({ value: 120, rank: null, period: 'Q4/2024' });
    expect(line.data?.rows[1]?.cells.METRIC?.value).toBeNull();
    expect(line.data?.median?.cells.METRIC?.value).toBeNull();
  });
});

describe('the /compare server render (src/ssr/compare.ts)', () => {
  it('puts the peer table of the address in the store under the key the screen asks with', async () => {
    const result = await compareServerSideProps({ query: { t: 'AAA,BBB' } });
    if (!('props' in result)) throw new Error('no props');
    const props = await result.props;
    const queries = (
      props.initialReduxState as { api: { queries: Record<string, { status: string; data?: unknown }> } }
    ).api.queries;
    const key = 'getComparePeers({"metric":"price:close","period":"quarter","t":"AAA,BBB"})';
    expect(queries[key]?.status).toBe('fulfilled');
    expect((queries[key]?.data as ComparePeersResponse).rows.map((row) => row.ticker)).toEqual([
      'AAA',
      'BBB',
    ]);
  });
});
