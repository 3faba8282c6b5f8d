import { desc } from 'drizzle-orm';
import type { OutboxMail } from '@/common/contracts/account';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { getEnv } from '../env';

export const OUTBOX_PAGE_SIZE = 50;

/**
 * The dev outbox page (GET /api/dev/outbox) shows stored mails only when they go nowhere else (no
 * SMTP_URL), and in production only when MAIL_OUTBOX_PAGE=on (a demo without a mail server).
 */
export function isOutboxPageEnabled(): boolean {
  const env = getEnv();
  if (env.SMTP_URL) return false;
  return env.NODE_ENV !== 'production' || env.MAIL_OUTBOX_PAGE === 'on';
}

/** The newest 50 mails, newest first. */
export async function listOutbox(db: Database): Promise<OutboxMail[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
