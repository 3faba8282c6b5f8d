import { eq } from 'drizzle-orm';
import type {
  NotificationItem,
  NotificationListQuery,
  NotificationListResponse,
  NotificationReadBody,
  UnsubscribeResponse,
} from '@/common/contracts/alerts';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../core/errors';
import {
  countUnread,
  emailAlertsOf,
  ensureSettings,
  findSettingsByToken,
  listNotifications,
  markRead,
  setEmailAlerts,
  type NotificationRow,
} from './notifications.repository';

function toItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    alertId: row.alertId,
    ticker: row.ticker,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

export async function getNotifications(
  db: Database,
  userId: number,
  query: NotificationListQuery,
): Promise<NotificationListResponse> {
  const { items, total, unread } = await listNotifications(db, userId, {
    page: query.page,
    pageSize: query.pageSize,
    unreadOnly: query.unread === 'true',
  });
  return { items: items.map(toItem), total, unread, page: query.page, pageSize: query.pageSize };
}

export async function getUnreadCount(db: Database, userId: number): Promise<{ unread: number }> {
  return { unread: await countUnread(db, userId) };
}

export async function readNotifications(
  db: Database,
  userId: number,
  body: NotificationReadBody,
): Promise<{ updated: number; unread: number }> {
  const updated = await markRead(db, userId, body.all ? 'all' : (body.ids ?? []));
  return { updated, unread: await countUnread(db, userId) };
}

export async function getNotificationSettings(
  db: Database,
  userId: number,
): Promise<{ emailAlerts: boolean }> {
  return { emailAlerts: await emailAlertsOf(db, userId) };
}

export async function saveNotificationSettings(
  db: Database,
  userId: number,
  emailAlerts: boolean,
): Promise<{ emailAlerts: boolean }> {
  await ensureSettings(db, userId);
  await setEmailAlerts(db, userId, emailAlerts);
  return { emailAlerts };
}

/** "ng…@example.vn": enough for the owner to recognise, little for whoever else holds the link. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '…';
  return `${email.slice(0, Math.min(2, at))}…${email.slice(at)}`;
}

async function settingsOfToken(db: Database, token: string) {
  const settings = await findSettingsByToken(db, token);
  if (!settings) {
    throw new AppError('NOT_FOUND', 'Liên kết hủy đăng ký không đúng hoặc đã được thay bằng liên kết mới.');
  }
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, settings.userId));
  return { settings, email: maskEmail(user?.email ?? '') };
}

/** GET: what the unsubscribe link is about (no session needed). */
export async function describeUnsubscribe(db: Database, token: string): Promise<UnsubscribeResponse> {
  const { settings, email } = await settingsOfToken(db, token);
  return { emailAlerts: settings.emailAlerts, email };
}

/** POST: turns the account's e-mail alerts off (one click from the mail; no session needed). */
export async function unsubscribe(db: Database, token: string): Promise<UnsubscribeResponse> {
  const { settings, email } = await settingsOfToken(db, token);
  await setEmailAlerts(db, settings.userId, false);
  return { emailAlerts: false, email };
}
