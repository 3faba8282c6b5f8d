import { evaluateFormula } from '../evaluate';
import { aggregateGroup, median } from '../group';
import { series, ys } from './fixtures';

/**
 * Loans of four banks (Q1/24, Q2/24, Q3/24): VCB 100, 110, 120; BID 200, 210, 230;
 * CTG 150, (absent), null; TCB 50, 70, 90.
 */
const BANKS = [
  {
    ticker: 'VCB',
    series: series('quarter', [
      ['2024-03-31', 100],
      ['2024-06-30', 110],
      ['2024-09-30', 120],
    ]),
  },
  {
    ticker: 'BID',
    series: series('quarter', [
      ['2024-03-31', 200],
      ['2024-06-30', 210],
      ['2024-09-30', 230],
    ]),
  },
  {
    ticker: 'CTG',
    series: series('quarter', [
      ['2024-03-31', 150],
      ['2024-09-30', null],
    ]),
  },
  {
    ticker: 'TCB',
    series: series('quarter', [
      ['2024-03-31', 50],
      ['2024-06-30', 70],
      ['2024-09-30', 90],
    ]),
  },
];

describe('aggregateGroup', () => {
  it('sum needs every member', () => {
    // Q1 100+200+150+50 = 500; Q2 and Q3 lack CTG
    const out = aggregateGroup(BANKS, 'sum');
    expect(ys(out.points)).toEqual([500, null, null]);
    expect(out.notes).toEqual([
      null,
      'Tổng nhóm kỳ Q2/2024 thiếu số liệu của CTG',
      'Tổng nhóm kỳ Q3/2024 thiếu số liệu của CTG',
    ]);
  });

  it('mean over the members present, with n/N noted', () => {
    // Q1 500/4 = 125; Q2 (110+210+70)/3 = 130; Q3 (120+230+90)/3 = 146.666...
    const out = aggregateGroup(BANKS, 'mean');
    expect(ys(out.points)).toEqual([125, 130, 146.6666666667]);
    expect(out.notes).toEqual([
      null,
      '3/4 doanh nghiệp có số liệu (thiếu CTG)',
      '3/4 doanh nghiệp có số liệu (thiếu CTG)',
    ]);
  });

  it('median over the members present', () => {
    // Q1 50,100,150,200 -> (100+150)/2 = 125; Q2 70,110,210 -> 110; Q3 90,120,230 -> 120
    expect(ys(aggregateGroup(BANKS, 'median').points)).toEqual([125, 110, 120]);
    expect(median([3, 1, 2])).toBe(2);
  });

  it('names five missing tickers at most', () => {
    const many = ['A01', 'A02', 'A03', 'A04', 'A05', 'A06', 'A07'].map((ticker) => ({
      ticker,
      series: series('year', []),
    }));
    const out = aggregateGroup(
      [...many, { ticker: 'VCB', series: series('year', [['2024-12-31', 1]]) }],
      'sum',
    );
    expect(out.notes).toEqual(['Tổng nhóm kỳ 2024 thiếu số liệu của A01, A02, A03, A04, A05 và 2 mã khác']);
  });

  it('no member with a value is null; an empty group is an empty series', () => {
    const out = aggregateGroup([{ ticker: 'VCB', series: series('year', [['2024-12-31', null]]) }], 'mean');
    expect(out.notes).toEqual(['Không doanh nghiệp nào trong nhóm có số liệu kỳ 2024']);
    expect(aggregateGroup([], 'sum')).toEqual({ frequency: 'quarter', points: [], notes: [] });
  });

  it('a group total feeds a formula: total loans / total deposits', () => {
    // Deposits Q1: 400 + 250 + 300 + 50 = 1000 -> 500/1000 = 0.5
    const deposits = [400, 250, 300, 50].map((value, i) => ({
      ticker: BANKS[i]?.ticker ?? '',
      series: series('quarter', [['2024-03-31', value]]),
    }));
    const out = evaluateFormula({
      expression: 'a/b',
      inputs: [
        { name: 'a', series: aggregateGroup(BANKS, 'sum') },
        { name: 'b', series: aggregateGroup(deposits, 'sum') },
      ],
    });
    expect(out.ok && ys(out.series.points)).toEqual([0.5, null, null]);
  });
});
