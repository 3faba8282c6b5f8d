import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type UserStatus = 'pending' | 'active';
/** 'activation' is no longer written (registration_attempts hold activation links since migration 0008). */
export type SecretPurpose = 'activation' | 'reset_code' | 'reset_proof';

/** Accounts (issue 5; docs/ACCOUNTS.md). The e-mail is stored lower-case, as emailSchema normalizes it. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique('users_email_uq'),
    name: text('name').notNull(),
    phone: text('phone'),
    /** bcrypt; null for accounts created by a social login that never set a password. */
    passwordHash: text('password_hash'),
    status: text('status').$type<UserStatus>().notNull().default('pending'),
    isAdmin: boolean('is_admin').notNull().default(false),
    googleSub: text('google_sub').unique('users_google_sub_uq'),
    facebookId: text('facebook_id').unique('users_facebook_id_uq'),
    birthDate: date('birth_date', { mode: 'string' }),
    /** Set when an avatar is stored (user_avatars); part of the avatar URL so browsers refetch it. */
    avatarUpdatedAt: timestamp('avatar_updated_at', { withTimezone: true }),
    usedExperience: boolean('used_experience').notNull().default(false),
    /** Last day (Asia/Ho_Chi_Minh) of each plan, inclusive. */
    expiredDayBasic: date('expired_day_basic', { mode: 'string' }),
    expiredDayPro: date('expired_day_pro', { mode: 'string' }),
    expiredDayPremium: date('expired_day_premium', { mode: 'string' }),
    /**
     * Version of the profile fields (name, phone, birth date): each profile save is accepted only at
     * the version it read and adds one (docs/ACCOUNTS.md "Profile"), so a stale page cannot undo a newer save.
     */
    profileVersion: integer('profile_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_email_lower_ck', sql`${table.email} = lower(${table.email})`),
    check('users_status_ck', sql`${table.status} in ('pending', 'active')`),
  ],
);

/** One avatar per user: the browser's resized image, kept whole (not in 512-byte chunks). */
export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  dataBase64: text('data_base64').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Activation links, reset codes and reset proofs: only their SHA-256 is stored; each is used once. */
export const oneTimeSecrets = pgTable(
  'one_time_secrets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<SecretPurpose>().notNull(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Guesses of a reset code so far (at most 5). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('one_time_secrets_user_purpose_idx').on(table.userId, table.purpose),
    index('one_time_secrets_hash_idx').on(table.secretHash),
  ],
);

/**
 * One registration of an address not yet proven (docs/ACCOUNTS.md "Register, activate"). What the
 * registrant typed stays here, not on a users row, until its own activation link is used together
 * with its own password; then the account is created from it and every attempt of the address ends.
 * Other attempts never change one another.
 */
export const registrationAttempts = pgTable(
  'registration_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    /** bcrypt of the password chosen with this attempt; the activation page asks for it. */
    passwordHash: text('password_hash').notNull(),
    /** SHA-256 of the activation link's token. */
    secretHash: text('secret_hash').notNull(),
    /** Wrong passwords typed with this link so far (ACTIVATION_MAX_GUESSES ends it). */
    guesses: integer('guesses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('registration_attempts_email_idx').on(table.email),
    uniqueIndex('registration_attempts_secret_uq').on(table.secretHash),
    check('registration_attempts_email_lower_ck', sql`${table.email} = lower(${table.email})`),
  ],
);

/** One row per login on one device; access tokens name it (`sid`) and die with it. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    /**
     * SHA-256 of the session's refresh credential (the HttpOnly refresh cookie), replaced at every
     * refresh; the one before it is kept to recognise a replayed credential (src/server/auth/refreshCredential.ts).
     */
    refreshHash: text('refresh_hash'),
    previousRefreshHash: text('previous_refresh_hash'),
    refreshRotatedAt: timestamp('refresh_rotated_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_device_idx').on(table.userId, table.deviceId)],
);

/** The devices an account signed in from; their number is limited by the plan. */
export const userDevices = pgTable(
  'user_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    name: text('name').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceId] })],
);

/** Fixed-window counters (src/server/auth/rateLimit.ts), shared by every server copy. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Every e-mail the site sends; the only copy when no SMTP server is configured (dev outbox page). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt)],
);

/** Server secrets generated once and shared by every server copy (the JWT key without JWT_SECRET). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
