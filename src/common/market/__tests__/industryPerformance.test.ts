import {
  capWeightedChange,
  historyStats,
  monthlyPoints,
  percentileOf,
  periodStartSession,
} from '../industryPerformance';

test('cap-weighted change on adjusted closes over the members with both closes', () => {
  // A: 100 shares, 10 → 11; B: 300 shares, 20 → 18; C: no start close (listed since); D: no shares.
  // Σ before = 100×10 + 300×20 = 7,000; Σ after = 100×11 + 300×18 = 6,500; 6,500 / 7,000 − 1.
  const result = capWeightedChange([
    { shares: 100, start: 10, end: 11 },
    { shares: 300, start: 20, end: 18 },
    { shares: 50, start: null, end: 30 },
    { shares: null, start: 5, end: 6 },
  ]);
  expect(result.members).toBe(2);
  expect(result.change).toBeCloseTo(6500 / 7000 - 1, 12);
  expect(result.change).toBeCloseTo(-0.0714285714, 9);
  expect(capWeightedChange([{ shares: 100, start: null, end: 11 }])).toEqual({ change: null, members: 0 });
});

const SESSIONS = [
  '2024-11-25',
  '2024-11-27',
  '2024-12-30',
  '2024-12-31',
  '2025-01-02',
  '2025-01-03',
  '2025-01-06',
  '2025-01-07',
  '2025-01-08',
  '2025-01-09',
  '2025-11-26',
  '2025-11-27',
];

test('period starts: sessions back for 1D/1W/1M, last session of last year for YTD, a year back for 1Y', () => {
  expect(periodStartSession(SESSIONS, '1D')).toBe('2025-11-26');
  // Five sessions before 2025-11-27 (index 11) is index 6.
  expect(periodStartSession(SESSIONS, '1W')).toBe('2025-01-06');
  expect(periodStartSession(SESSIONS, '1M')).toBeNull();
  expect(periodStartSession(SESSIONS, 'YTD')).toBe('2024-12-31');
  expect(periodStartSession(SESSIONS, '1Y')).toBe('2024-11-27');
  expect(periodStartSession(SESSIONS.slice(0, 1), '1D')).toBeNull();
  expect(periodStartSession([], 'YTD')).toBeNull();
});

test('percentile is the share of points at or below today', () => {
  expect(percentileOf([10, 12, 14, 16, 18], 14)).toBe(60);
  expect(percentileOf([10, 12, 14, 16, 18], 9)).toBe(0);
  expect(percentileOf([10, 12, 14, 16, 18], 18)).toBe(100);
  expect(percentileOf([null, 10], 10)).toBe(100);
  expect(percentileOf([], 10)).toBeNull();
  expect(percentileOf([10], null)).toBeNull();
});

test('history stats: min, max, mean and today’s percentile over the points with a value', () => {
  expect(historyStats([12, null, 9, 15, 12], 12)).toEqual({
    min: 9,
    max: 15,
    mean: 12,
    // 9, 12, 12 of 4 points
    percentile: 75,
    points: 4,
  });
  expect(historyStats([null], 3)).toEqual({ min: null, max: null, mean: null, percentile: null, points: 0 });
});

test('monthly points: the last session of each month from five years back, today last', () => {
  const sessions = [
    '2020-10-30',
    '2020-11-27',
    '2020-11-30',
    '2021-06-15',
    '2021-06-30',
    '2025-11-03',
    '2025-11-05',
  ];
  expect(monthlyPoints(sessions)).toEqual(['2020-11-30', '2021-06-30', '2025-11-05']);
  expect(monthlyPoints([])).toEqual([]);
});
