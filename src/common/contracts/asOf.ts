import { z } from 'zod';

/**
 * `asOf=YYYY-MM-DD` on the data routes (docs/DATA.md "Revisions and asOf"): the figures as they were
 * published at the end of that day in Vietnam (UTC+7, no daylight saving), i.e. everything stored
 * before 00:00 of the next Vietnamese day. Revisions are kept since 2000 at the earliest, and a day
 * that has not begun yet in Vietnam has no answer.
 */

export const AS_OF_EARLIEST = '2000-01-01';
const DAY_MS = 86_400_000;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

export const AS_OF_MESSAGES = {
  format: 'cần một ngày dạng YYYY-MM-DD, ví dụ 2024-06-30',
  future: 'ngày xem số liệu (asOf) không được sau hôm nay',
  tooEarly: `ngày xem số liệu (asOf) phải từ ${AS_OF_EARLIEST} trở đi`,
} as const;

/** Today's date in Vietnam as YYYY-MM-DD. */
export function vietnamToday(now: Date = new Date()): string {
  return new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether a YYYY-MM-DD string names a real calendar day (2024-02-30 does not). */
function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * The first instant after day `asOf` in Vietnam (00:00 of the next day, UTC+7): a figure counts as
 * published on that day when it was stored strictly before this instant.
 */
export function asOfCutoff(asOf: string): Date {
  return new Date(Date.parse(`${asOf}T00:00:00Z`) - VIETNAM_OFFSET_MS + DAY_MS);
}

export const asOfSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, AS_OF_MESSAGES.format)
  .refine(isCalendarDay, AS_OF_MESSAGES.format)
  .refine((value) => value >= AS_OF_EARLIEST, AS_OF_MESSAGES.tooEarly)
  .refine((value) => value <= vietnamToday(), AS_OF_MESSAGES.future);
