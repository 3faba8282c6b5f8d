import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/errors';
import { mailOutbox } from '../db/schema';
import { getEnv } from '../env';
import { logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * One-click unsubscribe (RFC 2369 and RFC 8058): sent as `List-Unsubscribe: <url>` with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, so mail clients offer their own button,
   * which POSTs to the URL. The URL must turn the mails off on a POST without a session.
   */
  unsubscribeUrl?: string;
}

export interface QueuedMail {
  /** The mail_outbox row. */
  id: number;
  /** Settles when the SMTP attempt is over (never rejects); already settled without SMTP_URL. */
  delivery: Promise<void>;
}

let transport: { url: string; transporter: Transporter } | undefined;

function getTransporter(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}

/** A short, secret-free reason for a failed delivery (SMTP error code and status, never the text). */
function failureReason(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const parts = [typeof code === 'string' ? code : 'SEND_FAILED'];
  if (typeof responseCode === 'number') parts.push(String(responseCode));
  return parts.join(' ');
}

async function deliver(db: Database, id: number, mail: MailMessage, url: string): Promise<void> {
  try {
    await getTransporter(url).sendMail({
      from: getEnv().MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.unsubscribeUrl
        ? {
            list: { unsubscribe: mail.unsubscribeUrl },
            headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          }
        : {}),
    });
    await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
  } catch (error) {
    const reason = failureReason(error);
    // The id and reason only: the address, subject and body may hold links and codes.
    logger.warn({ mailId: id, reason }, 'mail delivery failed');
    try {
      await db.update(mailOutbox).set({ error: reason }).where(eq(mailOutbox.id, id));
    } catch {
      // The database may be gone as well; the log line above is all we can keep.
    }
  }
}

/**
 * The mail's mail_outbox row alone, e.g. inside the transaction that decides the mail (so a mail is
 * recorded once with that decision); deliverRecorded sends it after the commit.
 */
export async function recordMail(db: Database, mail: MailMessage): Promise<number> {
  let rows: { id: number }[];
  try {
    rows = await db
      .insert(mailOutbox)
      .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html })
      .returning({ id: mailOutbox.id });
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    // Query errors quote their parameters, here the body with its link or code: keep them out of the log.
    throw new Error('mail_outbox insert failed (parameters withheld)');
  }
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('mail_outbox insert returned nothing');
  return id;
}

/** Sends a recorded mail over SMTP in the background when SMTP_URL is set (see sendMail). */
export function deliverRecorded(db: Database, id: number, mail: MailMessage): Promise<void> {
  const url = getEnv().SMTP_URL;
  return url ? deliver(db, id, mail, url) : Promise.resolve();
}

/**
 * Records the mail in mail_outbox and, when SMTP_URL is set, sends it over SMTP in the background
 * (sent_at or error is written back). Without SMTP_URL the outbox row is the only copy (the dev
 * outbox page shows it). Call it after the transaction that decided to send has committed, with the
 * database rather than the transaction. Delivery is not awaited by callers so the answer's timing
 * does not tell whether a mail was sent (account enumeration).
 */
export async function sendMail(db: Database, mail: MailMessage): Promise<QueuedMail> {
  const id = await recordMail(db, mail);
  return { id, delivery: deliverRecorded(db, id, mail) };
}
