import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationSettings, notifications } from '../../db/schema';
import { unnestSelect, type UnnestColumn } from '../../db/unnest';
import { rowsOf } from '../alerts/rows';

/** The notifications' queries (issue 32): written by the alerts' evaluation, read by the bell and the page. */

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: number;
  alertId: number;
  ticker: string;
  title: string;
  body: string;
  link: string;
  dedupeKey: string;
}

const NEW_COLUMNS: readonly UnnestColumn[] = [
  { key: 'userId', name: 'user_id', type: 'int' },
  { key: 'alertId', name: 'alert_id', type: 'int' },
  { key: 'ticker', name: 'ticker', type: 'text' },
  { key: 'title', name: 'title', type: 'text' },
  { key: 'body', name: 'body', type: 'text' },
  { key: 'link', name: 'link', type: 'text' },
  { key: 'dedupeKey', name: 'dedupe_key', type: 'text' },
];

/**
 * Writes the firings in one statement; a firing already written (same user and dedupe key: a retried
 * job) and one of an alert deleted meanwhile are skipped. Answers the ids written now.
 */
export async function insertNotifications(db: Database, rows: readonly NewNotification[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const result = rowsOf<{ id: number | string }>(
    await db.execute(sql`
    insert into notifications (user_id, alert_id, ticker, title, body, link, dedupe_key)
    select v.user_id, v.alert_id, v.ticker, v.title, v.body, v.link, v.dedupe_key
      from (${unnestSelect(NEW_COLUMNS, rows)}) as v(user_id, alert_id, ticker, title, body, link, dedupe_key)
      join alerts a on a.id = v.alert_id and a.user_id = v.user_id
    on conflict (user_id, dedupe_key) do nothing
    returning id`),
  );
  return result.map((row) => Number(row.id));
}

export async function listNotifications(
  db: Database,
  userId: number,
  options: { page: number; pageSize: number; unreadOnly: boolean },
): Promise<{ items: NotificationRow[]; total: number; unread: number }> {
  const where = and(
    eq(notifications.userId, userId),
    options.unreadOnly ? isNull(notifications.readAt) : undefined,
  );
  const [items, totals, unread] = [
    await db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    await db.select({ n: count() }).from(notifications).where(where),
    await countUnread(db, userId),
  ];
  return { items, total: totals[0]?.n ?? 0, unread };
}

export async function countUnread(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the account's notifications read (these ids, or all); answers how many changed. */
export async function markRead(
  db: Database,
  userId: number,
  ids: readonly number[] | 'all',
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export type SettingsRow = typeof notificationSettings.$inferSelect;

/** A fresh unsubscribe token: 32 URL-safe characters (192 random bits). */
export function newUnsubscribeToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The account's settings, created with e-mail alerts on and a token on first use. */
export async function ensureSettings(db: Database, userId: number): Promise<SettingsRow> {
  await db
    .insert(notificationSettings)
    .values({ userId, unsubscribeToken: newUnsubscribeToken() })
    .onConflictDoNothing({ target: notificationSettings.userId });
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  if (!row) throw new Error('notification settings not written');
  return row;
}

/**
 * Whether the account's e-mail alerts are on, without writing: an account that never changed its
 * settings has no row yet and gets the default (on). Reads change nothing (the row and its token
 * are created when a setting is saved or the first e-mail leaves).
 */
export async function emailAlertsOf(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ emailAlerts: notificationSettings.emailAlerts })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.emailAlerts ?? true;
}

export async function findSettingsByToken(db: Database, token: string): Promise<SettingsRow | null> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.unsubscribeToken, token));
  return row ?? null;
}

export async function setEmailAlerts(db: Database, userId: number, on: boolean): Promise<void> {
  await db
    .update(notificationSettings)
    .set({ emailAlerts: on, updatedAt: new Date() })
    .where(eq(notificationSettings.userId, userId));
}

export interface PendingMail {
  id: number;
  userId: number;
  email: string;
  title: string;
  body: string;
  link: string | null;
}

/** How long a notification left un-e-mailed (its worker died before the e-mail) is e-mailed later. */
export const MAIL_CATCH_UP_HOURS = 24;

/**
 * Notifications still to e-mail: not yet e-mailed, the alert asks for e-mail, the account has e-mail
 * alerts on (no settings row yet counts as on) and an address; those among `ids` (just written) and
 * those of the last MAIL_CATCH_UP_HOURS a worker wrote and died before e-mailing.
 */
export async function pendingMails(db: Database, ids: readonly number[]): Promise<PendingMail[]> {
  const result = rowsOf<Omit<PendingMail, 'id'> & { id: number | string; user_id: number | string }>(
    await db.execute(sql`
    select n.id, n.user_id, u.email, n.title, n.body, n.link
      from notifications n
      join alerts a on a.id = n.alert_id and a.notify_email
      join users u on u.id = n.user_id
      left join notification_settings s on s.user_id = n.user_id
     where (n.id in (select unnest(${`{${ids.join(',')}}`}::int[]))
            or n.created_at > now() - make_interval(hours => ${MAIL_CATCH_UP_HOURS}))
       and n.emailed_at is null
       and coalesce(s.email_alerts, true)
       and u.email is not null
     order by n.id`),
  );
  return result.map((row) => ({
    id: Number(row.id),
    userId: Number(row.user_id),
    email: row.email,
    title: row.title,
    body: row.body,
    link: row.link,
  }));
}

/**
 * Marks a notification e-mailed unless it already is; true when this call did. Run in the
 * transaction that writes its mail to the outbox: of two evaluations side by side one gets it.
 */
export async function claimEmail(db: Database, id: number): Promise<boolean> {
  const claimed = await db
    .update(notifications)
    .set({ emailedAt: new Date() })
    .where(and(eq(notifications.id, id), isNull(notifications.emailedAt)))
    .returning({ id: notifications.id });
  return claimed.length > 0;
}
