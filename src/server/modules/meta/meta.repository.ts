import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appMeta } from '../../db/schema';

export async function readMetaValues(db: Database, keys: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select()
    .from(appMeta)
    .where(inArray(appMeta.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.value]));
}
