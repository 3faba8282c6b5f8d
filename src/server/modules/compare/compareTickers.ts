import { parseTickerList } from '@/common/market/compareView';
import type { Database } from '../../db/client';
import { AppError } from '../../core/errors';
import { readCompanies, type CompareCompanyRow } from './compare.repository';

export interface ResolvedTickers {
  companies: CompareCompanyRow[];
  /** Malformed items and well-formed tickers no company has, in the address's order. */
  unknown: string[];
  /** Tickers beyond the eighth. */
  dropped: string[];
}

/**
 * The address's ticker list as companies: the first eight well-formed tickers looked up; the others
 * named so the page can say which were left out. No well-formed ticker at all is a 400.
 */
export async function resolveTickers(db: Database, raw: string): Promise<ResolvedTickers> {
  const list = parseTickerList(raw);
  if (list.tickers.length === 0) {
    throw new AppError('VALIDATION', 'Không có mã chứng khoán hợp lệ trong danh sách (t).', {
      details: [{ path: 't', message: 'Không có mã chứng khoán hợp lệ trong danh sách (t).' }],
    });
  }
  const found = await readCompanies(db, list.tickers);
  const companies = list.tickers.flatMap((ticker) => {
    const company = found.get(ticker);
    return company ? [company] : [];
  });
  return {
    companies,
    unknown: [...list.malformed, ...list.tickers.filter((ticker) => !found.has(ticker))],
    dropped: list.dropped,
  };
}
