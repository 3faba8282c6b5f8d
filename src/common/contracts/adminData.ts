import { z } from 'zod';
import { COMPANY_TYPE_SOURCES, type CompanyTypeSource } from '../constants/companyTypeSource';
import { COMPANY_TYPES, type CompanyType, type Exchange, type StatementType } from '../constants/market';
import { QUALITY_CHECK_KINDS, type QualityCheckKind } from '../finance/quality';
import { tickerSchema } from './common';

/**
 * The console's data screens (issue 26): the quality marks of every company and period, and the
 * company types an administrator can correct.
 */

export const ADMIN_DATA_PAGE_SIZE = 50;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const pageSchema = z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1));

/** GET /api/admin/quality?ticker=&kind=&page=&refresh=1 */
export const adminQualityQuery = z.object({
  ticker: z.preprocess(emptyToUndefined, tickerSchema.optional()),
  kind: z.preprocess(emptyToUndefined, z.enum(QUALITY_CHECK_KINDS, 'Loại kiểm tra không hợp lệ').optional()),
  page: pageSchema,
  /** Recompute now instead of using the list computed in the last minutes. */
  refresh: z.preprocess(emptyToUndefined, z.enum(['1']).optional()),
});
export type AdminQualityQuery = z.infer<typeof adminQualityQuery>;

export interface AdminQualityRow {
  ticker: string;
  companyType: CompanyType;
  statement: StatementType;
  /** "Bảng cân đối kế toán" */
  statementLabel: string;
  periodKey: string;
  /** "Q3/2017", "2022" */
  periodLabel: string;
  itemCode: string;
  itemName: string;
  kind: QualityCheckKind;
  expected: number;
  published: number;
  difference: number;
  /** The source the period shows ("FiinTrade (Excel)"). */
  source: string;
  message: string;
}

export interface AdminQualityList {
  items: AdminQualityRow[];
  /** Rows matching the filters. */
  total: number;
  page: number;
  pageSize: number;
  /** Rows of each check kind among those matching the ticker filter. */
  byKind: Record<QualityCheckKind, number>;
  companiesScanned: number;
  /** When the list was computed (ISO) and how long it took. */
  computedAt: string;
  durationMs: number;
}

/** GET /api/admin/companies?q=&typeSource=&page= */
export const adminCompaniesQuery = z.object({
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  typeSource: z.preprocess(
    emptyToUndefined,
    z.enum(COMPANY_TYPE_SOURCES, 'Nguồn loại hình không hợp lệ').optional(),
  ),
  page: pageSchema,
});
export type AdminCompaniesQuery = z.infer<typeof adminCompaniesQuery>;

export const adminCompanyParams = z.object({ ticker: tickerSchema });

/** PUT /api/admin/companies/[ticker]/type */
export const companyTypeBody = z.object({
  companyType: z.enum(COMPANY_TYPES, 'Loại hình phải là bank, securities, insurance hoặc non_financial'),
});
export type CompanyTypeBody = z.infer<typeof companyTypeBody>;

export interface AdminCompanyRow {
  ticker: string;
  nameVi: string;
  exchange: Exchange | null;
  companyType: CompanyType;
  companyTypeSource: CompanyTypeSource;
  /** Stored statement figures (any source): a type change re-reads them under another template. */
  statementValues: number;
}

export interface AdminCompanies {
  items: AdminCompanyRow[];
  total: number;
  page: number;
  pageSize: number;
}
