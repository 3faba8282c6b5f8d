import type { IndustryMedianLine } from '@/common/contracts/valuation';
import { medianOf } from '@/common/finance/ratioStats';
import type { PriceObservation } from '@/common/finance/valuation';
import type { BandMetric } from '@/common/valuation/labels';
import type { Database } from '../../db/client';
import { findPeerGroup } from '../ratios/peerGroup';
import type { PeerCompany } from '../ratios/ratios.repository';
import { priceKey, readLastCloses } from '../ratios/valuation.repository';
import { loadValuationData, multipleOn } from './multipleSeries';

/** readLastCloses takes two parameters per pair; PostgreSQL allows 65,535 per statement. */
const CLOSE_PAIRS_PER_QUERY = 20_000;

async function closesAt(
  db: Database,
  tickers: readonly string[],
  dates: readonly string[],
): Promise<Map<string, PriceObservation>> {
  const pairs = tickers.flatMap((ticker) => dates.map((date) => ({ ticker, date })));
  const result = new Map<string, PriceObservation>();
  for (let start = 0; start < pairs.length; start += CLOSE_PAIRS_PER_QUERY) {
    const part = await readLastCloses(db, pairs.slice(start, start + CLOSE_PAIRS_PER_QUERY));
    for (const [key, value] of part) result.set(key, value);
  }
  return result;
}

/**
 * The median multiple of the company's peer group (the same-industry page's: findPeerGroup, the
 * company included) at `points` (month ends). Each member is valued as the company is on a day
 * (multipleOn: its newest quarter ending on or before the point, its last close on or before it);
 * the median (medianOf, the same-industry table's) is over the members with a value. Null when the
 * company has no ICB industry.
 */
export async function industryMedianLine(
  db: Database,
  company: PeerCompany,
  metric: BandMetric,
  points: readonly string[],
  years: { from: number; to: number },
): Promise<IndustryMedianLine | null> {
  const { industry, peers } = await findPeerGroup(db, company);
  if (!industry) return null;
  const tickers = peers.map((peer) => peer.ticker);
  const [closes, data] = await Promise.all([
    closesAt(db, tickers, points),
    loadValuationData(db, peers, years, metric === 'EV_EBITDA'),
  ]);
  const medians: (number | null)[] = [];
  const counts: number[] = [];
  for (const point of points) {
    const values = peers.map(
      (peer) => multipleOn(data, peer, metric, point, closes.get(priceKey(peer.ticker, point)) ?? null).value,
    );
    medians.push(medianOf(values));
    counts.push(values.filter((value) => value !== null).length);
  }
  return {
    locked: false,
    icbCode: industry.icbCode,
    level: industry.level,
    nameVi: industry.nameVi,
    ...(industry.widenedFrom ? { widenedFrom: industry.widenedFrom } : {}),
    members: peers.length,
    dates: [...points],
    medians,
    counts,
  };
}
