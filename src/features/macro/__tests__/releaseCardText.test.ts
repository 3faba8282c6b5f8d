import { changeText, figureText, nextReleaseText } from '../releaseCardText';

describe('the sentences of a release calendar card', () => {
  it('writes rates with two decimals and large levels without', () => {
    expect(figureText({ period: '2026-10-31', label: 'T10/2026', value: 2.9 }, '%')).toBe('2.90%');
    expect(figureText({ period: '2026-10-31', label: 'T10/2026', value: 24_300 }, 'VND/USD')).toBe(
      '24,300 VND/USD',
    );
    expect(figureText(null, '%')).toBe('-');
  });

  it('gives a change of a percentage in points, a change of a level with its percent', () => {
    expect(changeText({ change: -0.5, changePercent: null, unit: '%', latest: null })).toBe('-0.50 điểm %');
    expect(
      changeText({
        change: 300,
        changePercent: 1.25,
        unit: 'VND/USD',
        latest: { period: '2026-10-31', label: 'T10/2026', value: 24_300 },
      }),
    ).toBe('+300 VND/USD (+1.25%)');
    expect(changeText({ change: null, changePercent: null, unit: '%', latest: null })).toBe('-');
  });

  it('says when the next period is due, or that decisions have no schedule', () => {
    expect(nextReleaseText({ nextPeriod: 'T11/2026', nextRelease: '2026-12-06' })).toBe(
      'Kỳ tới T11/2026: dự kiến 2026-12-06',
    );
    expect(nextReleaseText({ nextPeriod: 'T11/2026', nextRelease: null })).toBe(
      'Kỳ tới T11/2026: chưa có lịch',
    );
    expect(nextReleaseText({ nextPeriod: null, nextRelease: null })).toBeNull();
  });
});
