import { evaluateFormula } from '../evaluate';
import type { EvaluationResult } from '../types';
import { dates, series, ys } from './fixtures';

function ok(result: EvaluationResult) {
  if (!result.ok) throw new Error(result.error.message);
  return result.series;
}

/** VCB loans: Q1/24 800, Q2/24 900, Q3/24 1000, Q4/24 500. Deposits: Q1 1000, Q2 1200, (Q3 missing), Q4 0. */
const LOANS = series('quarter', [
  ['2024-03-31', 800],
  ['2024-06-30', 900],
  ['2024-09-30', 1000],
  ['2024-12-31', 500],
]);
const DEPOSITS = series('quarter', [
  ['2024-03-31', 1000],
  ['2024-06-30', 1200],
  ['2024-12-31', 0],
]);

describe('evaluateFormula: alignment by period', () => {
  it('loans / deposits x 100, with a missing input and a division by zero', () => {
    // Q1 800/1000 x 100 = 80; Q2 900/1200 x 100 = 75; Q3 b missing; Q4 b = 0
    const out = ok(
      evaluateFormula({
        expression: 'a/b*100',
        inputs: [
          { name: 'a', series: LOANS, label: 'VCB, Cho vay khách hàng' },
          { name: 'b', series: DEPOSITS, label: 'VCB, Tiền gửi của khách hàng' },
        ],
      }),
    );
    expect(out.frequency).toBe('quarter');
    expect(dates(out.points)).toEqual(['2024-03-31', '2024-06-30', '2024-09-30', '2024-12-31']);
    expect(ys(out.points)).toEqual([80, 75, null, null]);
    expect(out.notes).toEqual([
      null,
      null,
      'Thiếu b (VCB, Tiền gửi của khách hàng) kỳ Q3/2024',
      'Chia cho 0 (b = 0) kỳ Q4/2024',
    ]);
  });

  it('several missing inputs are all named; a missing input keeps its own reason', () => {
    const a = series('year', [['2023-12-31', 1]]);
    const b = { ...series('year', [['2024-12-31', null]]), notes: ['Chưa công bố'] };
    const out = ok(
      evaluateFormula({
        expression: 'a+b',
        inputs: [
          { name: 'a', series: a },
          { name: 'b', series: b },
        ],
      }),
    );
    expect(out.notes).toEqual(['Thiếu b kỳ 2023', 'Thiếu a kỳ 2024; Thiếu b kỳ 2024: Chưa công bố']);
  });

  it('a spread of two rates and a constant', () => {
    const rate1 = series('month', [
      ['2024-01-31', 6.5],
      ['2024-02-29', 6.25],
    ]);
    const rate2 = series('month', [
      ['2024-01-31', 4.5],
      ['2024-02-29', 4.75],
    ]);
    // (6.5 - 4.5) x 100 = 200 bp; (6.25 - 4.75) x 100 = 150 bp
    const out = ok(
      evaluateFormula({
        expression: '(a-b)*100',
        inputs: [
          { name: 'a', series: rate1 },
          { name: 'b', series: rate2 },
        ],
      }),
    );
    expect(ys(out.points)).toEqual([200, 150]);
  });
});

describe('evaluateFormula: a change of frequency', () => {
  /** Months T1..T6/2024 = 1..6; a quarterly series Q1 2, Q2 5. */
  const MONTHLY = series(
    'month',
    [1, 2, 3, 4, 5, 6].map((v): [string, number] => [
      new Date(Date.UTC(2024, v, 0)).toISOString().slice(0, 10),
      v,
    ]),
  );
  const QUARTERLY = series('quarter', [
    ['2024-03-31', 2],
    ['2024-06-30', 5],
  ]);

  it('different frequencies are refused with the conversion to offer', () => {
    const result = evaluateFormula({
      expression: 'a/b',
      inputs: [
        { name: 'a', series: MONTHLY },
        { name: 'b', series: QUARTERLY },
      ],
    });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'frequency_mismatch',
        message: 'a theo tháng, b theo quý: chuyển a về quý?',
        offerFrequency: 'quarter',
      },
    });
  });

  it('converted to quarters by average or sum, they align', () => {
    // avg: Q1 (1+2+3)/3 = 2, Q2 (4+5+6)/3 = 5 -> 2/2 = 1, 5/5 = 1; sum: 6/2 = 3, 15/5 = 3
    const inputs = (aggregation: 'avg' | 'sum') => [
      { name: 'a', series: MONTHLY, transform: { frequency: 'quarter' as const, aggregation } },
      { name: 'b', series: QUARTERLY },
    ];
    expect(ys(ok(evaluateFormula({ expression: 'a/b', inputs: inputs('avg') })).points)).toEqual([1, 1]);
    expect(ys(ok(evaluateFormula({ expression: 'a/b', inputs: inputs('sum') })).points)).toEqual([3, 3]);
  });

  it('a conversion to a higher frequency names the input', () => {
    const result = evaluateFormula({
      expression: 'a',
      inputs: [{ name: 'a', series: QUARTERLY, transform: { frequency: 'month' } }],
    });
    if (result.ok) throw new Error('converted');
    expect(result.error.code).toBe('bad_conversion');
    expect(result.error.message).toMatch(/^Chuỗi a: Không chuyển được chuỗi theo quý/);
  });

  it('conversion before units (FRED order): daily closes -> month end -> % change', () => {
    // Month ends: January 20 (31/01), February 30 (29/02) -> February 30/20 - 1 = 50 %
    const closes = series('day', [
      ['2024-01-30', 10],
      ['2024-01-31', 20],
      ['2024-02-28', 25],
      ['2024-02-29', 30],
    ]);
    const out = ok(
      evaluateFormula({
        expression: 'a',
        inputs: [
          { name: 'a', series: closes, transform: { frequency: 'month', aggregation: 'eop', units: 'pch' } },
        ],
        asOf: '2024-03-10',
      }),
    );
    expect(ys(out.points)).toEqual([null, 50]);
    expect(out.notes[0]).toBe('Thiếu a kỳ T1/2024: Thiếu số liệu kỳ trước (T12/2023) để tính % thay đổi');
  });

  it('a note on a value (the month in progress) is kept with the input named', () => {
    const closes = series('day', [
      ['2024-03-01', 10],
      ['2024-03-04', 12],
    ]);
    const out = ok(
      evaluateFormula({
        expression: 'a*2',
        inputs: [{ name: 'a', series: closes, transform: { frequency: 'month' } }],
      }),
    );
    // March average (10 + 12) / 2 = 11, x 2 = 22, the last session 04/03 before 31/03
    expect(ys(out.points)).toEqual([22]);
    expect(out.notes).toEqual(['a: Kỳ T3/2024 chưa kết thúc: tính đến phiên 04/03/2024']);
  });
});

describe('evaluateFormula: parse errors and the steps after the formula', () => {
  it('returns the parser error', () => {
    const result = evaluateFormula({ expression: 'a/', inputs: [{ name: 'a', series: LOANS }] });
    expect(result).toMatchObject({ ok: false, error: { code: 'syntax', at: 2 } });
  });

  it('moving average then rebase, in that order', () => {
    // a: Q1 800, Q2 900, Q3 1000, Q4 500; MA2: null, 850, 950, 750; rebase at Q2 (850): -, 100, 111.76.., 88.23..
    const out = ok(
      evaluateFormula({
        expression: 'a',
        inputs: [{ name: 'a', series: LOANS }],
        movingAverage: 2,
        rebaseDate: '2024-04-01',
      }),
    );
    expect(ys(out.points)).toEqual([null, 100, 111.7647058824, 88.2352941176]);
    expect(out.notes[0]).toBe('Trung bình trượt 2 kỳ: chưa đủ 2 kỳ');
  });
});
