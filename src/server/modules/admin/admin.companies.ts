import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  ADMIN_DATA_PAGE_SIZE,
  type AdminCompanies,
  type AdminCompaniesQuery,
  type AdminCompanyRow,
  type CompanyTypeBody,
} from '@/common/contracts/adminData';
import { normalizeSearchText } from '@/common/text';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import { AppError } from '../../core/errors';
import { forgetQualityList } from './admin.quality';

/**
 * Company types in the console: how each was decided (companies.company_type_source) and the
 * administrator's correction, which no import overrides (docs/DATA.md "Company type").
 */

const columns = {
  ticker: companies.ticker,
  nameVi: companies.nameVi,
  exchange: companies.exchange,
  companyType: companies.companyType,
  companyTypeSource: companies.companyTypeSource,
  // Qualified by hand: drizzle writes bare column names inside a raw subquery.
  statementValues: sql<number>`(select count(*)::int from statement_values sv where sv.ticker = "companies"."ticker")`,
};

export async function listAdminCompanies(db: Database, query: AdminCompaniesQuery): Promise<AdminCompanies> {
  const text = normalizeSearchText(query.q ?? '');
  const where = and(
    text ? sql`strpos(${companies.searchText}, ${text}) > 0` : undefined,
    query.typeSource ? eq(companies.companyTypeSource, query.typeSource) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(companies).where(where);
  const items: AdminCompanyRow[] = await db
    .select(columns)
    .from(companies)
    .where(where)
    .orderBy(asc(companies.ticker))
    .limit(ADMIN_DATA_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_DATA_PAGE_SIZE);
  return { items, total: total?.n ?? 0, page: query.page, pageSize: ADMIN_DATA_PAGE_SIZE };
}

/** Sets a company's type as the administrator's decision (source 'admin': imports never replace it). */
export async function setCompanyType(
  db: Database,
  ticker: string,
  body: CompanyTypeBody,
): Promise<AdminCompanyRow> {
  const updated = await db
    .update(companies)
    .set({ companyType: body.companyType, companyTypeSource: 'admin', updatedAt: new Date() })
    .where(eq(companies.ticker, ticker))
    .returning({ ticker: companies.ticker });
  if (updated.length === 0) throw new AppError('NOT_FOUND', `Không tìm thấy mã chứng khoán ${ticker}`);
  forgetQualityList(db);
  const [row] = await db.select(columns).from(companies).where(eq(companies.ticker, ticker));
  if (!row) throw new AppError('NOT_FOUND', `Không tìm thấy mã chứng khoán ${ticker}`);
  return row;
}
