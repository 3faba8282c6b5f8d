import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../core/errors';

/** "Try again in N minutes" in Vietnamese, for a wait in seconds. */
export function rateLimitMessage(waitSeconds: number): string {
  if (waitSeconds < 60)
    return `Bạn thao tác quá nhiều lần. Vui lòng thử lại sau ${String(waitSeconds)} giây.`;
  return `Bạn thao tác quá nhiều lần. Vui lòng thử lại sau ${String(Math.ceil(waitSeconds / 60))} phút.`;
}

/**
 * Counts one event under `key` in a fixed window of `windowSeconds` and throws RATE_LIMITED (429,
 * with Retry-After) once the window holds more than `limit`. One atomic upsert: concurrent requests
 * and several server copies count in the same row; an expired window restarts at 1.
 */
export async function hit(
  db: Database,
  key: string,
  limit: number,
  windowSeconds: number,
  now: Date = new Date(),
): Promise<number> {
  const nowIso = now.toISOString();
  const cutoffIso = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  const expired = sql`${rateLimits.windowStart} <= ${cutoffIso}::timestamptz`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${expired} then ${nowIso}::timestamptz else ${rateLimits.windowStart} end`,
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned nothing');
  if (row.count > limit) {
    const endsAt = row.windowStart.getTime() + windowSeconds * 1000;
    const waitSeconds = Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
    throw new AppError('RATE_LIMITED', rateLimitMessage(waitSeconds), {
      headers: { 'Retry-After': String(waitSeconds) },
    });
  }
  return row.count;
}

/** Forgets the counter (a successful login clears its e-mail's failures). */
export async function clear(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Takes back one counted event (an attempt that turned out to succeed). */
export async function release(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0)));
}
