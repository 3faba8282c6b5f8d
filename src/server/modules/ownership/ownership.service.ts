import type {
  ForeignRoomQuery,
  ForeignRoomResponse,
  ForeignRoomSummary,
  HolderStake,
  InsiderDeal,
  InsiderDealsQuery,
  InsiderDealsResponse,
  MajorHolder,
  OwnershipResponse,
  OwnershipStructure,
} from '@/common/contracts/ownership';
import { HOLDER_KINDS } from '@/common/market/events';
import {
  foreignOwnership,
  foreignRoomSeries,
  sharesAt,
  type ShareCountChange,
} from '@/common/market/foreignOwnership';
import type { Database } from '../../db/client';
import { assertDateRange, offsetOf } from '../companyPages/shared';
import {
  getOwnershipCompany,
  latestRoomSession,
  listInsiderDeals,
  readMajorHolders,
  readRoomSessions,
  readShareCountChanges,
  readStructures,
  type InsiderRow,
  type MajorHolderRow,
  type OwnershipCompany,
  type StructureRow,
} from './ownership.repository';

export const NO_STRUCTURE = 'Chưa có dữ liệu cơ cấu cổ đông của mã này.';
export const NO_MAJOR_HOLDERS = 'Chưa có dữ liệu cổ đông lớn của mã này.';

/** Stored percents (0-100) as fractions. */
const ratioOf = (pct: number | null): number | null => (pct === null ? null : pct / 100);

const difference = (latest: number | null, previous: number | null): number | null =>
  latest === null || previous === null ? null : latest - previous;

/** The share count the room and holdings are computed on: listed shares, else outstanding. */
export function shareBasisOf(company: OwnershipCompany): {
  shares: number | null;
  basis: 'listed' | 'outstanding' | null;
} {
  if (company.listedShares !== null && company.listedShares > 0)
    return { shares: company.listedShares, basis: 'listed' };
  if (company.sharesOutstanding !== null && company.sharesOutstanding > 0)
    return { shares: company.sharesOutstanding, basis: 'outstanding' };
  return { shares: null, basis: null };
}

/** One structure per date; of several sources for a date the first by name is kept (documented). */
export function structuresByDate(rows: readonly StructureRow[]): OwnershipStructure[] {
  const byDate = new Map<string, StructureRow[]>();
  for (const row of rows) {
    const kept = byDate.get(row.asOf);
    if (!kept) byDate.set(row.asOf, [row]);
    else if (kept[0]?.source === row.source) kept.push(row);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([asOf, dayRows]) => ({
      asOf,
      source: dayRows[0]?.source ?? '',
      holders: HOLDER_KINDS.map((kind) => {
        const row = dayRows.find((candidate) => candidate.holderKind === kind);
        return { kind, shares: row?.shares ?? null, ratio: ratioOf(row?.pct ?? null) };
      }),
    }));
}

/** The latest stake of each holder with its change since the previous date, newest then largest first. */
export function majorHoldersOf(rows: readonly MajorHolderRow[]): MajorHolder[] {
  const byHolder = new Map<
    string,
    { kind: MajorHolderRow['holderKind']; stakes: Map<string, HolderStake> }
  >();
  for (const row of rows) {
    const holder = byHolder.get(row.holderName) ?? { kind: row.holderKind, stakes: new Map() };
    byHolder.set(row.holderName, holder);
    holder.kind = row.holderKind;
    if (!holder.stakes.has(row.asOf))
      holder.stakes.set(row.asOf, { asOf: row.asOf, shares: row.shares, ratio: ratioOf(row.pct) });
  }
  const holders = [...byHolder.entries()].flatMap(([name, { kind, stakes }]) => {
    const history = [...stakes.values()].sort((a, b) => a.asOf.localeCompare(b.asOf));
    const latest = history[history.length - 1];
    if (!latest) return [];
    const previous = history.length > 1 ? (history[history.length - 2] ?? null) : null;
    return [
      {
        name,
        kind,
        asOf: latest.asOf,
        shares: latest.shares,
        ratio: latest.ratio,
        previousAsOf: previous?.asOf ?? null,
        sharesChange: difference(latest.shares, previous?.shares ?? null),
        ratioChange: difference(latest.ratio, previous?.ratio ?? null),
        history,
      },
    ];
  });
  return holders.sort(
    (a, b) =>
      b.asOf.localeCompare(a.asOf) || (b.ratio ?? -1) - (a.ratio ?? -1) || a.name.localeCompare(b.name),
  );
}

async function foreignSummary(
  db: Database,
  company: OwnershipCompany,
  changes: readonly ShareCountChange[],
): Promise<ForeignRoomSummary> {
  const { shares, basis } = shareBasisOf(company);
  const session = await latestRoomSession(db, company.ticker);
  const sessionShares =
    shares === null || session === null ? shares : sharesAt(shares, session.date, changes);
  return {
    ...foreignOwnership({
      limitPct: company.foreignLimitPct,
      shares: sessionShares,
      currentRoom: session?.currentRoom ?? null,
    }),
    asOf: session?.date ?? null,
    shares: sessionShares,
    sharesBasis: basis,
  };
}

/** GET ownership: structure now and over time, major shareholders, today's foreign room. */
export async function getOwnership(db: Database, ticker: string): Promise<OwnershipResponse> {
  const company = await getOwnershipCompany(db, ticker);
  const [structureRows, holderRows, changes] = await Promise.all([
    readStructures(db, company.ticker),
    readMajorHolders(db, company.ticker),
    readShareCountChanges(db, company.ticker),
  ]);
  const history = structuresByDate(structureRows);
  const majorHolders = majorHoldersOf(holderRows);
  return {
    ticker: company.ticker,
    structure: history[history.length - 1] ?? null,
    structureNote: history.length === 0 ? NO_STRUCTURE : null,
    structureHistory: history,
    majorHolders,
    majorHoldersNote: majorHolders.length === 0 ? NO_MAJOR_HOLDERS : null,
    foreign: await foreignSummary(db, company, changes),
  };
}

function ratioAt(held: number | null, shares: number | null): number | null {
  return held === null || shares === null || shares <= 0 ? null : held / shares;
}

function insiderDeal(
  row: InsiderRow,
  shares: number | null,
  changes: readonly ShareCountChange[],
): InsiderDeal {
  const day = row.executedOn ?? row.registeredFrom;
  const dayShares = shares === null ? null : sharesAt(shares, day, changes);
  return {
    id: row.id,
    personName: row.personName,
    position: row.position,
    relation: row.relation,
    action: row.action,
    registeredShares: row.registeredShares,
    registeredFrom: row.registeredFrom,
    registeredTo: row.registeredTo,
    executedShares: row.executedShares,
    executedOn: row.executedOn,
    sharesBefore: row.sharesBefore,
    sharesAfter: row.sharesAfter,
    ratioBefore: ratioAt(row.sharesBefore, dayShares),
    ratioAfter: ratioAt(row.sharesAfter, dayShares),
    executedRatio:
      row.executedShares === null || row.registeredShares === null || row.registeredShares <= 0
        ? null
        : row.executedShares / row.registeredShares,
    status: row.status,
    source: row.source,
  };
}

/** GET insider-deals: a page of registered and executed deals, newest registration first. */
export async function getInsiderDeals(db: Database, query: InsiderDealsQuery): Promise<InsiderDealsResponse> {
  const company = await getOwnershipCompany(db, query.ticker);
  const [{ rows, total }, changes] = await Promise.all([
    listInsiderDeals(db, company.ticker, {
      offset: offsetOf(query.page, query.pageSize),
      limit: query.pageSize,
    }),
    readShareCountChanges(db, company.ticker),
  ]);
  const { shares } = shareBasisOf(company);
  return {
    ticker: company.ticker,
    items: rows.map((row) => insiderDeal(row, shares, changes)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET foreign-room: foreign ownership and room left per session, with the limit. 400 when from > to. */
export async function getForeignRoom(db: Database, query: ForeignRoomQuery): Promise<ForeignRoomResponse> {
  assertDateRange(query.from, query.to);
  const company = await getOwnershipCompany(db, query.ticker);
  const [sessions, changes] = await Promise.all([
    readRoomSessions(db, company.ticker, { from: query.from, to: query.to }),
    readShareCountChanges(db, company.ticker),
  ]);
  const { shares } = shareBasisOf(company);
  const points = foreignRoomSeries(sessions, company.foreignLimitPct, shares, changes);
  const latest = sessions[sessions.length - 1];
  const note = foreignOwnership({
    limitPct: company.foreignLimitPct,
    shares: shares === null || !latest ? shares : sharesAt(shares, latest.date, changes),
    currentRoom: latest?.currentRoom ?? null,
  }).reason;
  const limitPct = company.foreignLimitPct;
  return {
    ticker: company.ticker,
    limitRatio: limitPct === null || limitPct < 0 || limitPct > 100 ? null : limitPct / 100,
    points,
    note,
  };
}
