import { eq } from 'drizzle-orm';
import {
  COMPANY_TYPE_SOURCE_LABELS,
  companyTypeSourceRank,
  type CompanyTypeSource,
} from '@/common/constants/companyTypeSource';
import { COMPANY_TYPE_LABELS, type CompanyType } from '@/common/constants/market';
import { normalizeSearchText } from '@/common/text';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';

/** What settling a company's type did. */
export type TypeSettlement =
  | { outcome: 'created' }
  | { outcome: 'kept' }
  | { outcome: 'corrected'; from: CompanyType; fromSource: CompanyTypeSource }
  /** A stronger or equally strong source says otherwise: the caller decides (statement imports fail). */
  | { outcome: 'conflict'; existing: CompanyType; existingSource: CompanyTypeSource; reason: string };

/**
 * Records that `source` says `ticker` is a `companyType` company (docs/DATA.md "Company type"):
 * - unknown ticker: a placeholder row (name = ticker, no exchange) with that type;
 * - a weaker source decided the type so far: the type and its source are replaced ("corrected");
 * - the same type: kept (a stronger source is recorded when it confirms a weaker one);
 * - a different type from an equal or stronger source: a conflict with a Vietnamese reason. Two
 *   statement files that disagree, or a statement file against an administrator's choice, need a
 *   person; the caller fails its file.
 */
export async function settleCompanyType(
  tx: Database,
  ticker: string,
  companyType: CompanyType,
  source: CompanyTypeSource,
): Promise<TypeSettlement> {
  const [existing] = await tx
    .select({ companyType: companies.companyType, source: companies.companyTypeSource })
    .from(companies)
    .where(eq(companies.ticker, ticker));
  if (!existing) {
    const created = await tx
      .insert(companies)
      .values({
        ticker,
        nameVi: ticker,
        exchange: null,
        companyType,
        companyTypeSource: source,
        searchText: normalizeSearchText(ticker),
      })
      .onConflictDoNothing()
      .returning({ ticker: companies.ticker });
    return created.length > 0 ? { outcome: 'created' } : { outcome: 'kept' };
  }
  const stronger = companyTypeSourceRank(source) > companyTypeSourceRank(existing.source);
  if (existing.companyType === companyType) {
    if (stronger) {
      await tx.update(companies).set({ companyTypeSource: source }).where(eq(companies.ticker, ticker));
    }
    return { outcome: 'kept' };
  }
  if (stronger || (source === 'listing' && existing.source === 'listing')) {
    await tx
      .update(companies)
      .set({ companyType, companyTypeSource: source, updatedAt: new Date() })
      .where(eq(companies.ticker, ticker));
    return { outcome: 'corrected', from: existing.companyType, fromSource: existing.source };
  }
  return {
    outcome: 'conflict',
    existing: existing.companyType,
    existingSource: existing.source,
    reason: `mã ${ticker} đã có loại hình "${COMPANY_TYPE_LABELS[existing.companyType]}" (theo ${COMPANY_TYPE_SOURCE_LABELS[existing.source].toLowerCase()}) nhưng tệp theo mẫu "${COMPANY_TYPE_LABELS[companyType]}"; nếu tệp đúng, quản trị viên đổi loại hình của mã trong trang quản trị rồi nhập lại`,
  };
}

/** The notice a statement import leaves when it corrected a weaker guess. */
export function correctionNotice(
  ticker: string,
  settlement: TypeSettlement,
  companyType: CompanyType,
): string | null {
  if (settlement.outcome !== 'corrected') return null;
  return `Loại hình của mã ${ticker} đổi từ "${COMPANY_TYPE_LABELS[settlement.from]}" (${COMPANY_TYPE_SOURCE_LABELS[settlement.fromSource].toLowerCase()}) sang "${COMPANY_TYPE_LABELS[companyType]}" theo mẫu báo cáo của tệp`;
}

/** What a statement import needs to know to record its template's company type. */
interface StatementImportContext {
  tx: Database;
  notice(row: number, reason: string): void;
  createdCompanies(count: number): void;
  fail(row: number | null, reason: string): never;
}

/**
 * A statement file's layout says which company type it is: settle it with source 'statements'
 * (placeholder created, a guess or listing inference corrected with a notice, a conflict fails).
 */
export async function settleStatementCompanyType(
  ctx: StatementImportContext,
  ticker: string,
  companyType: CompanyType,
): Promise<void> {
  const settlement = await settleCompanyType(ctx.tx, ticker, companyType, 'statements');
  if (settlement.outcome === 'created') ctx.createdCompanies(1);
  if (settlement.outcome === 'conflict') ctx.fail(null, settlement.reason);
  const notice = correctionNotice(ticker, settlement, companyType);
  if (notice) ctx.notice(0, notice);
}
