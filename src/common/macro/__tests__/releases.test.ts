import { releaseFigures, RELEASE_REASONS } from '../releaseCards';
import { nextPeriodEnd, RELEASE_CALENDAR, releaseRuleOfIndicator, scheduledRelease } from '../releases';
import { MACRO_MENU } from '../../macroMenu';

describe('the release calendar table', () => {
  it('names indicators of the menu, with a demo line last and unique keys', () => {
    const keyCodes = new Set(MACRO_MENU.flatMap((group) => group.childItem.map((child) => child.keyCode)));
    for (const entry of RELEASE_CALENDAR) {
      expect(keyCodes.has(entry.keyCode)).toBe(true);
      expect(entry.seriesCodes.at(-1)).toMatch(/^VN_/);
    }
    expect(new Set(RELEASE_CALENDAR.map((entry) => entry.key)).size).toBe(RELEASE_CALENDAR.length);
    expect(releaseRuleOfIndicator('CPI')).toEqual({ kind: 'monthAfter', day: 6 });
    expect(releaseRuleOfIndicator('PRD_PMI')).toBeUndefined();
  });

  it('schedules a period: the 6th of the next month, the month-end of daily quotes, none for decisions', () => {
    expect(scheduledRelease({ kind: 'monthAfter', day: 6 }, '2026-10-31')).toBe('2026-11-06');
    expect(scheduledRelease({ kind: 'monthAfter', day: 6 }, '2026-12-31')).toBe('2027-01-06');
    // A quarter's figure comes after its last month.
    expect(scheduledRelease({ kind: 'monthAfter', day: 6 }, '2026-09-30')).toBe('2026-10-06');
    expect(scheduledRelease({ kind: 'monthAfter', day: 20, months: 2 }, '2026-11-30')).toBe('2027-01-20');
    // A day past the month's end is its last day.
    expect(scheduledRelease({ kind: 'monthAfter', day: 31 }, '2026-01-31')).toBe('2026-02-28');
    expect(scheduledRelease({ kind: 'daily' }, '2026-10-31')).toBe('2026-10-31');
    expect(scheduledRelease({ kind: 'decision' }, '2026-10-31')).toBeNull();
  });

  it('finds the next period of each frequency', () => {
    expect(nextPeriodEnd('2026-12-31', 'month')).toBe('2027-01-31');
    expect(nextPeriodEnd('2024-01-31', 'month')).toBe('2024-02-29');
    expect(nextPeriodEnd('2026-09-30', 'quarter')).toBe('2026-12-31');
    expect(nextPeriodEnd('2025-12-31', 'year')).toBe('2026-12-31');
  });
});

describe('releaseFigures: latest, previous and change of a card', () => {
  it('takes the last figure and the period before it (hand-computed)', () => {
    const figures = releaseFigures(
      [
        ['2026-08-31', 24_100],
        ['2026-09-30', 24_000],
        ['2026-10-31', 24_300],
      ],
      'month',
      { percentage: false },
    );
    expect(figures).toEqual({
      latest: { period: '2026-10-31', label: 'T10/2026', value: 24_300 },
      previous: { period: '2026-09-30', label: 'T9/2026', value: 24_000 },
      change: 300,
      // (24,300 / 24,000 - 1) x 100 = 1.25
      changePercent: 1.25,
      reason: null,
    });
  });

  it('gives percentage points and no percent change for a rate', () => {
    const figures = releaseFigures(
      [
        ['2026-09-30', 3.4],
        ['2026-10-31', 2.9],
      ],
      'month',
      { percentage: true },
    );
    expect(figures.change).toBe(-0.5);
    expect(figures.changePercent).toBeNull();
  });

  it('skips trailing nulls but never compares across a missing period', () => {
    const figures = releaseFigures(
      [
        ['2026-07-31', 5],
        ['2026-08-31', null],
        ['2026-09-30', 6.2],
        ['2026-10-31', null],
      ],
      'month',
      { percentage: true },
    );
    expect(figures.latest).toEqual({ period: '2026-09-30', label: 'T9/2026', value: 6.2 });
    expect(figures.previous).toBeNull();
    expect(figures.change).toBeNull();
    expect(figures.reason).toBe(RELEASE_REASONS.noPrevious('T8/2026'));
  });

  it('works by quarter and says when there is nothing', () => {
    const figures = releaseFigures(
      [
        ['2026-06-30', 6],
        ['2026-09-30', 5],
      ],
      'quarter',
      { percentage: true },
    );
    expect(figures.latest?.label).toBe('Q3/2026');
    expect(figures.previous?.label).toBe('Q2/2026');
    expect(figures.change).toBe(-1);
    expect(releaseFigures([], 'month', { percentage: false })).toMatchObject({
      latest: null,
      reason: RELEASE_REASONS.noData,
    });
    // A zero or negative base has no percent change.
    expect(
      releaseFigures(
        [
          ['2026-09-30', 0],
          ['2026-10-31', 5],
        ],
        'month',
        { percentage: false },
      ).changePercent,
    ).toBeNull();
  });
});
