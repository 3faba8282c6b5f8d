import { and, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { registrationAttempts } from '../../db/schema';

export type AttemptRow = typeof registrationAttempts.$inferSelect;
export type NewAttempt = typeof registrationAttempts.$inferInsert;

export async function insertAttempt(db: Database, values: NewAttempt): Promise<void> {
  await db.insert(registrationAttempts).values(values);
}

/** The attempt an activation link was made for (by the SHA-256 of its token); `forUpdate` locks it. */
export async function findAttemptBySecret(
  db: Database,
  secretHash: string,
  forUpdate = false,
): Promise<AttemptRow | null> {
  const query = db
    .select()
    .from(registrationAttempts)
    .where(eq(registrationAttempts.secretHash, secretHash))
    .limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** The address's newest attempt that has not expired (the login's "not activated" check). */
export async function newestLiveAttempt(db: Database, email: string, now: Date): Promise<AttemptRow | null> {
  const rows = await db
    .select()
    .from(registrationAttempts)
    .where(and(eq(registrationAttempts.email, email), gt(registrationAttempts.expiresAt, now)))
    .orderBy(desc(registrationAttempts.createdAt), desc(registrationAttempts.id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Counts one password typed with an activation link, atomically and only while the link lives and
 * has guesses left; null when it has expired, ended or run out of guesses.
 */
export async function countAttemptGuess(
  db: Database,
  id: number,
  maxGuesses: number,
  now: Date,
): Promise<number | null> {
  const rows = await db
    .update(registrationAttempts)
    .set({ guesses: sql`${registrationAttempts.guesses} + 1` })
    .where(
      and(
        eq(registrationAttempts.id, id),
        gt(registrationAttempts.expiresAt, now),
        lt(registrationAttempts.guesses, maxGuesses),
      ),
    )
    .returning({ guesses: registrationAttempts.guesses });
  return rows[0]?.guesses ?? null;
}

/**
 * Ends every attempt of an address (its account now exists and was proven another way or by one of
 * them); answers the ended links' secret hashes.
 */
export async function deleteAttempts(db: Database, email: string): Promise<string[]> {
  const rows = await db
    .delete(registrationAttempts)
    .where(eq(registrationAttempts.email, email))
    .returning({ secretHash: registrationAttempts.secretHash });
  return rows.map((row) => row.secretHash);
}

/** Drops the address's expired attempts (each registration tidies its own address). */
export async function deleteExpiredAttempts(db: Database, email: string, now: Date): Promise<void> {
  await db
    .delete(registrationAttempts)
    .where(and(eq(registrationAttempts.email, email), lte(registrationAttempts.expiresAt, now)));
}
