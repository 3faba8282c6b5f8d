import { RECENT_TIME_DAYS } from './constants/app';
import { MISSING_VALUE } from './format';

/**
 * Times of news, documents and reports, read the Vietnamese way (the spec's 3-day relative window). Vietnam keeps UTC+7 all year (no daylight
 * saving), so the wall clock is the UTC clock shifted by 7 hours; no Intl time zone data is needed.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const VIETNAM_OFFSET_MS = 7 * HOUR_MS;
/** Times this recent read relatively; older ones show the date and time. */
const RECENT_MS = RECENT_TIME_DAYS * DAY_MS;

const pad = (value: number) => String(value).padStart(2, '0');

function vietnamClock(iso: string): Date | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time + VIETNAM_OFFSET_MS);
}

/** 'YYYY-MM-DD' (the spec's date format) in Vietnam time; an invalid date gives '-'. */
export function formatVnDate(iso: string): string {
  const clock = vietnamClock(iso);
  if (!clock) return MISSING_VALUE;
  return `${String(clock.getUTCFullYear())}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}`;
}

/** 'YYYY-MM-DD HH:mm' in Vietnam time; an invalid date gives '-'. */
export function formatVnDateTime(iso: string): string {
  const clock = vietnamClock(iso);
  if (!clock) return MISSING_VALUE;
  return `${formatVnDate(iso)} ${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`;
}

/**
 * Within the last 3 days: 'vừa xong' (under a minute), 'x phút trước', 'x giờ trước', 'x ngày trước'
 * (whole units, rounded down). Older times show 'YYYY-MM-DD HH:mm' in Vietnam time. A time up to a
 * minute ahead of `now` (clocks a little apart) reads 'vừa xong'; further ahead shows the date.
 */
export function relativeTime(iso: string, now: Date): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return MISSING_VALUE;
  const elapsed = now.getTime() - time;
  if (elapsed <= -MINUTE_MS || elapsed >= RECENT_MS) return formatVnDateTime(iso);
  if (elapsed < MINUTE_MS) return 'vừa xong';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} phút trước`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} giờ trước`;
  return `${Math.floor(elapsed / DAY_MS)} ngày trước`;
}
