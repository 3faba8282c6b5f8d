import { z } from 'zod';
import { COMPANY_TYPES, EXCHANGES } from '../constants/market';
import { tickerSchema } from './common';
import { tickerFromWire } from './wireNames';

/** GET /api/enterprise/corp-search?corpText= */
export const corpSearchQuery = z.object({ corpText: z.string().trim().max(100).default('') });

export const corpSearchItem = z.object({
  ticker: z.string(),
  nameVi: z.string(),
  shortName: z.string(),
  exchange: z.enum(EXCHANGES).nullable(),
  companyType: z.enum(COMPANY_TYPES),
  industryName: z.string().nullable(),
});
export type CorpSearchItem = z.infer<typeof corpSearchItem>;
/** Most relevant first, at most 20. */
export const corpSearchResponse = z.array(corpSearchItem);

/** GET /api/enterprise/corp-profile?ticket= : the header's company info and the overview profile. */
export const corpProfileQuery = z.object({ ticket: tickerSchema }).transform(tickerFromWire);

/**
 * Where a company's figures come from and how old they are (docs/DATA.md "Freshness"): the header
 * of every company page shows it and the warnings.
 */
export const dataFreshness = z.object({
  /** Today in Vietnam, YYYY-MM-DD: what the ages are measured against. */
  today: z.string(),
  statements: z
    .object({
      source: z.string(),
      sourceLabel: z.string(),
      /** The newest period shown, "Q2/2023" or "2022", and its last day. */
      latestPeriod: z.string(),
      latestPeriodEnd: z.string(),
      /** When that source's figures were last written, YYYY-MM-DD. */
      updatedAt: z.string().nullable(),
      stale: z.boolean(),
    })
    .nullable(),
  prices: z
    .object({
      source: z.string(),
      /** How pages name the source ("SSI FastConnect Data", "Dữ liệu minh họa (demo)", an import format). */
      sourceLabel: z.string(),
      lastDate: z.string(),
      /** When the newest price row was written (ISO instant); null for rows older than provenance. */
      fetchedAt: z.string().nullable(),
      /** Trading sessions (weekdays) between the last price and today, both excluded. */
      sessionsBehind: z.number(),
      stale: z.boolean(),
    })
    .nullable(),
  /**
   * The live feed when one is configured: its newest day written whole and whether it is late (no
   * session yet for a trading day that closed two hours ago). Null without a feed (demo data).
   */
  feed: z
    .object({
      sourceLabel: z.string(),
      lastDay: z.string().nullable(),
      expectedDay: z.string().nullable(),
      late: z.boolean(),
      behind: z.number(),
    })
    .nullable()
    .default(null),
  /** Vietnamese sentences, one per stale or missing part; empty when all is current. */
  warnings: z.array(z.string()),
});
export type DataFreshness = z.infer<typeof dataFreshness>;

export const corpProfile = corpSearchItem.extend({
  nameEn: z.string(),
  icbCodes: z.array(z.string()),
  /** Industry names from level 1 down to the company's own level. */
  industryPath: z.array(z.string()),
  lastPrice: z.number().nullable(),
  /** Change against the previous session, VND and percent (5.2 = 5.2%). */
  priceChange: z.number().nullable(),
  priceChangePercent: z.number().nullable(),
  priceDate: z.string().nullable(),
  foundedDate: z.string().nullable(),
  listingDate: z.string().nullable(),
  charterCapital: z.number().nullable(),
  sharesOutstanding: z.number().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  profile: z.string().nullable(),
  isDemo: z.boolean(),
  /** Sources and ages of the statements and prices (always sent by the server). */
  freshness: dataFreshness.optional(),
});
export type CorpProfile = z.infer<typeof corpProfile>;
