import { StatementIndex } from '../../ratios/ratios.inputs';
import type { RatioValueRow } from '../../ratios/ratios.repository';
import { MarketStatementIndex } from '../statementLookup';

const rows: RatioValueRow[] = [
  {
    ticker: 'AAA',
    statement: 'INCOME_STATEMENT',
    itemCode: 'NET_REVENUE',
    year: 2024,
    quarter: 4,
    value: 120,
  },
  {
    ticker: 'AAA',
    statement: 'INCOME_STATEMENT',
    itemCode: 'NET_REVENUE',
    year: 2023,
    quarter: 4,
    value: 100,
  },
  {
    ticker: 'AAA',
    statement: 'BALANCE_SHEET',
    itemCode: 'OWNERS_EQUITY',
    year: 2024,
    quarter: 4,
    value: null,
  },
  { ticker: 'BBB', statement: 'INCOME_STATEMENT', itemCode: 'NET_REVENUE', year: 2024, quarter: 4, value: 7 },
];

describe('MarketStatementIndex', () => {
  it('answers exactly as the ratios module’s StatementIndex', () => {
    const theirs = new StatementIndex(rows, 'quarter');
    const ours = new MarketStatementIndex(rows, 'quarter');
    const asks: [string, string, string, number, number][] = [
      ['AAA', 'INCOME_STATEMENT', 'NET_REVENUE', 2024, 4],
      ['AAA', 'INCOME_STATEMENT', 'NET_REVENUE', 2023, 4],
      ['AAA', 'INCOME_STATEMENT', 'NET_REVENUE', 2022, 4],
      ['AAA', 'BALANCE_SHEET', 'OWNERS_EQUITY', 2024, 4],
      ['BBB', 'INCOME_STATEMENT', 'NET_REVENUE', 2024, 4],
      ['AAA', 'INCOME_STATEMENT', 'NET_REVENUE', 2024, 4],
      ['CCC', 'INCOME_STATEMENT', 'NET_REVENUE', 2024, 4],
    ];
    for (const [ticker, statement, code, year, sub] of asks) {
      const ref = { periodType: 'quarter' as const, year, sub };
      expect(ours.valueAt(ticker, statement, code, ref)).toBe(theirs.valueAt(ticker, statement, code, ref));
    }
    expect(
      ours.valueAt('AAA', 'INCOME_STATEMENT', 'NET_REVENUE', { periodType: 'quarter', year: 2024, sub: 4 }),
    ).toBe(120);
  });
});
