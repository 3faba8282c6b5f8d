import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  mailOutbox,
  notifications,
  oneTimeSecrets,
  orders,
  rateLimits,
  registrationAttempts,
  sessions,
} from '../db/schema';
import { purgeIdleDevices, type DevicePurgeCounts } from './devicePurge';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long finished rows are kept before the purge removes them. */
export const RETENTION_DAYS = {
  /** The longest rate-limit window is one hour; a day of slack. */
  rateLimits: 1,
  /** Activation links, reset codes and proofs past their expiry. */
  oneTimeSecrets: 7,
  /** Registrations never activated (each holds a password hash and the registrant's name). */
  registrationAttempts: 7,
  /** Sessions revoked or expired (a refresh never revives them). */
  sessions: 30,
  /** The demo outbox and the SMTP send log. */
  mailOutbox: 30,
  /** Unpaid orders are marked expired after a day (a late paid notification still grants). */
  pendingOrders: 1,
  /**
   * Alert notifications, read or not: half a year of history on /notifications (without a limit they
   * grow by ~25 M rows a year at a million accounts, docs/SCALING.md). Deleting one cannot make an
   * alert fire again: a firing's dedupe key counts the alert's firings, kept in its state.
   */
  notifications: 180,
} as const;

export interface PurgeCounts extends DevicePurgeCounts {
  rateLimits: number;
  oneTimeSecrets: number;
  registrationAttempts: number;
  sessions: number;
  mailOutbox: number;
  ordersExpired: number;
  notifications: number;
}

function before(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * Deletes rows that can no longer matter (old rate-limit windows, expired one-time secrets and
 * registrations, dead sessions, old mails, notifications past half a year) and marks orders left unpaid for a day as expired. Each table in its own statement (a partial purge is harmless and the next
 * run finishes it). The production server runs it hourly (src/server/main.ts).
 */
export async function purgeExpired(db: Database, now: Date = new Date()): Promise<PurgeCounts> {
  const limits = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, before(now, RETENTION_DAYS.rateLimits)))
    .returning({ key: rateLimits.key });
  const secrets = await db
    .delete(oneTimeSecrets)
    .where(lt(oneTimeSecrets.expiresAt, before(now, RETENTION_DAYS.oneTimeSecrets)))
    .returning({ id: oneTimeSecrets.id });
  const attempts = await db
    .delete(registrationAttempts)
    .where(lt(registrationAttempts.expiresAt, before(now, RETENTION_DAYS.registrationAttempts)))
    .returning({ id: registrationAttempts.id });
  const sessionCutoff = before(now, RETENTION_DAYS.sessions);
  const deadSessions = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, sessionCutoff),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, sessionCutoff)),
      ),
    )
    .returning({ id: sessions.id });
  const mails = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, before(now, RETENTION_DAYS.mailOutbox)))
    .returning({ id: mailOutbox.id });
  const expiredOrders = await db
    .update(orders)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, before(now, RETENTION_DAYS.pendingOrders))))
    .returning({ id: orders.id });
  const oldNotifications = await db
    .delete(notifications)
    .where(lt(notifications.createdAt, before(now, RETENTION_DAYS.notifications)))
    .returning({ id: notifications.id });
  // Anonymous browsers' tokens idle for 90 days and what they own (src/server/auth/deviceToken.ts).
  const devices = await purgeIdleDevices(db, now);
  return {
    ...devices,
    rateLimits: limits.length,
    oneTimeSecrets: secrets.length,
    registrationAttempts: attempts.length,
    sessions: deadSessions.length,
    mailOutbox: mails.length,
    ordersExpired: expiredOrders.length,
    notifications: oldNotifications.length,
  };
}
