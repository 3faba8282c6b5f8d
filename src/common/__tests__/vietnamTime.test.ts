import { formatVnDate, formatVnDateTime, relativeTime } from '../vietnamTime';

const NOW = new Date('2025-03-10T05:00:00.000Z'); // 12:00 in Hà Nội
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The ISO time `ms` before NOW. */
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('relativeTime', () => {
  it.each([
    [0, 'vừa xong'],
    [59 * SECOND + 999, 'vừa xong'],
    [MINUTE, '1 phút trước'],
    [MINUTE + 59 * SECOND, '1 phút trước'],
    [59 * MINUTE + 59 * SECOND + 999, '59 phút trước'],
    [HOUR, '1 giờ trước'],
    [23 * HOUR + 59 * MINUTE + 59 * SECOND + 999, '23 giờ trước'],
    [DAY, '1 ngày trước'],
    [2 * DAY - 1, '1 ngày trước'],
    [2 * DAY, '2 ngày trước'],
    [3 * DAY - 1, '2 ngày trước'],
  ])('%d ms ago reads %s', (elapsed, expected) => {
    expect(relativeTime(ago(elapsed), NOW)).toBe(expected);
  });

  it('shows the date and time in Vietnam from 3 days on', () => {
    // 2025-03-07T05:00Z is 12:00 on 07/03 in Hà Nội.
    expect(relativeTime(ago(3 * DAY), NOW)).toBe('2025-03-07 12:00');
    expect(relativeTime('2024-12-31T17:05:00Z', NOW)).toBe('2025-01-01 00:05');
    expect(relativeTime('2024-12-31T16:59:00Z', NOW)).toBe('2024-12-31 23:59');
  });

  it('reads a time up to a minute ahead as just now, further ahead as the date', () => {
    expect(relativeTime(ago(-59 * SECOND), NOW)).toBe('vừa xong');
    expect(relativeTime(ago(-MINUTE), NOW)).toBe('2025-03-10 12:01');
  });

  it('accepts offsets in the ISO string', () => {
    expect(relativeTime('2025-03-10T11:30:00+07:00', NOW)).toBe('30 phút trước');
  });

  it('gives "-" for an invalid time', () => {
    expect(relativeTime('not a date', NOW)).toBe('-');
  });
});

describe('formatVnDate and formatVnDateTime', () => {
  it('use Vietnam time (UTC+7, no daylight saving) whatever the season', () => {
    expect(formatVnDateTime('2025-07-01T00:00:00Z')).toBe('2025-07-01 07:00');
    expect(formatVnDateTime('2025-01-15T09:08:00Z')).toBe('2025-01-15 16:08');
    expect(formatVnDate('2025-01-15T20:00:00Z')).toBe('2025-01-16');
    expect(formatVnDate('bad')).toBe('-');
    expect(formatVnDateTime('bad')).toBe('-');
  });
});
