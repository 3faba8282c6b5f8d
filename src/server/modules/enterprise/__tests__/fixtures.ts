import { normalizeSearchText } from '@/common/text';
import type { Database } from '../../../db/client';
import { companies, dailyPrices, industries } from '../../../db/schema';

type CompanyInsert = typeof companies.$inferInsert;
type PriceInsert = typeof dailyPrices.$inferInsert;

const INDUSTRIES: (typeof industries.$inferInsert)[] = [
  { icbCode: '8000', level: 1, parentCode: null, nameVi: 'Tài chính', nameEn: 'Financials' },
  { icbCode: '8300', level: 2, parentCode: '8000', nameVi: 'Ngân hàng', nameEn: 'Banks' },
  { icbCode: '8350', level: 3, parentCode: '8300', nameVi: 'Ngân hàng', nameEn: 'Banks' },
  { icbCode: '8355', level: 4, parentCode: '8350', nameVi: 'Ngân hàng thương mại', nameEn: 'Banks' },
  {
    icbCode: '8700',
    level: 2,
    parentCode: '8000',
    nameVi: 'Dịch vụ tài chính',
    nameEn: 'Financial Services',
  },
  { icbCode: '3000', level: 1, parentCode: null, nameVi: 'Hàng tiêu dùng', nameEn: 'Consumer Goods' },
  {
    icbCode: '3500',
    level: 2,
    parentCode: '3000',
    nameVi: 'Thực phẩm và Đồ uống',
    nameEn: 'Food & Beverage',
  },
  { icbCode: '3570', level: 3, parentCode: '3500', nameVi: 'Sản xuất thực phẩm', nameEn: 'Food Producers' },
  { icbCode: '9000', level: 1, parentCode: null, nameVi: 'Công nghệ thông tin', nameEn: 'Technology' },
];

function company(
  ticker: string,
  nameVi: string,
  extra: Partial<CompanyInsert> & Pick<CompanyInsert, 'companyType'>,
): CompanyInsert {
  const row: CompanyInsert = { ticker, nameVi, exchange: 'HOSE', isDemo: false, ...extra };
  row.searchText = normalizeSearchText(`${ticker} ${nameVi} ${row.shortName ?? ''} ${row.nameEn ?? ''}`);
  return row;
}

const bank = {
  companyType: 'bank',
  icbCode1: '8000',
  icbCode2: '8300',
  icbCode3: '8350',
  icbCode4: '8355',
} as const;

/** A small made-up market: two banks, a dairy, a tech firm and its broker, and look-alike names. */
export const FIXTURE_COMPANIES: CompanyInsert[] = [
  company('TCB', 'Ngân hàng TMCP Kỹ Thương Việt Nam', {
    ...bank,
    shortName: 'Techcombank',
    nameEn: 'Vietnam Technological and Commercial Joint Stock Bank',
    sharesOutstanding: 7e9,
    website: 'https://techcombank.example',
  }),
  company('VCB', 'Ngân hàng TMCP Ngoại thương Việt Nam', {
    ...bank,
    shortName: 'Vietcombank',
    sharesOutstanding: 5.6e9,
  }),
  company('VNM', 'Công ty Cổ phần Sữa Việt Nam (Vinamilk)', {
    companyType: 'non_financial',
    icbCode1: '3000',
    icbCode2: '3500',
    icbCode3: '3570',
    charterCapital: 2e13,
    isDemo: true,
  }),
  company('FPT', 'Công ty Cổ phần FPT', {
    companyType: 'non_financial',
    icbCode1: '9000',
    sharesOutstanding: 1.4e9,
  }),
  company('FTS', 'Công ty Cổ phần Chứng khoán FPT', {
    companyType: 'securities',
    exchange: 'HNX',
    icbCode1: '8000',
    icbCode2: '8700',
  }),
  company('TVN', 'Tổng Công ty Thép VNSteel', { companyType: 'non_financial', exchange: 'UPCOM' }),
  company('ABC', 'Công ty Cổ phần Truyền thông AVN', { companyType: 'non_financial', exchange: null }),
  ...Array.from({ length: 25 }, (_, index) =>
    company(`T${String(index + 1).padStart(2, '0')}`, `Công ty Thử Nghiệm số ${index + 1}`, {
      companyType: 'non_financial',
    }),
  ),
];

function price(ticker: string, date: string, close: number, adjRatio = 1): PriceInsert {
  return {
    ticker,
    date,
    open: close,
    high: close,
    low: close,
    close,
    volume: 1000,
    adjRatio,
    source: 'test',
  };
}

/**
 * TCB splits 2-for-1 on 2024-06-05 (as-traded 25,500 -> 13,000; reference 12,750, so +250 or +1.96%).
 * VCB falls 90,000 -> 88,200 (-1,800, -2%). FPT has one session; VNM none.
 */
export const FIXTURE_PRICES: PriceInsert[] = [
  price('TCB', '2024-06-03', 25_000, 0.5),
  price('TCB', '2024-06-04', 25_500, 0.5),
  price('TCB', '2024-06-05', 13_000, 1),
  price('VCB', '2024-06-04', 90_000),
  price('VCB', '2024-06-05', 88_200),
  price('FPT', '2024-06-05', 100_000),
];

export async function seedEnterpriseFixtures(db: Database): Promise<void> {
  await db.insert(industries).values(INDUSTRIES);
  await db.insert(companies).values(FIXTURE_COMPANIES);
  await db.insert(dailyPrices).values(FIXTURE_PRICES);
}
