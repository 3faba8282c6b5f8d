import { parseCompanyPath, type CompanyScreen } from '@/common/companyPaths';

/** The screen and the unknown ticker of a company address (/enterprise/ZZZ/overview), or null for any other. */
export function unknownTickerOf(asPath: string): { screen: CompanyScreen; ticker: string } | null {
  return parseCompanyPath(asPath);
}
