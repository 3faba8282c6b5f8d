import {
  aggregationOf,
  macroPoints,
  offeredValueTypes,
  trimNulls,
  type MacroObservation,
  type MacroPoint,
  type MacroPointsInput,
} from '../valueTypes';

/** Month-end dates: month 1..12 of a year. */
const END = [
  '01-31',
  '02-28',
  '03-31',
  '04-30',
  '05-31',
  '06-30',
  '07-31',
  '08-31',
  '09-30',
  '10-31',
  '11-30',
  '12-31',
];
const monthEnd = (year: number, month: number) =>
  `${year}-${month === 2 && year % 4 === 0 ? '02-29' : END[month - 1]}`;

/** 2023: 100, 101, ... 111 (99 + m); 2024: 110, 112, ... 132 (108 + 2m). */
function levels(skip: string[] = [], extra: MacroObservation[] = []): MacroObservation[] {
  const rows: MacroObservation[] = [];
  for (let month = 1; month <= 12; month += 1) rows.push([monthEnd(2023, month), 99 + month]);
  for (let month = 1; month <= 12; month += 1) rows.push([monthEnd(2024, month), 108 + 2 * month]);
  return [...rows, ...extra].filter(([period]) => !skip.includes(period));
}

const at = (points: MacroPoint[], period: string) => {
  const point = points.find(([date]) => date === period);
  if (!point) throw new Error(`no point ${period}`);
  return point[1];
};

const base: Omit<MacroPointsInput, 'valueType' | 'levels'> = {
  frequency: 'month',
  unit: 'điểm',
  period: 'month',
};

describe('aggregationOf', () => {
  it.each([
    ['điểm', 'avg'],
    ['%', 'avg'],
    ['USD/tấn', 'avg'],
    ['VND/USD', 'avg'],
    ['người/km²', 'avg'],
    ['tỷ đồng', 'sum'],
    ['triệu USD', 'sum'],
    ['nghìn tấn', 'sum'],
    ['lượt người', 'sum'],
    ['nghìn lượt', 'sum'],
    ['triệu lượt người.km', 'sum'],
  ])('%s -> %s', (unit, aggregation) => {
    expect(aggregationOf(unit)).toBe(aggregation);
  });
});

describe('offeredValueTypes', () => {
  it('offers yoy always, mom and yoy_avg at months, qoq at quarters; a % series only its level', () => {
    expect(offeredValueTypes('điểm', 'month')).toEqual(['value', 'yoy', 'mom', 'yoy_avg']);
    expect(offeredValueTypes('tỷ đồng', 'quarter')).toEqual(['value', 'yoy', 'qoq']);
    expect(offeredValueTypes('tỷ đồng', 'year')).toEqual(['value', 'yoy']);
    expect(offeredValueTypes('%', 'month')).toEqual(['value']);
  });
});

describe('macroPoints on a monthly series', () => {
  it('value: the stored levels', () => {
    const points = macroPoints({ ...base, valueType: 'value', levels: levels() });
    expect(points).toHaveLength(24);
    expect(points[0]).toEqual(['2023-01-31', 100]);
    expect(at(points, '2024-02-29')).toBe(112);
  });

  it('yoy: against the same month a year earlier, null in the first year', () => {
    const points = macroPoints({ ...base, valueType: 'yoy', levels: levels() });
    expect(at(points, '2023-12-31')).toBeNull();
    expect(at(points, '2024-01-31')).toBeCloseTo(10, 10); // 110 / 100
    expect(at(points, '2024-02-29')).toBeCloseTo((112 / 101 - 1) * 100, 10); // 10.8911
    expect(at(points, '2024-12-31')).toBeCloseTo((132 / 111 - 1) * 100, 10); // 18.9189
  });

  it('mom: against the previous month, across the turn of the year', () => {
    const points = macroPoints({ ...base, valueType: 'mom', levels: levels() });
    expect(at(points, '2023-01-31')).toBeNull();
    expect(at(points, '2024-01-31')).toBeCloseTo((110 / 111 - 1) * 100, 10); // -0.9009
    expect(at(points, '2024-02-29')).toBeCloseTo((112 / 110 - 1) * 100, 10); // 1.8182
  });

  it('yoy_avg: the mean of the year so far against the same months a year earlier', () => {
    const points = macroPoints({ ...base, valueType: 'yoy_avg', levels: levels() });
    expect(at(points, '2023-06-30')).toBeNull();
    expect(at(points, '2024-01-31')).toBeCloseTo(10, 10); // 110 / 100
    expect(at(points, '2024-02-29')).toBeCloseTo((111 / 100.5 - 1) * 100, 10); // 10.4478
    expect(at(points, '2024-03-31')).toBeCloseTo((112 / 101 - 1) * 100, 10); // (110+112+114)/3 vs 101
  });

  it('qoq and yoy_avg do not exist at a quarter, mom not at a year: null, never NaN', () => {
    const quarterMom = macroPoints({ ...base, period: 'quarter', valueType: 'mom', levels: levels() });
    expect(quarterMom.every(([, value]) => value === null)).toBe(true);
    const monthQoq = macroPoints({ ...base, valueType: 'qoq', levels: levels() });
    expect(monthQoq.every(([, value]) => value === null)).toBe(true);
  });
});

describe('a missing month', () => {
  const gap = levels(
    ['2024-03-31'],
    [
      ['2025-01-31', 121],
      ['2025-02-28', 123.2],
      ['2025-03-31', 125.4],
      ['2025-04-30', 127.6],
    ],
  );

  it('stays a null point and shifts nothing', () => {
    const value = macroPoints({ ...base, valueType: 'value', levels: gap });
    expect(at(value, '2024-03-31')).toBeNull();
    expect(at(value, '2024-04-30')).toBe(116);
    expect(value).toHaveLength(28);
  });

  it('nulls the changes that need it and keeps the next month and the same month next year right', () => {
    const mom = macroPoints({ ...base, valueType: 'mom', levels: gap });
    expect(at(mom, '2024-03-31')).toBeNull();
    expect(at(mom, '2024-04-30')).toBeNull(); // its base is the missing month
    expect(at(mom, '2024-05-31')).toBeCloseTo((118 / 116 - 1) * 100, 10);
    const yoy = macroPoints({ ...base, valueType: 'yoy', levels: gap });
    expect(at(yoy, '2024-03-31')).toBeNull();
    expect(at(yoy, '2024-04-30')).toBeCloseTo((116 / 103 - 1) * 100, 10); // April 2023, not March
    expect(at(yoy, '2025-03-31')).toBeNull(); // base March 2024 missing
    expect(at(yoy, '2025-04-30')).toBeCloseTo((127.6 / 116 - 1) * 100, 10); // 10
    expect(at(yoy, '2025-02-28')).toBeCloseTo((123.2 / 112 - 1) * 100, 10); // 10
  });

  it('nulls the year-to-date averages that include it', () => {
    const avg = macroPoints({ ...base, valueType: 'yoy_avg', levels: gap });
    expect(at(avg, '2024-02-29')).toBeCloseTo((111 / 100.5 - 1) * 100, 10);
    expect(at(avg, '2024-03-31')).toBeNull();
    expect(at(avg, '2024-12-31')).toBeNull();
    expect(at(avg, '2025-02-28')).toBeCloseTo(((121 + 123.2) / (110 + 112) - 1) * 100, 10); // 10
    expect(at(avg, '2025-03-31')).toBeNull();
  });

  it('leaves its quarter out, and the changes needing that quarter null', () => {
    const quarters = macroPoints({ ...base, period: 'quarter', valueType: 'value', levels: gap });
    expect(at(quarters, '2024-03-31')).toBeNull();
    expect(at(quarters, '2024-06-30')).toBe(118); // (116 + 118 + 120) / 3
    expect(at(quarters, '2025-03-31')).toBeCloseTo(123.2, 10); // complete: January-March 2025
    expect(quarters.at(-1)?.[0]).toBe('2025-03-31'); // April 2025 alone is not a quarter
    const quarterYoy = macroPoints({ ...base, period: 'quarter', valueType: 'yoy', levels: gap });
    expect(at(quarterYoy, '2025-03-31')).toBeNull(); // Q1 2024 is incomplete
    const qoq = macroPoints({ ...base, period: 'quarter', valueType: 'qoq', levels: gap });
    expect(at(qoq, '2024-06-30')).toBeNull();
    expect(at(qoq, '2024-09-30')).toBeCloseTo((124 / 118 - 1) * 100, 10);
  });
});

describe('aggregation to quarters and years', () => {
  const partial = levels(
    [],
    [
      ['2025-01-31', 121],
      ['2025-02-28', 123.2],
    ],
  );

  it('averages an index over complete quarters and years only', () => {
    const quarters = macroPoints({ ...base, period: 'quarter', valueType: 'value', levels: partial });
    expect(quarters.map(([date]) => date)).toEqual([
      '2023-03-31',
      '2023-06-30',
      '2023-09-30',
      '2023-12-31',
      '2024-03-31',
      '2024-06-30',
      '2024-09-30',
      '2024-12-31',
    ]);
    expect(at(quarters, '2023-03-31')).toBe(101); // (100 + 101 + 102) / 3
    expect(at(quarters, '2024-12-31')).toBe(130); // (128 + 130 + 132) / 3
    const years = macroPoints({ ...base, period: 'year', valueType: 'value', levels: partial });
    expect(years).toEqual([
      ['2023-12-31', 105.5],
      ['2024-12-31', 121],
    ]);
  });

  it('adds up an amount, and computes changes on the aggregated levels', () => {
    const amount = { ...base, unit: 'tỷ đồng' };
    const quarters = macroPoints({ ...amount, period: 'quarter', valueType: 'value', levels: partial });
    expect(at(quarters, '2023-03-31')).toBe(303);
    expect(at(quarters, '2024-03-31')).toBe(336);
    const qoq = macroPoints({ ...amount, period: 'quarter', valueType: 'qoq', levels: partial });
    expect(at(qoq, '2024-03-31')).toBeCloseTo((336 / 330 - 1) * 100, 10); // Q4 2023 = 109 + 110 + 111
    const yoy = macroPoints({ ...amount, period: 'quarter', valueType: 'yoy', levels: partial });
    expect(at(yoy, '2024-03-31')).toBeCloseTo((336 / 303 - 1) * 100, 10);
    const years = macroPoints({ ...amount, period: 'year', valueType: 'value', levels: partial });
    expect(years).toEqual([
      ['2023-12-31', 1266],
      ['2024-12-31', 1452],
    ]);
    const yearYoy = macroPoints({ ...amount, period: 'year', valueType: 'yoy', levels: partial });
    expect(yearYoy[1]?.[1]).toBeCloseTo((1452 / 1266 - 1) * 100, 10);
  });

  it('does not go to a shorter period than the series has', () => {
    const quarterly = { ...base, frequency: 'quarter' as const, period: 'month' as const };
    expect(macroPoints({ ...quarterly, valueType: 'value', levels: [['2024-03-31', 1]] })).toEqual([]);
  });
});

describe('a quarterly series', () => {
  const quarterly: MacroObservation[] = [
    ['2023-03-31', 200],
    ['2023-06-30', 210],
    ['2023-09-30', 220],
    ['2023-12-31', 250],
    ['2024-03-31', 216],
    ['2024-06-30', 231],
  ];
  const input = { frequency: 'quarter', unit: 'tỷ đồng', period: 'quarter' } as const;

  it('computes yoy and qoq by calendar quarter', () => {
    const yoy = macroPoints({ ...input, valueType: 'yoy', levels: quarterly });
    expect(at(yoy, '2024-03-31')).toBeCloseTo(8, 10); // 216 / 200
    expect(at(yoy, '2024-06-30')).toBeCloseTo(10, 10); // 231 / 210
    const qoq = macroPoints({ ...input, valueType: 'qoq', levels: quarterly });
    expect(at(qoq, '2024-03-31')).toBeCloseTo(-13.6, 10); // 216 / 250
    expect(at(qoq, '2023-03-31')).toBeNull();
  });

  it('makes a year only of four quarters', () => {
    expect(macroPoints({ ...input, period: 'year', valueType: 'value', levels: quarterly })).toEqual([
      ['2023-12-31', 880],
    ]);
  });
});

describe('a series in %', () => {
  const rates: MacroObservation[] = [
    ['2023-01-31', 4.5],
    ['2024-01-31', 5],
  ];
  const input = { frequency: 'month', unit: '%', period: 'month' } as const;

  it('keeps its level and answers ratio changes with null, even published ones', () => {
    expect(macroPoints({ ...input, valueType: 'value', levels: rates }).at(-1)).toEqual(['2024-01-31', 5]);
    const yoy = macroPoints({ ...input, valueType: 'yoy', levels: rates, published: [['2024-01-31', 11.1]] });
    expect(yoy.length).toBeGreaterThan(0);
    expect(yoy.every(([, value]) => value === null)).toBe(true);
    expect(trimNulls(yoy)).toEqual([]);
  });
});

describe('published over computed', () => {
  it('uses the source figure where it exists and computes the rest', () => {
    const points = macroPoints({
      ...base,
      valueType: 'yoy',
      levels: levels(),
      published: [
        ['2022-12-31', 3.1],
        ['2024-01-31', 9.9],
      ],
    });
    expect(points[0]).toEqual(['2022-12-31', 3.1]); // published without a level still counts
    expect(at(points, '2023-01-31')).toBeNull();
    expect(at(points, '2024-01-31')).toBe(9.9);
    expect(at(points, '2024-02-29')).toBeCloseTo((112 / 101 - 1) * 100, 10);
  });

  it('serves a series that has only published changes', () => {
    const points = macroPoints({
      ...base,
      valueType: 'mom',
      levels: [],
      published: [
        ['2024-01-31', 0.5],
        ['2024-03-31', 0.2],
      ],
    });
    expect(points).toEqual([
      ['2024-01-31', 0.5],
      ['2024-02-29', null],
      ['2024-03-31', 0.2],
    ]);
  });

  it('ignores them at a longer period (they belong to the series own frequency)', () => {
    const points = macroPoints({
      ...base,
      period: 'quarter',
      valueType: 'yoy',
      levels: levels(),
      published: [['2024-03-31', 99]],
    });
    expect(at(points, '2024-03-31')).toBeCloseTo((112 / 101 - 1) * 100, 10);
  });

  it('never answers NaN: zero or negative bases and non-finite inputs are null', () => {
    const points = macroPoints({
      ...base,
      valueType: 'yoy',
      levels: [
        ['2023-01-31', 0],
        ['2023-02-28', -5],
        ['2023-03-31', Number.NaN],
        ['2024-01-31', 10],
        ['2024-02-28', 10],
        ['2024-03-31', 10],
      ],
    });
    expect(points.slice(-3).map(([, value]) => value)).toEqual([null, null, null]);
  });
});
