import { financeDataQuery } from '../finance';
import { metricSetBody } from '../ratios';
import { tickerFromWire, tickerToWire } from '../wireNames';

describe('wire names: the spec calls a ticker "ticket", the code "ticker"', () => {
  it('a query string with ticket= reaches the code as ticker, checked and upper-cased', () => {
    const query = financeDataQuery.parse({ ticket: ' fpt ', tableName: 'BALANCE_SHEET' });
    expect(query).toMatchObject({ ticker: 'FPT', tableName: 'BALANCE_SHEET', period: 'quarter' });
    expect(query).not.toHaveProperty('ticket');
  });

  it('a bad ticket is refused under its wire name, so the caller sees the field it sent', () => {
    const result = financeDataQuery.safeParse({ ticket: 'a-b', tableName: 'BALANCE_SHEET' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['ticket']);
  });

  it('a body without a ticket stays without one (the company type picks the set)', () => {
    expect(metricSetBody.parse({ companyType: 'bank', metrics: ['ROE'] })).toEqual({
      companyType: 'bank',
      metrics: ['ROE'],
    });
  });

  it('the client sends ticker as ticket, and the two renames undo each other', () => {
    const args = { ticker: 'TCB', period: 'year' as const };
    expect(tickerToWire(args)).toEqual({ ticket: 'TCB', period: 'year' });
    expect(tickerFromWire(tickerToWire(args))).toEqual(args);
  });
});
