import type { SameIndustryResponse } from '@/common/contracts/ratios';
import type { Database } from '../../db/client';
import { findIndustryName, findPeers, type PeerCompany } from './ratios.repository';

/**
 * The smallest comparison group, the company included: with fewer companies in its own ICB industry
 * the group widens to the next level up (4 -> 3 -> 2). Three gives a median that is a real middle
 * value and ranks worth reading (docs/DECISIONS.md "Same-industry peer group").
 */
export const MIN_PEER_GROUP = 3;

type Level = 2 | 3 | 4;
type Industry = NonNullable<SameIndustryResponse['industry']>;

/** The company's ICB codes from the finest level up (level 4, 3, 2), those it has. */
function levelsOf(company: PeerCompany): { level: Level; code: string }[] {
  const levels: { level: Level; code: string | null }[] = [
    { level: 4, code: company.icbCode4 },
    { level: 3, code: company.icbCode3 },
    { level: 2, code: company.icbCode2 },
  ];
  return levels.filter((item): item is { level: Level; code: string } => Boolean(item.code));
}

async function industryAt(db: Database, level: Level, code: string): Promise<Industry> {
  return { icbCode: code, level, nameVi: (await findIndustryName(db, code)) ?? code };
}

/**
 * The companies of the company's type in its finest ICB industry, widened one level at a time while
 * that group has fewer than MIN_PEER_GROUP companies (up to level 2). `industry.widenedFrom` names
 * the company's own industry and how many companies it holds when the group was widened. Without
 * an ICB code: the company alone and no industry.
 */
export async function findPeerGroup(
  db: Database,
  company: PeerCompany,
): Promise<{ industry: Industry | null; peers: PeerCompany[] }> {
  const levels = levelsOf(company);
  const first = levels[0];
  if (!first) return { industry: null, peers: [company] };
  const own = { ...first, peers: await findPeers(db, company.companyType, first) };
  let chosen = own;
  for (const next of levels.slice(1)) {
    if (chosen.peers.length >= MIN_PEER_GROUP) break;
    const peers = await findPeers(db, company.companyType, next);
    if (peers.length > chosen.peers.length) chosen = { ...next, peers };
  }
  const industry = await industryAt(db, chosen.level, chosen.code);
  if (chosen !== own) {
    const ownIndustry = await industryAt(db, own.level, own.code);
    industry.widenedFrom = { ...ownIndustry, count: own.peers.length };
  }
  return { industry, peers: chosen.peers };
}
