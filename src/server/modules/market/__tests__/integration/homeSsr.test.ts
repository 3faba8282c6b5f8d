import type { MarketIndicesResponse } from '@/common/contracts/market';
import { marketServerSideProps } from '@/ssr/market';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { createTestDatabase } from '../../../../db/testing';
import { seedMarket } from './fixtures';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  await seedMarket(handle.db);
});

afterAll(async () => {
  await handle.close();
});

type Queries = Record<string, { status: string; data?: unknown }>;

describe('home page server render (src/ssr/market.ts)', () => {
  it('fills the store with the indices, the contribution, the index chart and the first heatmap', async () => {
    const result = await marketServerSideProps();
    if (!('props' in result)) throw new Error('no props');
    const props = await result.props;
    const queries = (props.initialReduxState as { api: { queries: Queries } }).api.queries;
    const indices = queries['getMarketIndices(undefined)'];
    expect(indices?.status).toBe('fulfilled');
    expect((indices?.data as MarketIndicesResponse).indices.map((index) => index.level)).toEqual([
      1_404,
      1_400,
      null,
      101,
    ]);
    expect(queries['getIndexContribution("VNINDEX")']?.status).toBe('fulfilled');
    expect(queries['getHeatmap({"size":"marketValue"})']?.status).toBe('fulfilled');
    // The index chart's first view, so the card's text is in the server HTML (LCP).
    expect(queries['getIndexIntraday("VNINDEX")']?.status).toBe('fulfilled');
  });
});
