import { configuredSiteUrl } from '../../config/publicUrl';
import type { Database } from '../../db/client';
import { deliverRecorded, recordMail, type MailMessage } from '../../mail/mailer';
import { logger } from '../../logger';
import { claimEmail, ensureSettings, pendingMails, type PendingMail } from './notifications.repository';

/**
 * Alert e-mails (issue 32): one mail per notification through sendMail (SMTP when configured, always a
 * mail_outbox row), each with the account's unsubscribe link, which works signed out and turns the
 * account's e-mail alerts off in one click (src/pages/notifications/unsubscribe.tsx).
 * Over SMTP the mail also carries List-Unsubscribe / List-Unsubscribe-Post (RFC 8058) naming the
 * API route, whose POST turns the e-mails off without a session, so mail clients show their own button.
 */

export const UNSUBSCRIBE_PATH = '/notifications/unsubscribe';

export function unsubscribeLink(token: string): string {
  return `${configuredSiteUrl()}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The one-click address of mail clients (a POST turns the e-mails off). */
export function oneClickUnsubscribeUrl(token: string): string {
  return `${configuredSiteUrl()}/api${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The mail of one notification: its title as the subject, its text, a link to it and the unsubscribe link. */
export function alertMail(mail: PendingMail, unsubscribe: string, oneClick?: string): MailMessage {
  const open = mail.link ? `${configuredSiteUrl()}${mail.link}` : `${configuredSiteUrl()}/notifications`;
  const text = [
    'Xin chào,',
    `Cảnh báo của bạn vừa được kích hoạt: ${mail.title}.`,
    mail.body,
    `Xem chi tiết: ${open}`,
    `Bạn nhận e-mail này vì đã bật gửi e-mail cho cảnh báo trên VnFin. Tắt mọi e-mail cảnh báo: ${unsubscribe}`,
  ].join('\n\n');
  const html =
    '<!doctype html><html lang="vi"><body style="font-family:Arial,sans-serif;line-height:1.5">' +
    `<p>Xin chào,</p><p>Cảnh báo của bạn vừa được kích hoạt: <strong>${escapeHtml(mail.title)}</strong>.</p>` +
    `<p>${escapeHtml(mail.body)}</p>` +
    `<p><a href="${escapeHtml(open)}">Xem chi tiết</a></p>` +
    '<p style="color:#666;font-size:12px">Bạn nhận e-mail này vì đã bật gửi e-mail cho cảnh báo trên VnFin. ' +
    `<a href="${escapeHtml(unsubscribe)}">Tắt mọi e-mail cảnh báo</a></p></body></html>`;
  return {
    to: mail.email,
    subject: `[VnFin] ${mail.title}`,
    text,
    html,
    ...(oneClick ? { unsubscribeUrl: oneClick } : {}),
  };
}

/**
 * E-mails the notifications among `ids` that ask for it, and those a worker that died before its
 * e-mails left (pendingMails). Each is claimed (marked e-mailed) in the transaction that writes its
 * mail to the outbox, so a retry or a second evaluation beside it never sends it twice; SMTP runs
 * after the commit. A failure of one mail is logged and leaves that notification un-e-mailed (the
 * next evaluation tries again), the others go on. Answers how many were queued.
 */
export async function mailNotifications(db: Database, ids: readonly number[]): Promise<number> {
  const pending = await pendingMails(db, ids);
  const tokens = new Map<number, string>();
  let sent = 0;
  for (const mail of pending) {
    try {
      let token = tokens.get(mail.userId);
      if (token === undefined) {
        token = (await ensureSettings(db, mail.userId)).unsubscribeToken;
        tokens.set(mail.userId, token);
      }
      const message = alertMail(mail, unsubscribeLink(token), oneClickUnsubscribeUrl(token));
      const outboxId = await db.transaction(async (tx) =>
        (await claimEmail(tx, mail.id)) ? recordMail(tx, message) : null,
      );
      if (outboxId === null) continue;
      void deliverRecorded(db, outboxId, message);
      sent++;
    } catch (error) {
      logger.warn({ notificationId: mail.id, err: error }, 'alert e-mail not queued');
    }
  }
  return sent;
}
