import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, industries } from '../../db/schema';
import { AppError } from '../../core/errors';

/** What the company screens need to know about the company itself. */
export type PageCompany = Pick<
  typeof companies.$inferSelect,
  | 'ticker'
  | 'nameVi'
  | 'shortName'
  | 'exchange'
  | 'companyType'
  | 'icbCode3'
  | 'icbCode4'
  | 'sharesOutstanding'
  | 'charterCapital'
>;

export async function findPageCompany(db: Database, ticker: string): Promise<PageCompany | null> {
  const rows = await db
    .select({
      ticker: companies.ticker,
      nameVi: companies.nameVi,
      shortName: companies.shortName,
      exchange: companies.exchange,
      companyType: companies.companyType,
      icbCode3: companies.icbCode3,
      icbCode4: companies.icbCode4,
      sharesOutstanding: companies.sharesOutstanding,
      charterCapital: companies.charterCapital,
    })
    .from(companies)
    .where(eq(companies.ticker, ticker))
    .limit(1);
  return rows[0] ?? null;
}

/** The company of a (normalized) ticker; 404 with the ticker named when it is unknown. */
export async function getPageCompany(db: Database, ticker: string): Promise<PageCompany> {
  const normalized = ticker.trim().toUpperCase();
  const company = await findPageCompany(db, normalized);
  if (!company) throw new AppError('NOT_FOUND', `Không tìm thấy mã chứng khoán ${normalized}.`);
  return company;
}

/**
 * The industry codes whose reports and news belong to the company's industry: its ICB level 4 and
 * level 3 codes (industry items are keyed by either).
 */
export function industryCodesOf(company: Pick<PageCompany, 'icbCode3' | 'icbCode4'>): string[] {
  return [company.icbCode4, company.icbCode3].filter(
    (code): code is string => typeof code === 'string' && code.length > 0,
  );
}

/** The name of the company's industry: ICB level 4, else level 3; null when neither is known. */
export async function industryNameOf(db: Database, company: PageCompany): Promise<string | null> {
  const codes = industryCodesOf(company);
  if (codes.length === 0) return null;
  const rows = await db
    .select({ icbCode: industries.icbCode, nameVi: industries.nameVi })
    .from(industries)
    .where(inArray(industries.icbCode, codes));
  const names = new Map(rows.map((row) => [row.icbCode, row.nameVi]));
  for (const code of codes) {
    const name = names.get(code);
    if (name) return name;
  }
  return null;
}
