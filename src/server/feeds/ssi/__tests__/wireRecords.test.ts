import { SsiFeedError } from '../types';
import {
  readAccessToken,
  toIndexComponents,
  toIndexDay,
  toOhlcBar,
  toSecurity,
  toSecurityDetails,
  toStockDay,
} from '../wire';
import { wireRow } from '../wireFields';
import { STOCK_EXAMPLE } from './wireExample';

function caught(run: () => unknown): SsiFeedError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SsiFeedError);
    return error as SsiFeedError;
  }
  throw new Error('expected SsiFeedError');
}

describe('record mappers', () => {
  it("maps the spec's DailyStockPrice example", () => {
    const day = toStockDay(wireRow(STOCK_EXAMPLE));
    expect(day).toMatchObject({
      symbol: 'SSI',
      date: '2020-05-04',
      priceChange: -300,
      perPriceChange: -2.3,
      ceilingPrice: 13900,
      floorPrice: 12100,
      refPrice: 13000,
      closePrice: 12700,
      averagePrice: 12816,
      foreignSellValue: 14244937500,
      netForeignVolume: -1091940,
      netForeignValue: -13922235000,
      totalTradedValue: 27943000000,
    });
  });

  it("accepts the spec table's spellings (Toreignsellvaltotal, Netforeivol, Netforeignval)", () => {
    const { foreignsellvaltotal, netbuysellvol, netbuysellval, ...rest } = STOCK_EXAMPLE;
    const tableRow = {
      ...rest,
      Toreignsellvaltotal: foreignsellvaltotal,
      Netforeivol: netbuysellvol,
      Netforeignval: netbuysellval,
    };
    expect(toStockDay(wireRow(tableRow))).toEqual(toStockDay(wireRow(STOCK_EXAMPLE)));
  });

  it('reads DailyIndex rows in the example form (indexid, ceilings) and the table form (Indexcode, Ceiling)', () => {
    const example = toIndexDay(
      wireRow({
        indexid: 'HNXIndex',
        indexvalue: '105.72',
        tradingdate: '04/05/2020',
        change: '-0.0112',
        ratiochange: '-1.05',
        advances: '59',
        nochanges: '56',
        declines: '92',
        ceilings: '15',
        floors: '18',
        totalvol: '41579172',
        tradingsession: 'C',
      }),
    );
    const table = toIndexDay(
      wireRow({
        Indexcode: 'HNXIndex',
        IndexValue: '105.72',
        TradingDate: '04/05/2020',
        Change: '-0.0112',
        RatioChange: '-1.05',
        Advances: '59',
        Nochanges: '56',
        Declines: '92',
        Ceiling: '15',
        Floor: '18',
        Totalvol: '41579172',
        TradingSession: 'C',
      }),
    );
    expect(example).toEqual(table);
    expect(example).toMatchObject({
      indexCode: 'HNXIndex',
      date: '2020-05-04',
      value: 105.72,
      change: -0.0112,
      ceilings: 15,
      floors: 18,
      totalVolume: 41579172,
      totalValue: null,
    });
  });

  it('flattens SecuritiesDetails repeatedinfoList and IndexComponents indexcomponentList', () => {
    const details = toSecurityDetails(
      wireRow({
        rtype: 'y',
        repeatedinfoList: [
          {
            symbol: 'SSI',
            symbolname: 'Công ty Cổ phần Chứng khoán SSI',
            sectype: 'ST',
            marketid: 'HOSE',
            exchange: 'HOSE',
            lotsize: '10',
            listedshare: '602952421',
            firsttradingdate: '',
          },
          {
            Symbol: 'VND',
            SymbolName: 'Công ty Cổ phần Chứng khoán VNDIRECT',
            MarketId: 'HOSE',
            FirstTradingDate: '15/07/2010',
          },
        ],
      }),
    );
    expect(details.map((detail) => detail.symbol)).toEqual(['SSI', 'VND']);
    expect(details[0]).toMatchObject({
      market: 'HOSE',
      lotSize: 10,
      listedShares: 602952421,
      firstTradingDate: null,
    });
    expect(details[1]?.firstTradingDate).toBe('2010-07-15');
    const components = toIndexComponents(
      wireRow({
        indexcode: 'VN30',
        exchange: 'HOSE',
        indexcomponentList: [{ isin: 'BID', stocksymbol: 'BID' }, { StockSymbol: 'BVH' }],
      }),
    );
    expect(components).toEqual({
      indexCode: 'VN30',
      indexName: '',
      exchange: 'HOSE',
      symbols: ['BID', 'BVH'],
    });
  });

  it('reads securities in the Securities example style and OHLC bars with their time', () => {
    expect(
      toSecurity(
        wireRow({
          Market: 'HOSE',
          Symbol: 'AAA',
          StockName: 'CTCP NHUA&MT XANH AN PHAT',
          StockEnName: 'An Phat',
        }),
      ),
    ).toEqual({ market: 'HOSE', symbol: 'AAA', nameVi: 'CTCP NHUA&MT XANH AN PHAT', nameEn: 'An Phat' });
    const bar = toOhlcBar(
      'IntradayOhlc',
      wireRow({
        symbol: 'SSI',
        value: '12900',
        tradingdate: '04/05/2020',
        time: '09:15:44',
        open: '12900',
        volume: '25240',
      }),
    );
    expect(bar).toMatchObject({
      date: '2020-05-04',
      time: '09:15:44',
      open: 12900,
      high: null,
      volume: 25240,
      market: null,
    });
    expect(
      toOhlcBar('DailyOhlc', wireRow({ symbol: 'SSI', tradingdate: '04/05/2020', time: '' })).time,
    ).toBeNull();
  });

  it('treats a row without its date or symbol as garbage', () => {
    expect(caught(() => toStockDay(wireRow({ ...STOCK_EXAMPLE, tradingdate: '' }))).retryable).toBe(true);
    expect(caught(() => toOhlcBar('DailyOhlc', wireRow({ tradingdate: '04/05/2020' }))).endpoint).toBe(
      'DailyOhlc',
    );
  });
});

describe('readAccessToken', () => {
  it("reads the official client's answer and the PDF example's", () => {
    expect(readAccessToken({ status: 200, message: 'Success', data: { accessToken: 'jwt-1' } })).toBe(
      'jwt-1',
    );
    expect(readAccessToken({ status: '200', message: 'Success', data: 'jwt-2' })).toBe('jwt-2');
    expect(readAccessToken({ responseCode: 0, message: 'Success', token: 'jwt-3' })).toBe('jwt-3');
  });

  it('refuses either form with the feed message, and calls a token-less success garbage', () => {
    const refused = caught(() => readAccessToken({ status: 400, message: 'Invalid consumer', data: null }));
    expect(refused.message).toBe('SSI từ chối yêu cầu AccessToken: Invalid consumer');
    expect(refused.retryable).toBe(false);
    expect(caught(() => readAccessToken({ responseCode: 1, message: 'Sai', token: '' })).retryable).toBe(
      false,
    );
    expect(caught(() => readAccessToken({ status: 200, data: {} })).retryable).toBe(true);
    expect(caught(() => readAccessToken('<html>')).retryable).toBe(true);
  });
});
