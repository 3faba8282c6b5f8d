import type { ValueChainResponse } from '@/common/contracts/companyPages';
import { installRoleVerifier, restoreVerifier } from '../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { valueChainRelations } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { valueChainRoute } from '../valueChain.handlers';
import { getData, seedCompanies } from './fixtures';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  await seedCompanies(handle.db);
  // Recorded out of order: the answer lists upstream, downstream, then peers.
  await handle.db.insert(valueChainRelations).values([
    { ticker: 'OVA', relation: 'peer', relatedTicker: 'PEER', relatedName: 'Thực phẩm Bạn', note: null },
    { ticker: 'OVA', relation: 'downstream', relatedTicker: null, relatedName: 'Siêu thị', note: 'Bán lẻ' },
    {
      ticker: 'OVA',
      relation: 'upstream',
      relatedTicker: 'OVB',
      relatedName: 'Ngân hàng OVB',
      note: 'Vốn vay',
    },
    {
      ticker: 'OVA',
      relation: 'downstream',
      relatedTicker: 'GONE',
      relatedName: 'Công ty đã hủy niêm yết',
      note: null,
    },
    {
      ticker: 'OVA',
      relation: 'upstream',
      relatedTicker: null,
      relatedName: 'Nông dân',
      note: 'Nguyên liệu',
    },
    { ticker: 'PEER', relation: 'peer', relatedTicker: 'OVA', relatedName: 'Ô Va', note: null },
  ]);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

describe('GET /api/enterprise/value-chain', () => {
  it('lists suppliers, customers and peers; listed counterparts with their exchange', async () => {
    const { status, data } = await getData<ValueChainResponse>(valueChainRoute, { ticket: 'ova' }, 'PRO');
    expect(status).toBe(200);
    expect(data).toEqual({
      ticker: 'OVA',
      name: 'Công ty Thực phẩm Ô Va',
      industry: 'Thực phẩm',
      nodes: [
        { relation: 'upstream', ticker: 'OVB', name: 'Ngân hàng OVB', note: 'Vốn vay', exchange: 'HOSE' },
        { relation: 'upstream', ticker: null, name: 'Nông dân', note: 'Nguyên liệu', exchange: null },
        { relation: 'downstream', ticker: null, name: 'Siêu thị', note: 'Bán lẻ', exchange: null },
        // A ticker we do not list has no page to link to.
        { relation: 'downstream', ticker: null, name: 'Công ty đã hủy niêm yết', note: null, exchange: null },
        { relation: 'peer', ticker: 'PEER', name: 'Thực phẩm Bạn', note: null, exchange: 'HNX' },
      ],
    });
  });

  it('names the level-3 industry when level 4 is unknown, and answers empty chains', async () => {
    const { data } = await getData<ValueChainResponse>(valueChainRoute, { ticket: 'OVB' });
    expect(data).toEqual({ ticker: 'OVB', name: 'Ngân hàng Ô Vê Bê', industry: 'Ngân hàng', nodes: [] });
    const lone = await getData<ValueChainResponse>(valueChainRoute, { ticket: 'LONE' });
    expect(lone.data?.industry).toBeNull();
  });

  it('needs the Chuyên nghiệp plan; 404 for an unknown ticker', async () => {
    const basic = await getData(valueChainRoute, { ticket: 'OVA' }, 'BASIC');
    expect(basic.status).toBe(403);
    expect(basic.body.extra).toEqual({ code: 'VALUE_CHAIN_ALL', requiredPlan: 'PRO' });
    expect((await getData(valueChainRoute, { ticket: 'NOPE' })).status).toBe(404);
  });
});
