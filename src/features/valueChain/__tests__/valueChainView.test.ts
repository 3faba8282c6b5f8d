import { fanAnchors, groupNodes, nodeHref } from '../valueChainView';
import { valueChainFixture } from './fixtures';

describe('value chain helpers', () => {
  it('groups nodes by relation, listed counterparts first', () => {
    const nodes = valueChainFixture().nodes;
    const groups = groupNodes([...nodes].reverse());
    expect(groups.upstream.map((n) => n.name)).toEqual([
      'Quặng sắt nhập khẩu (Úc, Brazil)',
      'Than mỡ luyện cốc',
    ]);
    expect(groups.downstream.map((n) => n.ticker)).toEqual(['CTD', 'VHM']);
    expect(groups.peer.map((n) => n.ticker)).toEqual(['HSG', 'NKG']);
    const mixed = groupNodes([
      { relation: 'peer', ticker: null, name: 'A', note: null, exchange: null },
      { relation: 'peer', ticker: 'ZZZ', name: 'Z', note: null, exchange: null },
    ]);
    expect(mixed.peer.map((n) => n.name)).toEqual(['Z', 'A']);
  });

  it('links a ticker to its overview', () => {
    expect(nodeHref('CTD')).toBe('/enterprise/CTD/overview');
  });

  it('anchors lines at the centres of equal rows', () => {
    expect(fanAnchors(0)).toEqual([]);
    expect(fanAnchors(1)).toEqual([50]);
    expect(fanAnchors(4)).toEqual([12.5, 37.5, 62.5, 87.5]);
  });
});
