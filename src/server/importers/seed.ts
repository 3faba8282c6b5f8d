import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appMeta } from '../db/schema';

export const SEED_VERSION = '1';

export interface SeedSummary {
  seedVersion: string;
  skipped: boolean;
}

/**
 * Seeds the demo database. Idempotent: a database already seeded with this version is left as it is.
 * Market data generation joins here as its modules arrive.
 */
export async function seedDemo(db: Database): Promise<SeedSummary> {
  const existing = await db
    .select()
    .from(appMeta)
    .where(sql`${appMeta.key} = 'seed_version'`);
  if (existing[0]?.value === SEED_VERSION) return { seedVersion: SEED_VERSION, skipped: true };
  await db.transaction(async (tx) => {
    await tx
      .insert(appMeta)
      .values({ key: 'seed_version', value: SEED_VERSION })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: SEED_VERSION, updatedAt: new Date() } });
    for (const [key, value] of [
      ['demo_data', 'true'],
      ['seeded_at', new Date().toISOString()],
    ] as const) {
      await tx
        .insert(appMeta)
        .values({ key, value })
        .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
    }
  });
  return { seedVersion: SEED_VERSION, skipped: false };
}
