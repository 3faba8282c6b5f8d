import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The device tokens the server issued to anonymous browsers (src/server/auth/deviceToken.ts): the
 * HttpOnly `deviceToken` cookie holds the random token, this table only its SHA-256 hash. Chart
 * sections and metric sets of an anonymous browser are owned by `devtoken:<token_hash>`.
 * `last_seen_at` moves at most once a day; the hourly purge removes tokens idle for 90 days together
 * with what they own.
 */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('device_tokens_last_seen_idx').on(table.lastSeenAt)],
);
