import { and, desc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import type { CompanyType } from '@/common/constants/market';
import type { MetricKind, RatioPeriodType } from '@/common/contracts/ratios';
import { RATIO_INPUT_CODES } from '@/common/finance/ratios';
import type { Database } from '../../db/client';
import { companies, industries, metricPreferences, statementChoices, statementValues } from '../../db/schema';
import { chosenSourceJoin } from '../../db/statementSource';

export type PeerCompany = Pick<
  typeof companies.$inferSelect,
  'ticker' | 'nameVi' | 'shortName' | 'exchange' | 'companyType' | 'icbCode2' | 'icbCode3' | 'icbCode4'
>;

const companyColumns = {
  ticker: companies.ticker,
  nameVi: companies.nameVi,
  shortName: companies.shortName,
  exchange: companies.exchange,
  companyType: companies.companyType,
  icbCode2: companies.icbCode2,
  icbCode3: companies.icbCode3,
  icbCode4: companies.icbCode4,
};

export async function findCompany(db: Database, ticker: string): Promise<PeerCompany | null> {
  const rows = await db.select(companyColumns).from(companies).where(eq(companies.ticker, ticker)).limit(1);
  return rows[0] ?? null;
}

/** Companies of one company type in an ICB level-4, level-3 or level-2 industry. */
export async function findPeers(
  db: Database,
  companyType: CompanyType,
  icb: { level: 2 | 3 | 4; code: string },
): Promise<PeerCompany[]> {
  const column = { 2: companies.icbCode2, 3: companies.icbCode3, 4: companies.icbCode4 }[icb.level];
  return db
    .select(companyColumns)
    .from(companies)
    .where(and(eq(column, icb.code), eq(companies.companyType, companyType)))
    .orderBy(companies.ticker);
}

export async function findIndustryName(db: Database, icbCode: string): Promise<string | null> {
  const rows = await db
    .select({ nameVi: industries.nameVi })
    .from(industries)
    .where(eq(industries.icbCode, icbCode))
    .limit(1);
  return rows[0]?.nameVi ?? null;
}

/** Statement rows the ratios read: only balance sheet, footnotes and income statement, only their codes. */
function ratioItemsFilter() {
  return or(
    and(
      eq(statementValues.statement, 'BALANCE_SHEET'),
      inArray(statementValues.itemCode, [...RATIO_INPUT_CODES.BALANCE_SHEET]),
    ),
    and(
      eq(statementValues.statement, 'FOOTNOTES'),
      inArray(statementValues.itemCode, [...RATIO_INPUT_CODES.FOOTNOTES]),
    ),
    and(
      eq(statementValues.statement, 'INCOME_STATEMENT'),
      inArray(statementValues.itemCode, [...RATIO_INPUT_CODES.INCOME_STATEMENT]),
    ),
  );
}

/** The periods (year, quarter; quarter 0 for years) with a balance sheet or income statement, newest first. */
export async function listStatementPeriods(
  db: Database,
  ticker: string,
  periodType: RatioPeriodType,
): Promise<{ year: number; quarter: number }[]> {
  return db
    .selectDistinct({ year: statementValues.year, quarter: statementValues.quarter })
    .from(statementValues)
    .where(
      and(
        eq(statementValues.ticker, ticker),
        eq(statementValues.periodType, periodType),
        inArray(statementValues.statement, ['BALANCE_SHEET', 'INCOME_STATEMENT']),
      ),
    )
    .orderBy(desc(statementValues.year), desc(statementValues.quarter));
}

export interface RatioValueRow {
  ticker: string;
  statement: string;
  itemCode: string;
  year: number;
  quarter: number;
  value: number | null;
}

export async function readRatioInputs(
  db: Database,
  tickers: readonly string[],
  periodType: RatioPeriodType,
  years: { from: number; to: number },
): Promise<RatioValueRow[]> {
  if (tickers.length === 0) return [];
  return db
    .select({
      ticker: statementValues.ticker,
      statement: statementValues.statement,
      itemCode: statementValues.itemCode,
      year: statementValues.year,
      quarter: statementValues.quarter,
      value: statementValues.value,
    })
    .from(statementValues)
    .innerJoin(statementChoices, chosenSourceJoin)
    .where(
      and(
        inArray(statementValues.ticker, [...tickers]),
        eq(statementValues.periodType, periodType),
        gte(statementValues.year, years.from),
        lte(statementValues.year, years.to),
        ratioItemsFilter(),
      ),
    );
}

export async function readMetricPreference(
  db: Database,
  key: { ownerKey: string; kind: MetricKind; companyType: CompanyType },
): Promise<{ metrics: string[]; updatedAt: Date } | null> {
  const rows = await db
    .select({ metrics: metricPreferences.metrics, updatedAt: metricPreferences.updatedAt })
    .from(metricPreferences)
    .where(
      and(
        eq(metricPreferences.ownerKey, key.ownerKey),
        eq(metricPreferences.kind, key.kind),
        eq(metricPreferences.companyType, key.companyType),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function saveMetricPreference(
  db: Database,
  row: { ownerKey: string; kind: MetricKind; companyType: CompanyType; metrics: string[] },
): Promise<{ updatedAt: Date }> {
  const now = new Date();
  await db
    .insert(metricPreferences)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: [metricPreferences.ownerKey, metricPreferences.kind, metricPreferences.companyType],
      set: { metrics: row.metrics, updatedAt: now },
    });
  return { updatedAt: now };
}
