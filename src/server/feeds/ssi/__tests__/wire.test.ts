import { SsiFeedError } from '../types';
import { readEnvelope, toStockDay } from '../wire';
import { isoFromSsi, ssiFromIso, toNumber, wireRow } from '../wireFields';

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

describe('readEnvelope', () => {
  it.each([
    [{ dataList: [{ symbol: 'A' }], status: 'SUCCESS', totalrecord: 7 }, 7],
    [{ data: [{ symbol: 'A' }], status: 'Success', totalRecord: 560 }, 560],
    [{ data: [{ symbol: 'A' }], status: 200, totalRecord: '3' }, 3],
    [{ Data: [{ symbol: 'A' }], Status: '200' }, null],
  ])('reads rows and total from %j', (body, total) => {
    const page = readEnvelope('Securities', body);
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]?.get('symbol')).toBe('A');
    expect(page.total).toBe(total);
  });

  it('refuses any other status with the feed message, not retryable', () => {
    const refusal = caught(() =>
      readEnvelope('DailyStockPrice', { status: 'FAIL', message: 'Bảo trì', data: null }),
    );
    expect(refusal.message).toBe('SSI từ chối yêu cầu DailyStockPrice: Bảo trì');
    expect(refusal.retryable).toBe(false);
    expect(refusal.status).toBeNull();
    expect(caught(() => readEnvelope('DailyIndex', { status: '400', message: 'x' })).status).toBe(400);
    expect(caught(() => readEnvelope('DailyIndex', { status: 401, message: 'x' })).status).toBe(401);
  });

  it('treats a body without an envelope as retryable garbage', () => {
    for (const body of [
      '<html>',
      null,
      [],
      { message: 'no status' },
      { status: 'SUCCESS', totalrecord: 4 },
    ]) {
      const error = caught(() => readEnvelope('IndexList', body));
      expect(error.retryable).toBe(true);
      expect(error.message).toBe('SSI trả lời không đúng định dạng (IndexList)');
    }
  });

  it('reads a success with no rows as empty', () => {
    expect(readEnvelope('IndexList', { status: 'SUCCESS', data: null }).rows).toEqual([]);
    expect(readEnvelope('IndexList', { status: 'SUCCESS', totalrecord: 0 })).toEqual({ rows: [], total: 0 });
  });
});

describe('wire values', () => {
  it('reads numbers from strings; empty and garbage are null, never 0', () => {
    expect(toNumber('12700')).toBe(12700);
    expect(toNumber('-0.0112')).toBe(-0.0112);
    expect(toNumber(' 105.72 ')).toBe(105.72);
    expect(toNumber(42)).toBe(42);
    for (const value of ['', ' ', 'N/A', '1,234', '12a', null, undefined, Number.NaN, {}]) {
      expect(toNumber(value)).toBeNull();
    }
  });

  it('reads dd/mm/yyyy (with or without a time) and ISO dates; rejects impossible ones', () => {
    expect(isoFromSsi('04/05/2020')).toBe('2020-05-04');
    expect(isoFromSsi('04/05/2020 13:45:00')).toBe('2020-05-04');
    expect(isoFromSsi('4/5/2020')).toBe('2020-05-04');
    expect(isoFromSsi('2020-05-04T00:00:00')).toBe('2020-05-04');
    for (const value of ['31/02/2020', '13/13/2020', '', 'hôm nay', 20200504])
      expect(isoFromSsi(value)).toBeNull();
    expect(ssiFromIso('2020-05-04')).toBe('04/05/2020');
    expect(() => ssiFromIso('04/05/2020')).toThrow(RangeError);
  });

  it.each(['closeprice', 'Closeprice', 'ClosePrice', 'CLOSEPRICE'])(
    'matches the key %s in any case',
    (key) => {
      const day = toStockDay(wireRow({ ...STOCK_EXAMPLE, closeprice: undefined, [key]: '12700' }));
      expect(day.closePrice).toBe(12700);
    },
  );
});
