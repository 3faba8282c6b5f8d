/** Fake rows of the list endpoints: Securities, SecuritiesDetails, IndexList, IndexComponents. */
import { ssiFromIso } from '../wireFields';
import { build, s, type FakeStyle, type KeySpec, type Wire } from './fakeRows';
import type { FakeListing } from './fakeUniverse';
import type { FakeIndexSpec } from './fakeIndices';

export function securityRow(listing: FakeListing): Wire {
  return {
    Market: listing.market,
    Symbol: listing.symbol,
    StockName: listing.nameVi,
    StockEnName: listing.nameEn,
  };
}

const DETAIL: readonly KeySpec[] = [
  'Isin',
  'Symbol',
  'SymbolName',
  'SymbolEngName',
  'SecType',
  'MarketId',
  'Exchange',
  'Issuer',
  'LotSize',
  'IssueDate',
  'MaturityDate',
  'FirstTradingDate',
  'LastTradingDate',
  'ContractMultiplier',
  'SettlMethod',
  'Underlying',
  'PutOrCall',
  'ExercisePrice',
  'ExerciseStyle',
  'ExcerciseRatio',
  'ListedShare',
  'TickPrice1',
  'TickIncrement1',
  'TickPrice2',
  'TickIncrement2',
  'TickPrice3',
  'TickIncrement3',
  'TickPrice4',
  'TickIncrement4',
];
const DETAIL_WRAPPER: readonly KeySpec[] = [
  'RType',
  'ReportDate',
  'TotalNoSym',
  ['RepeatedInfoList', 'repeatedinfoList'],
];

/** SecuritiesDetails: one wrapper row holding the page's securities in repeatedinfoList. */
export function securityDetailsRow(
  listings: readonly FakeListing[],
  reportDate: string,
  style: FakeStyle,
): Wire {
  const items = listings.map((listing) => {
    const ticks =
      listing.market === 'HOSE' ? ['1', '10', '10000', '50', '50000', '100'] : ['1', '100', '', '', '', ''];
    return build(DETAIL, style, [
      '',
      listing.symbol,
      listing.nameVi,
      listing.nameEn,
      'ST',
      listing.market,
      listing.market === 'UPCOM' ? 'HNX' : listing.market,
      listing.nameVi,
      listing.market === 'HOSE' ? '100' : '100',
      '',
      '',
      listing.listedFrom === null ? '' : ssiFromIso(listing.listedFrom),
      listing.delistedAfter === null ? '' : ssiFromIso(listing.delistedAfter),
      '0',
      'C',
      '',
      '',
      '0',
      '',
      '0',
      s(listing.listedShares),
      ...ticks,
      '',
      '',
    ]);
  });
  return build(DETAIL_WRAPPER, style, ['y', `${ssiFromIso(reportDate)} 00:00:00`, s(items.length), items]);
}

const INDEX_LIST: readonly KeySpec[] = ['IndexCode', 'IndexName', 'Exchange'];
export function indexListRow(spec: FakeIndexSpec, style: FakeStyle): Wire {
  return build(INDEX_LIST, style, [spec.code, spec.name, spec.exchange]);
}

const COMPONENTS: readonly KeySpec[] = [
  'IndexCode',
  'IndexName',
  'Exchange',
  'TotalSymbolNo',
  ['IndexComponentList', 'indexcomponentList'],
];
const COMPONENT: readonly KeySpec[] = ['Isin', 'StockSymbol'];
export function indexComponentsRow(
  spec: FakeIndexSpec,
  symbols: readonly string[],
  total: number,
  style: FakeStyle,
): Wire {
  const list = symbols.map((symbol) => build(COMPONENT, style, [symbol, symbol]));
  return build(COMPONENTS, style, [spec.code, spec.name, spec.exchange, s(total), list]);
}
