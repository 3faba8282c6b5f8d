import { z } from 'zod';
import type { ForeignOwnershipFigures, ForeignRoomPoint } from '../market/foreignOwnership';
import type { HolderKind, InsiderAction, InsiderRelation, InsiderStatus } from '../market/events';
import { tickerSchema } from './common';
import { tickerFromWire } from './wireNames';

/**
 * The company's ownership tab (issue 31): shareholder structure, major shareholders, insider deals
 * and the foreign room. Data answers travel in the hashCode envelope. Ratios are fractions
 * (0.2345 = 23.45 %); shares are counts; unknown figures are null with a reason.
 */

const isoDate = z.iso.date({ error: 'Ngày không hợp lệ (cần dạng YYYY-MM-DD)' });

// ---- GET /api/enterprise/ownership?ticket=

export const ownershipQuery = z.object({ ticket: tickerSchema }).transform(tickerFromWire);

/** One kind of holder in a structure; null when the source did not publish it. */
export interface HolderShare {
  kind: HolderKind;
  shares: number | null;
  ratio: number | null;
}

export interface OwnershipStructure {
  asOf: string;
  source: string;
  /** Always the four kinds, in HOLDER_KINDS order. */
  holders: HolderShare[];
}

export interface HolderStake {
  asOf: string;
  shares: number | null;
  ratio: number | null;
}

/** A major shareholder at its latest published date, with the change since its previous one. */
export interface MajorHolder {
  name: string;
  kind: HolderKind;
  asOf: string;
  shares: number | null;
  ratio: number | null;
  previousAsOf: string | null;
  /** Latest minus previous; null without a previous date or a figure on either. */
  sharesChange: number | null;
  ratioChange: number | null;
  /** Every published stake, oldest first. */
  history: HolderStake[];
}

/** Today's foreign ownership (src/common/market/foreignOwnership.ts) at the latest session with a room. */
export interface ForeignRoomSummary extends ForeignOwnershipFigures {
  /** The session the room is from; null without any. */
  asOf: string | null;
  /** The share count used and what it is. */
  shares: number | null;
  sharesBasis: 'listed' | 'outstanding' | null;
}

export interface OwnershipResponse {
  ticker: string;
  /** The latest structure; null (with `structureNote`) when none is stored. */
  structure: OwnershipStructure | null;
  structureNote: string | null;
  /** Every stored date, oldest first (the change over the quarters). */
  structureHistory: OwnershipStructure[];
  /** Latest stake of every holder, largest first. */
  majorHolders: MajorHolder[];
  majorHoldersNote: string | null;
  foreign: ForeignRoomSummary;
}

// ---- GET /api/enterprise/insider-deals?ticket=&page=&pageSize=

export const insiderDealsQuery = z
  .object({
    ticket: tickerSchema,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  })
  .transform(tickerFromWire);
export type InsiderDealsQuery = z.infer<typeof insiderDealsQuery>;

export interface InsiderDeal {
  id: number;
  personName: string;
  position: string | null;
  relation: InsiderRelation;
  action: InsiderAction;
  registeredShares: number | null;
  registeredFrom: string;
  registeredTo: string | null;
  executedShares: number | null;
  executedOn: string | null;
  sharesBefore: number | null;
  sharesAfter: number | null;
  /** Holdings over the company's share count on the deal's day (see DATA.md); null when unknown. */
  ratioBefore: number | null;
  ratioAfter: number | null;
  /** executed / registered; null until both are known. */
  executedRatio: number | null;
  status: InsiderStatus;
  source: string;
}

export interface InsiderDealsResponse {
  ticker: string;
  items: InsiderDeal[];
  total: number;
  page: number;
  pageSize: number;
}

// ---- GET /api/enterprise/foreign-room?ticket=&from=&to=

export const foreignRoomQuery = z
  .object({ ticket: tickerSchema, from: isoDate.optional(), to: isoDate.optional() })
  .transform(tickerFromWire);
export type ForeignRoomQuery = z.infer<typeof foreignRoomQuery>;

export interface ForeignRoomResponse {
  ticker: string;
  /** The limit as a fraction (0.49); null when unknown. */
  limitRatio: number | null;
  /** Oldest first, sessions with a stored room only. */
  points: ForeignRoomPoint[];
  /** Why the ownership line is empty (no limit, no shares, no room); null when drawn. */
  note: string | null;
}
