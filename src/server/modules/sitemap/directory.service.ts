import {
  EXCHANGE_LABELS,
  NO_EXCHANGE_LABEL,
  NO_INDUSTRY_LABEL,
  type CompanyDirectory,
  type DirectoryGroup,
} from '@/common/companyDirectory';
import { EXCHANGES, type Exchange } from '@/common/constants/market';
import type { Database } from '../../db/client';
import type { ListedCompany } from './sitemap.repository';
import { memoized, siteIndex } from './siteIndex';

/**
 * The company directory's content: every company by exchange (HOSE, HNX, UPCoM, then those without
 * one) and by ICB industry (level 2, by name, then those without one), tickers in order within a
 * group. Built from the same cached listing as the sitemaps.
 */

function group(
  companies: readonly ListedCompany[],
  keyOf: (company: ListedCompany) => string,
  labelOf: (key: string) => string,
  order: (a: string, b: string) => number,
): DirectoryGroup[] {
  const groups = new Map<string, DirectoryGroup>();
  for (const company of companies) {
    const key = keyOf(company);
    let found = groups.get(key);
    if (!found) {
      found = { key, label: labelOf(key), companies: [] };
      groups.set(key, found);
    }
    found.companies.push({ ticker: company.ticker, name: company.nameVi });
  }
  return [...groups.values()].sort((a, b) => order(a.key, b.key) || a.label.localeCompare(b.label, 'vi'));
}

const isExchange = (key: string): key is Exchange => (EXCHANGES as readonly string[]).includes(key);

/** '' (none) after every real key. */
const noneLast = (a: string, b: string) => Number(a === '') - Number(b === '');

export async function companyDirectory(db: Database): Promise<CompanyDirectory> {
  const index = await siteIndex(db);
  return memoized(index, 'directory', () => {
    const exchangeRank = (key: string) => {
      const rank = (EXCHANGES as readonly string[]).indexOf(key);
      return rank < 0 ? EXCHANGES.length : rank;
    };
    return {
      total: index.companies.length,
      byExchange: group(
        index.companies,
        (company) => company.exchange ?? '',
        (key) => (isExchange(key) ? EXCHANGE_LABELS[key] : NO_EXCHANGE_LABEL),
        (a, b) => exchangeRank(a) - exchangeRank(b),
      ),
      byIndustry: group(
        index.companies,
        (company) => (company.icbCode2 && index.industryNames.has(company.icbCode2) ? company.icbCode2 : ''),
        (key) => (key ? (index.industryNames.get(key) ?? key) : NO_INDUSTRY_LABEL),
        noneLast,
      ),
    };
  });
}
