import { DEFAULT_TICKER } from '@/common/constants/finance';
import type { CorpProfile } from '@/common/contracts/enterprise';
import { isAppError } from '@/server/core/errors';
import { getDb } from '@/server/db/client';
import { getCorpProfile, searchCorps } from '@/server/modules/enterprise/enterprise.service';

/** The company's profile, or null when the ticker is unknown. */
export async function findProfile(ticker: string): Promise<CorpProfile | null> {
  try {
    return await getCorpProfile(getDb(), ticker);
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** The default ticker (TCB), or when the database lacks it the first company of the search list. */
export async function defaultTicker(): Promise<string> {
  if (await findProfile(DEFAULT_TICKER)) return DEFAULT_TICKER;
  const [first] = await searchCorps(getDb(), '');
  return first?.ticker ?? DEFAULT_TICKER;
}
