import { SHARE_PAR_VALUE_VND } from '@/common/constants/market';
import type { Exchange } from '@/common/constants/market';
import { normalizeSearchText } from '@/common/text';
import type { companies } from '../../db/schema';
import { ICB_INDUSTRIES } from '../companies/icb';
import { DEMO_LABEL } from './documents';
import type { Random } from './random';
import { icbLevels, type DemoCompanySpec } from './universe';

export type CompanyRow = typeof companies.$inferInsert;

/** The first trading day of each exchange: a listing cannot be earlier. */
const EXCHANGE_OPENED: Record<Exchange, string> = {
  HOSE: '2000-07-28',
  HNX: '2005-03-08',
  UPCOM: '2009-06-24',
};
/**
 * The foreign ownership limit (percent of shares) the demo gives a company: 30 for banks, 49 for
 * every other listed company (the general cap; conditional sectors are not modelled).
 */
export function demoForeignLimitPct(spec: DemoCompanySpec): number {
  return spec.companyType === 'bank' ? 30 : 49;
}

/** Every demo ticker trades from the first demo day, so its listing is generated before it. */
const LATEST_LISTING = Date.parse('2009-12-15T00:00:00Z');

function randomDateBetween(random: Random, from: number, to: number): string {
  return new Date(from + Math.floor(random.uniform(0, Math.max(0, to - from)) / 86_400_000) * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

/**
 * A company row with generated profile facts. Names are public; dates, capital and profile text
 * are made up and say so.
 */
export function buildCompanyRow(
  spec: DemoCompanySpec,
  random: Random,
  sharesOutstanding: number,
): CompanyRow {
  const founded = randomDateBetween(
    random,
    Date.parse(`${spec.foundedYear}-01-01T00:00:00Z`),
    Date.parse(`${spec.foundedYear}-12-31T00:00:00Z`),
  );
  const earliestListing = Math.max(
    Date.parse(`${EXCHANGE_OPENED[spec.exchange]}T00:00:00Z`),
    Date.parse(`${founded}T00:00:00Z`) + 365 * 86_400_000,
  );
  const listing = randomDateBetween(random, Math.min(earliestListing, LATEST_LISTING), LATEST_LISTING);
  const levels = icbLevels(spec.icbCode4);
  const subSector = ICB_INDUSTRIES.find((industry) => industry.icbCode === spec.icbCode4)?.nameVi ?? '';
  const exchangeName = {
    HOSE: 'Sở Giao dịch Chứng khoán TP. Hồ Chí Minh',
    HNX: 'Sở Giao dịch Chứng khoán Hà Nội',
    UPCOM: 'thị trường UPCoM',
  }[spec.exchange];
  return {
    ticker: spec.ticker,
    nameVi: spec.nameVi,
    nameEn: spec.nameEn,
    shortName: spec.shortName,
    exchange: spec.exchange,
    companyType: spec.companyType,
    companyTypeSource: 'listing' as const,
    ...levels,
    icbCode4: spec.icbCode4,
    searchText: normalizeSearchText(`${spec.ticker} ${spec.nameVi} ${spec.shortName} ${spec.nameEn}`),
    foundedDate: founded,
    listingDate: listing,
    charterCapital: sharesOutstanding * SHARE_PAR_VALUE_VND,
    sharesOutstanding,
    website: null,
    address: `${spec.city} (địa chỉ minh họa)`,
    profile:
      `${DEMO_LABEL} ${spec.nameVi} (mã ${spec.ticker}) niêm yết trên ${exchangeName}, hoạt động trong ` +
      `lĩnh vực ${subSector.toLowerCase()}, trụ sở tại ${spec.city}. Hồ sơ, ngày thành lập, ngày niêm yết, ` +
      `vốn điều lệ, giá giao dịch và tin tức của doanh nghiệp trên trang này được tạo tự động để trình ` +
      `diễn, không phản ánh số liệu thực tế.`,
    isDemo: true,
    foreignLimitPct: demoForeignLimitPct(spec),
  };
}
