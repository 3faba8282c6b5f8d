import type { IndexChartResponse, MarketIndicesResponse } from '@/common/contracts/market';
import { openEnvelope } from '@/lib/envelope';
import { callRoute } from '../../../../../../tests/helpers/callRoute';
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

type Body = { hashCode?: string; code?: string; message?: string };

async function get(path: string, query: Record<string, string> = {}) {
  const result = await callRoute<Body>(path, { query });
  return { ...result, data: result.body.hashCode ? openEnvelope(result.body.hashCode) : undefined };
}

describe('market overview routes', () => {
  it('answer without a login, in the envelope', async () => {
    const indices = await get('/api/market/indices');
    expect(indices.status).toBe(200);
    expect((indices.data as MarketIndicesResponse).indices).toHaveLength(4);
    const chart = await get('/api/market/index-chart', { index: 'vnindex', range: '1y' });
    expect(chart.status).toBe(200);
    expect(chart.data as IndexChartResponse).toMatchObject({ index: 'VNINDEX', range: '1Y' });
    for (const [path, query] of [
      ['/api/market/index-intraday', { index: 'VN30' }],
      ['/api/market/breadth', {}],
      ['/api/market/contribution', { index: 'HNXINDEX' }],
      ['/api/market/heatmap', { exchange: 'hnx', size: 'value' }],
      ['/api/market/heatmap', { exchange: '' }],
    ] as const) {
      expect((await get(path, query)).status).toBe(200);
    }
  });

  it('refuse bad input with 400 and a Vietnamese message', async () => {
    const cases: [string, Record<string, string>, RegExp][] = [
      ['/api/market/breadth', { index: 'SP500' }, /Chỉ số không hợp lệ/],
      ['/api/market/index-chart', { range: '2Y' }, /Khoảng thời gian không hợp lệ/],
      ['/api/market/heatmap', { exchange: 'NYSE' }, /Sàn không hợp lệ/],
      ['/api/market/heatmap', { size: 'x'.repeat(5_000) }, /Kích thước ô không hợp lệ/],
    ];
    for (const [path, query, message] of cases) {
      const answer = await get(path, query);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toMatch(message);
    }
  });
});
