/**
 * SSI FastConnect Data v2 answers → our records (types.ts). Accepts every form the published spec
 * shows (../shared/reference/ssi-fastconnect-data-v2.2.txt): `data` or `dataList`, `totalRecord` or
 * `totalrecord`, status 200 / "200" / "Success" / "SUCCESS", keys in any case, and the spec's own
 * misspellings (Toreignsellvaltotal, Netforeivol) next to the example's names.
 */
import { SsiFeedError } from './types';
import {
  date,
  nested,
  num,
  optionalText,
  pick,
  text,
  time,
  toNumber,
  wireRow,
  type WireRow,
} from './wireFields';
import type {
  SsiIndex,
  SsiIndexComponents,
  SsiIndexDay,
  SsiOhlcBar,
  SsiSecurity,
  SsiSecurityDetail,
  SsiStockDay,
} from './types';

export interface WirePage {
  rows: WireRow[];
  /** The feed's count of all rows of the query (all pages); null when it did not say. */
  total: number | null;
}

/** 200, "200", "Success", "SUCCESS": anything else is a refusal. */
export function isSuccessStatus(status: unknown): boolean {
  if (typeof status === 'number') return status === 200;
  if (typeof status !== 'string') return false;
  const trimmed = status.trim().toLowerCase();
  return trimmed === '200' || trimmed === 'success';
}

export function garbageError(endpoint: string, status: number | null = null): SsiFeedError {
  return new SsiFeedError(`SSI trả lời không đúng định dạng (${endpoint})`, endpoint, status, true);
}

export function refusalError(endpoint: string, message: string, status: number | null): SsiFeedError {
  const reason = message.trim() === '' ? 'không có lý do' : message.trim();
  return new SsiFeedError(`SSI từ chối yêu cầu ${endpoint}: ${reason}`, endpoint, status, false);
}

function statusNumber(status: unknown): number | null {
  const parsed = toNumber(status);
  return parsed !== null && Number.isInteger(parsed) ? parsed : null;
}

/**
 * A data answer's rows and total, or SsiFeedError: a refusal (status other than success; not
 * retryable, `status` the envelope's code when numeric) or garbage (no envelope; retryable).
 */
export function readEnvelope(endpoint: string, body: unknown): WirePage {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw garbageError(endpoint);
  const envelope = wireRow(body);
  const status = envelope.get('status');
  if (status === undefined || status === null) throw garbageError(endpoint);
  if (!isSuccessStatus(status)) {
    throw refusalError(endpoint, text(envelope, 'message'), statusNumber(status));
  }
  const total = num(envelope, 'totalrecord');
  const data = envelope.has('data') ? envelope.get('data') : envelope.get('datalist');
  if (Array.isArray(data)) return { rows: data.map(wireRow), total };
  // A successful answer with nothing to say may carry data: null; one without any list key at all
  // is not an SSI envelope.
  if (data === null || (data === undefined && total === 0)) return { rows: [], total: total ?? 0 };
  throw garbageError(endpoint);
}

/**
 * The access token of an AccessToken answer: the official client's {status: 200, data: {accessToken}}
 * (or data as the token itself) and the PDF example's {responseCode: 0, token}.
 */
export function readAccessToken(body: unknown): string {
  const endpoint = 'AccessToken';
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw garbageError(endpoint);
  const envelope = wireRow(body);
  const message = text(envelope, 'message');
  if (envelope.has('responsecode')) {
    const code = toNumber(envelope.get('responsecode'));
    if (code !== 0) throw refusalError(endpoint, message, code);
    const token = text(envelope, 'token', 'accesstoken');
    if (token === '') throw garbageError(endpoint);
    return token;
  }
  const status = envelope.get('status');
  if (status === undefined || status === null) throw garbageError(endpoint);
  if (!isSuccessStatus(status)) throw refusalError(endpoint, message, statusNumber(status));
  const data = envelope.get('data');
  const token =
    typeof data === 'string'
      ? data.trim()
      : text(wireRow(data), 'accesstoken', 'token') || text(envelope, 'token');
  if (token === '') throw garbageError(endpoint);
  return token;
}

/** Required text or date of a row: a row without it is not usable, so the page is garbage. */
function required(endpoint: string, value: string | null): string {
  if (value === null || value === '') throw garbageError(endpoint);
  return value;
}

export function toSecurity(row: WireRow): SsiSecurity {
  return {
    market: text(row, 'market', 'marketid'),
    symbol: required('Securities', text(row, 'symbol')),
    nameVi: text(row, 'stockname', 'symbolname'),
    nameEn: text(row, 'stockenname', 'symbolengname'),
  };
}

/** SecuritiesDetails rows carry the securities in a nested repeatedinfoList. */
export function toSecurityDetails(row: WireRow): SsiSecurityDetail[] {
  const items = nested(row, 'repeatedinfolist');
  return (items.length > 0 || pick(row, 'symbol') === undefined ? items : [row]).map((item) => ({
    symbol: required('SecuritiesDetails', text(item, 'symbol')),
    nameVi: text(item, 'symbolname', 'stockname'),
    nameEn: text(item, 'symbolengname', 'stockenname'),
    secType: text(item, 'sectype'),
    market: text(item, 'marketid', 'market'),
    exchange: text(item, 'exchange'),
    issuer: text(item, 'issuer'),
    lotSize: num(item, 'lotsize'),
    listedShares: num(item, 'listedshare', 'listedshares'),
    firstTradingDate: date(item, 'firsttradingdate'),
    lastTradingDate: date(item, 'lasttradingdate'),
  }));
}

export function toIndex(row: WireRow): SsiIndex {
  return {
    code: required('IndexList', text(row, 'indexcode', 'indexid')),
    name: text(row, 'indexname'),
    exchange: text(row, 'exchange'),
  };
}

/** IndexComponents rows carry the members in a nested indexcomponentList. */
export function toIndexComponents(row: WireRow): SsiIndexComponents {
  return {
    indexCode: required('IndexComponents', text(row, 'indexcode', 'indexid')),
    indexName: text(row, 'indexname'),
    exchange: text(row, 'exchange'),
    symbols: nested(row, 'indexcomponentlist')
      .map((item) => text(item, 'stocksymbol', 'symbol'))
      .filter((symbol) => symbol !== ''),
  };
}

export function toOhlcBar(endpoint: string, row: WireRow): SsiOhlcBar {
  return {
    symbol: required(endpoint, text(row, 'symbol')),
    market: optionalText(row, 'market'),
    date: required(endpoint, date(row, 'tradingdate')),
    time: time(row, 'time'),
    open: num(row, 'open'),
    high: num(row, 'high'),
    low: num(row, 'low'),
    close: num(row, 'close'),
    volume: num(row, 'volume'),
    value: num(row, 'value'),
  };
}

export function toIndexDay(row: WireRow): SsiIndexDay {
  return {
    indexCode: required('DailyIndex', text(row, 'indexcode', 'indexid')),
    date: required('DailyIndex', date(row, 'tradingdate')),
    value: num(row, 'indexvalue'),
    change: num(row, 'change'),
    ratioChange: num(row, 'ratiochange'),
    totalTrade: num(row, 'totaltrade'),
    totalMatchVolume: num(row, 'totalmatchvol'),
    totalMatchValue: num(row, 'totalmatchval'),
    advances: num(row, 'advances'),
    noChanges: num(row, 'nochanges'),
    declines: num(row, 'declines'),
    ceilings: num(row, 'ceilings', 'ceiling'),
    floors: num(row, 'floors', 'floor'),
    totalDealVolume: num(row, 'totaldealvol'),
    totalDealValue: num(row, 'totaldealval'),
    totalVolume: num(row, 'totalvol'),
    totalValue: num(row, 'totalval'),
    tradingSession: optionalText(row, 'tradingsession'),
  };
}

export function toStockDay(row: WireRow): SsiStockDay {
  return {
    symbol: required('DailyStockPrice', text(row, 'symbol')),
    date: required('DailyStockPrice', date(row, 'tradingdate')),
    priceChange: num(row, 'pricechange'),
    perPriceChange: num(row, 'perpricechange'),
    ceilingPrice: num(row, 'ceilingprice'),
    floorPrice: num(row, 'floorprice'),
    refPrice: num(row, 'refprice'),
    openPrice: num(row, 'openprice'),
    highestPrice: num(row, 'highestprice'),
    lowestPrice: num(row, 'lowestprice'),
    closePrice: num(row, 'closeprice'),
    averagePrice: num(row, 'averageprice'),
    closePriceAdjusted: num(row, 'closepriceadjusted'),
    totalMatchVolume: num(row, 'totalmatchvol'),
    totalMatchValue: num(row, 'totalmatchval'),
    totalDealVolume: num(row, 'totaldealvol'),
    totalDealValue: num(row, 'totaldealval'),
    foreignBuyVolume: num(row, 'foreignbuyvoltotal'),
    foreignSellVolume: num(row, 'foreignsellvoltotal'),
    foreignBuyValue: num(row, 'foreignbuyvaltotal'),
    foreignSellValue: num(row, 'foreignsellvaltotal', 'toreignsellvaltotal'),
    foreignCurrentRoom: num(row, 'foreigncurrentroom'),
    netForeignVolume: num(row, 'netbuysellvol', 'netforeivol', 'netforeignvol'),
    netForeignValue: num(row, 'netbuysellval', 'netforeignval'),
    totalTradedVolume: num(row, 'totaltradedvol'),
    totalTradedValue: num(row, 'totaltradedvalue', 'totaltradedval'),
  };
}
