import { asc, eq, inArray } from 'drizzle-orm';
import { FINANCE_TYPE_LABELS } from '@/common/constants/finance';
import type { CompanyType, StatementType } from '@/common/constants/market';
import {
  ADMIN_DATA_PAGE_SIZE,
  type AdminQualityList,
  type AdminQualityQuery,
  type AdminQualityRow,
} from '@/common/contracts/adminData';
import { parsePeriodKey, periodLabel } from '@/common/finance/periods';
import { QUALITY_CHECK_KINDS, type QualityCheckKind } from '@/common/finance/quality';
import { sourceLabel } from '@/common/finance/statementSources';
import type { Database } from '../../db/client';
import { companies, statementChoices } from '../../db/schema';
import { scanCompanyQuality } from '../finance/quality.scan';
import { getTemplate } from '../../catalog/templates';

/**
 * The admin quality page: every quality mark of every company and period, largest difference
 * first. Computed on demand (docs/DATA.md "Quality marks": one query and a pass of pure checks per
 * company, about a second over the real data set) and kept per database for QUALITY_LIST_TTL_MS so
 * paging and filtering do not recompute; `refresh=1` (or a company type change) recomputes.
 */

export const QUALITY_LIST_TTL_MS = 10 * 60 * 1000;

interface ComputedList {
  at: number;
  rows: AdminQualityRow[];
  companies: number;
  durationMs: number;
}

const computed = new WeakMap<Database, ComputedList>();

/** Forgets the kept list (a company type changed: its templates, so its checks, changed). */
export function forgetQualityList(db: Database): void {
  computed.delete(db);
}

function itemNames(companyType: CompanyType, statement: StatementType): Map<string, string> {
  return new Map(getTemplate(companyType, statement).map((item) => [item.code, item.nameVi]));
}

async function companiesWithStatements(
  db: Database,
  ticker?: string,
): Promise<{ ticker: string; companyType: CompanyType }[]> {
  const withData = db.selectDistinct({ ticker: statementChoices.ticker }).from(statementChoices);
  return db
    .select({ ticker: companies.ticker, companyType: companies.companyType })
    .from(companies)
    .where(ticker === undefined ? inArray(companies.ticker, withData) : eq(companies.ticker, ticker))
    .orderBy(asc(companies.ticker));
}

async function compute(db: Database, ticker?: string): Promise<ComputedList> {
  const started = Date.now();
  const rows: AdminQualityRow[] = [];
  const list = await companiesWithStatements(db, ticker);
  for (const company of list) {
    const names = new Map<StatementType, Map<string, string>>();
    for (const mark of await scanCompanyQuality(db, company.ticker, company.companyType)) {
      let byCode = names.get(mark.statement);
      if (!byCode) {
        byCode = itemNames(company.companyType, mark.statement);
        names.set(mark.statement, byCode);
      }
      const ref = parsePeriodKey(mark.periodKey);
      rows.push({
        ticker: company.ticker,
        companyType: company.companyType,
        statement: mark.statement,
        statementLabel: FINANCE_TYPE_LABELS[mark.statement],
        periodKey: mark.periodKey,
        periodLabel: ref ? periodLabel(ref) : mark.periodKey,
        itemCode: mark.itemCode,
        itemName: byCode.get(mark.itemCode) ?? mark.itemCode,
        kind: mark.kind,
        expected: mark.expected,
        published: mark.published,
        difference: mark.difference,
        source: sourceLabel(mark.source),
        message: mark.message,
      });
    }
  }
  rows.sort(
    (a, b) =>
      Math.abs(b.difference) - Math.abs(a.difference) ||
      a.ticker.localeCompare(b.ticker) ||
      a.periodKey.localeCompare(b.periodKey),
  );
  return { at: Date.now(), rows, companies: list.length, durationMs: Date.now() - started };
}

async function listFor(db: Database, query: AdminQualityQuery): Promise<ComputedList> {
  // One company is cheap (one query): always fresh. The whole list is kept a few minutes.
  if (query.ticker !== undefined) return compute(db, query.ticker);
  const kept = computed.get(db);
  if (kept && query.refresh === undefined && Date.now() - kept.at < QUALITY_LIST_TTL_MS) return kept;
  const fresh = await compute(db);
  computed.set(db, fresh);
  return fresh;
}

export async function listQualityMarks(db: Database, query: AdminQualityQuery): Promise<AdminQualityList> {
  const list = await listFor(db, query);
  const byKind = Object.fromEntries(QUALITY_CHECK_KINDS.map((kind) => [kind, 0])) as Record<
    QualityCheckKind,
    number
  >;
  for (const row of list.rows) byKind[row.kind] += 1;
  const matching = query.kind === undefined ? list.rows : list.rows.filter((row) => row.kind === query.kind);
  const start = (query.page - 1) * ADMIN_DATA_PAGE_SIZE;
  return {
    items: matching.slice(start, start + ADMIN_DATA_PAGE_SIZE),
    total: matching.length,
    page: query.page,
    pageSize: ADMIN_DATA_PAGE_SIZE,
    byKind,
    companiesScanned: list.companies,
    computedAt: new Date(list.at).toISOString(),
    durationMs: list.durationMs,
  };
}
