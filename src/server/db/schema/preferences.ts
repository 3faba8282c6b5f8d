import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { CompanyType } from '@/common/constants/market';

/**
 * A user's chosen ratio set per screen and company type (numeral, same-industry comparison).
 * `owner_key` is the browser's device id (the `deviceId` cookie) until accounts exist; then it
 * becomes the user id, so a signed-in user keeps one set across devices.
 */
export const metricPreferences = pgTable(
  'metric_preferences',
  {
    ownerKey: text('owner_key').notNull(),
    kind: text('kind').$type<'numeral' | 'same_industry'>().notNull(),
    companyType: text('company_type').$type<CompanyType>().notNull(),
    /** Ratio codes of src/common/finance/ratios.ts, in the user's order. */
    metrics: jsonb('metrics').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ownerKey, table.kind, table.companyType] })],
);
