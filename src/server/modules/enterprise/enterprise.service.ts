import type { CorpProfile, CorpSearchItem } from '@/common/contracts/enterprise';
import { normalizeSearchText } from '@/common/text';
import type { Database } from '../../db/client';
import { AppError } from '../../core/errors';
import { getDataFreshness } from './enterprise.freshness';
import { getEnv } from '../../env';
import { feedConfigured } from '../../feeds/feedConfig';
import {
  findAllIndustryNames,
  findCompany,
  findIndustryNames,
  findLatestPrices,
  searchCompanies,
  type CompanySearchRow,
  type PriceRow,
} from './enterprise.repository';

/** The search list never grows past this (spec: most relevant first). */
export const CORP_SEARCH_LIMIT = 20;

function icbCodesOf(row: CompanySearchRow): string[] {
  return [row.icbCode1, row.icbCode2, row.icbCode3, row.icbCode4].filter(
    (code): code is string => typeof code === 'string' && code.length > 0,
  );
}

/** The most specific industry with a known name (level 4 sub-sector, else level 3, ...). */
function deepestIndustryName(codes: readonly string[], names: Map<string, string>): string | null {
  for (let index = codes.length - 1; index >= 0; index -= 1) {
    const code = codes[index];
    const name = code === undefined ? undefined : names.get(code);
    if (name) return name;
  }
  return null;
}

function toSearchItem(row: CompanySearchRow, names: Map<string, string>): CorpSearchItem {
  return {
    ticker: row.ticker,
    nameVi: row.nameVi,
    shortName: row.shortName,
    exchange: row.exchange,
    companyType: row.companyType,
    industryName: deepestIndustryName(icbCodesOf(row), names),
  };
}

/** Industry matching needs this many characters: one letter would match most industries. */
const INDUSTRY_MATCH_MIN_LENGTH = 2;

/**
 * The ICB codes whose (accent-free) name has, for every word of the text, a word starting with it:
 * "bao hiem" and "hiem bao" find "Bảo hiểm", "Bảo hiểm nhân thọ", ...; "ngan" finds "Ngân hàng".
 */
export function matchIndustryCodes(
  industryNames: ReadonlyArray<{ icbCode: string; nameVi: string }>,
  normalizedText: string,
): string[] {
  const words = normalizedText.split(' ').filter(Boolean);
  if (normalizedText.length < INDUSTRY_MATCH_MIN_LENGTH || words.length === 0) return [];
  return industryNames
    .filter(({ nameVi }) => {
      const nameWords = normalizeSearchText(nameVi).split(/[^a-z0-9]+/);
      return words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)));
    })
    .map(({ icbCode }) => icbCode);
}

/**
 * Accent-insensitive search by ticker, name or industry name, most relevant first (ranking in
 * enterprise.repository.ts). An empty text lists the largest companies.
 */
export async function searchCorps(db: Database, corpText: string): Promise<CorpSearchItem[]> {
  const text = normalizeSearchText(corpText);
  const industryCodes = text ? matchIndustryCodes(await findAllIndustryNames(db), text) : [];
  const rows = await searchCompanies(db, text, CORP_SEARCH_LIMIT, industryCodes);
  const names = await findIndustryNames(db, rows.flatMap(icbCodesOf));
  return rows.map((row) => toSearchItem(row, names));
}

const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

export interface PriceSummary {
  lastPrice: number | null;
  priceChange: number | null;
  priceChangePercent: number | null;
  priceDate: string | null;
}

/**
 * Last close and its change against the previous session. Prices are stored as traded, so on the
 * ex-date of a split or dividend the previous close is first brought to today's basis:
 * reference = previous close x previous adj_ratio / latest adj_ratio (adjusted = price x adj_ratio).
 * Without a split both ratios are equal and the reference is the previous close itself.
 */
export function summarizePrices(prices: readonly PriceRow[]): PriceSummary {
  const [latest, previous] = prices;
  if (!latest) return { lastPrice: null, priceChange: null, priceChangePercent: null, priceDate: null };
  if (!previous || latest.adjRatio <= 0) {
    return { lastPrice: latest.close, priceChange: null, priceChangePercent: null, priceDate: latest.date };
  }
  const reference = (previous.close * previous.adjRatio) / latest.adjRatio;
  const change = latest.close - reference;
  return {
    lastPrice: latest.close,
    priceChange: round(change, 2),
    priceChangePercent: reference > 0 ? round((change / reference) * 100, 2) : null,
    priceDate: latest.date,
  };
}

/** The header's company info and the overview profile; 404 for an unknown ticker. */
export async function getCorpProfile(db: Database, ticker: string): Promise<CorpProfile> {
  const normalized = ticker.trim().toUpperCase();
  const company = await findCompany(db, normalized);
  if (!company) throw new AppError('NOT_FOUND', `Không tìm thấy mã chứng khoán ${normalized}`);
  const icbCodes = icbCodesOf(company);
  const [names, prices, freshness] = await Promise.all([
    findIndustryNames(db, icbCodes),
    findLatestPrices(db, company.ticker),
    getDataFreshness(db, company.ticker, new Date(), { feedConfigured: feedConfigured(getEnv()) }),
  ]);
  const industryPath = icbCodes
    .map((code) => names.get(code))
    .filter((name): name is string => typeof name === 'string');
  return {
    ...toSearchItem(company, names),
    nameEn: company.nameEn,
    icbCodes,
    industryPath,
    ...summarizePrices(prices),
    foundedDate: company.foundedDate,
    listingDate: company.listingDate,
    charterCapital: company.charterCapital,
    sharesOutstanding: company.sharesOutstanding,
    website: company.website,
    address: company.address,
    profile: company.profile,
    isDemo: company.isDemo,
    freshness,
  };
}
