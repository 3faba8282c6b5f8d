import type { Database } from '../../db/client';
import type { AppLogger } from '../../logger';
import { getIndustryPerformance } from './industries.service';

/**
 * Computes the industry card's valuation history ahead of the first visitor: it takes seconds after
 * a start or a new session and is then kept per process (industryValuation.ts). Run at server start
 * and after the daily sync; a failure only means the first request computes it.
 */
export async function warmMarketFigures(
  db: Database,
  logger: Pick<AppLogger, 'info' | 'warn'>,
): Promise<void> {
  const started = performance.now();
  try {
    await getIndustryPerformance(db, { period: '1D' });
    logger.info({ ms: Math.round(performance.now() - started) }, 'industry valuations computed');
  } catch (error) {
    logger.warn({ err: error }, 'industry valuations not computed ahead; the first request will');
  }
}
