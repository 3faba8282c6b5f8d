import type { AppInfo } from '@/common/contracts/appInfo';
import type { Database } from '../../db/client';
import { readMetaValues } from './meta.repository';

/** What every page needs to know about the data behind it: whether it is the generated demo. */
export async function getAppInfo(db: Database): Promise<AppInfo> {
  const meta = await readMetaValues(db, ['demo_data', 'seed_version', 'seeded_at']);
  return {
    demoData: meta.get('demo_data') === 'true',
    seedVersion: meta.get('seed_version') ?? null,
    seededAt: meta.get('seeded_at') ?? null,
  };
}
