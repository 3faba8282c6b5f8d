import type { HolderKind } from '@/common/market/events';
import type { majorShareholders, ownershipStructure } from '../../db/schema';
import { DEMO_SOURCE } from './demoSource';
import { DEMO_STATE_HOLDER, demoDomesticCompany, demoForeignFund, demoPerson } from './names';
import type { OwnershipProfile } from './ownershipProfile';
import type { DemoSeries } from './prices';
import type { Random } from './random';

export type OwnershipStructureRow = typeof ownershipStructure.$inferInsert;
export type MajorShareholderRow = typeof majorShareholders.$inferInsert;

/** Quarters of shareholder structure shown (three years). */
const STRUCTURE_QUARTERS = 12;
/** Year ends of major shareholders' stakes shown. */
const HOLDER_YEARS = 3;

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The last `count` quarter ends on or before a date, oldest first. */
export function quarterEnds(lastDate: string, count: number): string[] {
  const ends: string[] = [];
  let year = Number(lastDate.slice(0, 4));
  let quarter = 4;
  while (ends.length < count) {
    const end = `${year}-${['03-31', '06-30', '09-30', '12-31'][quarter - 1] ?? '12-31'}`;
    if (end <= lastDate) ends.unshift(end);
    quarter -= 1;
    if (quarter === 0) {
      quarter = 4;
      year -= 1;
    }
  }
  return ends;
}

export interface OwnershipInput {
  series: DemoSeries;
  /** Shares on each day of the series (sharesByDay). */
  sharesOnDay: readonly number[];
  /** The foreign holding after each of the stock sessions, by date. */
  foreignHolding: ReadonlyMap<string, number>;
  profile: OwnershipProfile;
}

export interface StructureAt {
  asOf: string;
  shares: number;
  pct: Record<HolderKind, number>;
}

/**
 * The shareholder structure at each quarter end of the last three years: the state's stake is
 * the profile's; foreign = the stock_sessions foreign holding / shares on the last session at or
 * before the quarter end when that session is among the 500, otherwise a draw near the first
 * session's; insiders drift slowly; others are the rest, so the four percentages sum to 100.
 */
export function structureByQuarter(input: OwnershipInput, random: Random): StructureAt[] {
  const { series, profile } = input;
  const last = series.prices[series.prices.length - 1]?.date ?? '';
  const ends = quarterEnds(last, STRUCTURE_QUARTERS);
  let insider = profile.insiderPct;
  let dayIndex = 0;
  return ends.map((asOf) => {
    while ((series.prices[dayIndex + 1]?.date ?? '9999') <= asOf) dayIndex += 1;
    const date = series.prices[dayIndex]?.date ?? asOf;
    const shares = Math.round(input.sharesOnDay[dayIndex] ?? series.sharesOutstanding);
    const holding = input.foreignHolding.get(date);
    const foreign = round2(
      holding === undefined
        ? Math.min(profile.foreignCapPct, profile.foreignStartPct * Math.exp(0.08 * random.normal()))
        : (holding / shares) * 100,
    );
    insider = round2(
      Math.max(0.01, Math.min(insider * Math.exp(0.05 * random.normal()), 99 - profile.statePct - foreign)),
    );
    const state = profile.statePct;
    return {
      asOf,
      shares,
      pct: { state, foreign, insider, other: round2(100 - state - foreign - insider) },
    };
  });
}

export function structureRows(ticker: string, structure: readonly StructureAt[]): OwnershipStructureRow[] {
  return structure.flatMap(({ asOf, shares, pct }) =>
    (Object.entries(pct) as [HolderKind, number][]).map(([holderKind, value]) => ({
      ticker,
      asOf,
      holderKind,
      shares: Math.round((value / 100) * shares),
      pct: value,
      source: DEMO_SOURCE,
    })),
  );
}

interface Holder {
  name: string;
  kind: HolderKind;
  /** The holder's part of its kind's total stake. */
  part: number;
}

/** 2-5 holders: the state's representative, foreign funds, the chairman, domestic investors. */
function drawHolders(first: StructureAt, random: Random): Holder[] {
  const holders: Holder[] = [];
  const names = new Set<string>();
  const add = (name: string, kind: HolderKind, part: number): void => {
    if (names.has(name) || holders.length >= 5) return;
    names.add(name);
    holders.push({ name, kind, part });
  };
  if (first.pct.state > 0) add(DEMO_STATE_HOLDER, 'state', 1);
  if (first.pct.foreign >= 8) {
    const funds = random.int(1, 2);
    for (let fund = 0; fund < funds; fund += 1)
      add(demoForeignFund(random), 'foreign', random.uniform(0.15, 0.4));
  }
  if (first.pct.insider >= 2) add(demoPerson(random, true).name, 'insider', random.uniform(0.3, 0.65));
  for (let tries = 0; holders.length < 2 || (tries === 0 && random.chance(0.5)); tries += 1)
    add(demoDomesticCompany(random), 'other', random.uniform(0.08, 0.2));
  return holders;
}

/**
 * Major shareholders at each of the last three year ends: each holder keeps a part of its kind's
 * stake in the structure of that date (drifting a little from year to year), so every holder's
 * stake fits inside its kind's and their sum stays under 100.
 */
export function majorShareholderRows(
  ticker: string,
  structure: readonly StructureAt[],
  random: Random,
): MajorShareholderRow[] {
  const yearEnds = structure.filter((item) => item.asOf.endsWith('-12-31')).slice(-HOLDER_YEARS);
  const first = yearEnds[0];
  if (!first) return [];
  const holders = drawHolders(first, random);
  const rows: MajorShareholderRow[] = [];
  for (const holder of holders) {
    let part = holder.part;
    for (const at of yearEnds) {
      const pct = round2(at.pct[holder.kind] * part);
      rows.push({
        ticker,
        holderName: holder.name,
        holderKind: holder.kind,
        asOf: at.asOf,
        shares: Math.round((pct / 100) * at.shares),
        pct,
        source: DEMO_SOURCE,
      });
      if (holder.kind !== 'state') part = Math.min(0.9, part * Math.exp(0.1 * random.normal()));
    }
  }
  return rows;
}
