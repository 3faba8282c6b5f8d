import { normalizeSearchText } from '@/common/text';
import type { Exchange } from '@/common/constants/market';
import type { Database } from '../../../db/client';
import { companies, industries } from '../../../db/schema';

/** Three ICB level-2 industries; a fourth code (1700) is used by companies but has no name row. */
export const LEVEL2_INDUSTRIES = [
  { icbCode: '8300', level: 2, parentCode: '8000', nameVi: 'Ngân hàng', nameEn: 'Banks' },
  {
    icbCode: '3500',
    level: 2,
    parentCode: '3000',
    nameVi: 'Thực phẩm và Đồ uống',
    nameEn: 'Food & Beverage',
  },
  { icbCode: '9500', level: 2, parentCode: '9000', nameVi: 'Công nghệ thông tin', nameEn: 'Technology' },
];

const EXCHANGES_CYCLE: (Exchange | null)[] = ['HOSE', 'HNX', 'UPCOM', null];
const ICB_CYCLE: (string | null)[] = ['8300', '3500', '9500', '1700', null];

export function companyRow(ticker: string, index: number): typeof companies.$inferInsert {
  const nameVi = `Công ty Cổ phần Thử nghiệm ${ticker}`;
  return {
    ticker,
    nameVi,
    exchange: EXCHANGES_CYCLE[index % EXCHANGES_CYCLE.length] ?? null,
    companyType: 'non_financial',
    icbCode2: ICB_CYCLE[index % ICB_CYCLE.length] ?? null,
    searchText: normalizeSearchText(`${ticker} ${nameVi}`),
  };
}

/** `count` companies AAA0, AAA1 ... over every exchange (and none) and industry (and none). */
export async function seedSitemapCompanies(db: Database, count: number): Promise<void> {
  await db.insert(industries).values(LEVEL2_INDUSTRIES).onConflictDoNothing();
  await db
    .insert(companies)
    .values(
      Array.from({ length: count }, (_, index) => companyRow(`T${String(index).padStart(2, '0')}X`, index)),
    );
}
