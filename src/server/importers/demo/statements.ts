import { eq, ne, sql } from 'drizzle-orm';
import { STATEMENT_TYPES, type CompanyType, type StatementType } from '@/common/constants/market';
import { getTemplate } from '@/server/catalog/templates';
import type { Database } from '../../db/client';
import { companies, statementChoices, statementValues } from '../../db/schema';
import { refreshStatementChoices } from '../../db/statementSource';
import { insertMany } from '../../db/upsert';
import { withStatementKeysRebuilt } from './statementIndexes';
import type { Random } from './random';
import { bankModel } from './statementsBank';
import { insuranceModel } from './statementsInsurance';
import {
  demoQuarters,
  type CapitalEvent,
  type CompanyModel,
  type Quarter,
  type StatementCompany,
} from './statementsModel';
import { nonFinancialModel } from './statementsNonFinancial';
import { planTemplate, resolveStatement, type TemplatePlan } from './statementsResolver';
import { securitiesModel } from './statementsSecurities';
import { SplitWeights } from './statementsWeights';
import { DEMO_UNIVERSE, type DemoCompanySpec } from './universe';

export const DEMO_STATEMENT_SOURCE = 'demo';

const MODELS: Record<CompanyType, CompanyModel> = {
  non_financial: nonFinancialModel,
  bank: bankModel,
  securities: securitiesModel,
  insurance: insuranceModel,
};

/** Income first: the balance sheet and cash flows use its profit; notes may repeat any of them. */
const RESOLVE_ORDER: readonly StatementType[] = [
  'INCOME_STATEMENT',
  'BALANCE_SHEET',
  'CASH_FLOW_INDIRECT',
  'CASH_FLOW_DIRECT',
  'FOOTNOTES',
];

const PLANS = new Map<string, TemplatePlan>();

export function templatePlan(companyType: CompanyType, statement: StatementType): TemplatePlan {
  const key = `${companyType}/${statement}`;
  let plan = PLANS.get(key);
  if (!plan) {
    plan = planTemplate(getTemplate(companyType, statement));
    PLANS.set(key, plan);
  }
  return plan;
}

export type StatementSet = Record<StatementType, Map<string, number>>;

export interface StatementPeriod {
  periodType: 'quarter' | 'year';
  year: number;
  /** 1-4 for quarters, 0 for years. */
  quarter: number;
  statements: StatementSet;
}

export interface CompanyStatements {
  ticker: string;
  companyType: CompanyType;
  /** Quarters in order, then complete years in order. */
  periods: StatementPeriod[];
  /** Changes of capital (stock dividends, share issues), oldest first, with their quarter. */
  capitalEvents: QuarterCapitalEvent[];
}

export interface QuarterCapitalEvent extends CapitalEvent {
  year: number;
  quarter: number;
}

export interface StatementsDemoOptions {
  /** The moment the demo is generated for; the last quarter is the last one ended before it. */
  now?: Date;
}

/** Flow-statement lines that are balances at one moment rather than sums over the period. */
const OPENING = /^CASH_BEGINNING/;
const CLOSING = /^CASH_ENDING/;

function yearOf(quarters: readonly StatementPeriod[], companyType: CompanyType): StatementSet {
  const first = quarters[0];
  const last = quarters[quarters.length - 1];
  if (!first || !last) throw new Error('a year needs its quarters');
  const set = {} as StatementSet;
  for (const statement of STATEMENT_TYPES) {
    const values = new Map<string, number>();
    for (const item of getTemplate(companyType, statement)) {
      const of = (period: StatementPeriod): number => period.statements[statement].get(item.code) ?? 0;
      let value: number;
      if (!item.isFlow || CLOSING.test(item.code)) value = of(last);
      else if (OPENING.test(item.code)) value = of(first);
      else value = quarters.reduce((sum, q) => sum + of(q), 0);
      values.set(item.code, value);
    }
    set[statement] = values;
  }
  return set;
}

/**
 * Every statement of one company for every quarter since 2010 and every complete year, in memory
 * and without a database: the model of its company type anchors the key figures, the resolver
 * fills the rest of each template so that all formulas hold.
 */
export function buildCompanyStatements(
  company: StatementCompany,
  random: Random,
  options: StatementsDemoOptions = {},
): CompanyStatements {
  const quarters: Quarter[] = demoQuarters(options.now ?? new Date());
  const stream = random.fork(company.ticker).fork('statements');
  const model = MODELS[company.companyType](company, stream, quarters);
  const weights = new SplitWeights(stream.fork('weights'));
  const periods: StatementPeriod[] = [];
  quarters.forEach((q, i) => {
    const anchors = model.quarters[i]?.anchors;
    if (!anchors) throw new Error(`${company.ticker}: no model for quarter ${q.index}`);
    const previous = periods[i - 1]?.statements;
    const statements = {} as StatementSet;
    for (const statement of RESOLVE_ORDER) {
      const own = new Map(anchors[statement]);
      for (const link of model.links) {
        if (link.statement !== statement || own.has(link.code)) continue;
        const source = link.previous ? previous : statements;
        const value = source?.[link.from]?.get(link.fromCode);
        if (value !== undefined) own.set(link.code, value);
      }
      statements[statement] = resolveStatement(templatePlan(company.companyType, statement), own, {
        hint: (code) => weights.hint(statement, code, i),
        fraction: (code) => weights.fraction(statement, code, i, 0.3, 0.8),
      });
    }
    periods.push({ periodType: 'quarter', year: q.year, quarter: q.quarter, statements });
  });
  const years = [...new Set(quarters.map((q) => q.year))];
  for (const year of years) {
    const ofYear = periods.filter((p) => p.periodType === 'quarter' && p.year === year);
    if (ofYear.length !== 4) continue;
    periods.push({ periodType: 'year', year, quarter: 0, statements: yearOf(ofYear, company.companyType) });
  }
  const capitalEvents = quarters.flatMap((q, i) =>
    (model.quarters[i]?.capitalEvents ?? []).map((event) => ({ ...event, year: q.year, quarter: q.quarter })),
  );
  return { ticker: company.ticker, companyType: company.companyType, periods, capitalEvents };
}

export type StatementValueRow = Omit<typeof statementValues.$inferInsert, 'updatedAt'>;

/** Rows of statement_values for one company, in template order. */
export function statementRows(generated: CompanyStatements): StatementValueRow[] {
  const rows: StatementValueRow[] = [];
  for (const period of generated.periods) {
    for (const statement of STATEMENT_TYPES) {
      const values = period.statements[statement];
      for (const item of getTemplate(generated.companyType, statement)) {
        rows.push({
          ticker: generated.ticker,
          statement,
          itemCode: item.code,
          periodType: period.periodType,
          year: period.year,
          quarter: period.quarter,
          value: values.get(item.code) ?? 0,
          source: DEMO_STATEMENT_SOURCE,
        });
      }
    }
  }
  return rows;
}

export type StatementChoiceRow = typeof statementChoices.$inferInsert;

/** The demo as the shown source of every (statement, period) it generated rows for. */
export function statementChoiceRows(generated: CompanyStatements): StatementChoiceRow[] {
  const rows: StatementChoiceRow[] = [];
  for (const period of generated.periods) {
    for (const statement of STATEMENT_TYPES) {
      if (getTemplate(generated.companyType, statement).length === 0) continue;
      rows.push({
        ticker: generated.ticker,
        statement,
        periodType: period.periodType,
        year: period.year,
        quarter: period.quarter,
        source: DEMO_STATEMENT_SOURCE,
      });
    }
  }
  return rows;
}

const FALLBACK_THEME: Record<CompanyType, DemoCompanySpec['theme']> = {
  bank: 'bank',
  securities: 'securities',
  insurance: 'insurance',
  non_financial: 'building_materials',
};

/** The model inputs of a demo company: its universe entry, or a mid-sized default. */
export function statementCompany(ticker: string, companyType: CompanyType): StatementCompany {
  const spec = DEMO_UNIVERSE.find((entry) => entry.ticker === ticker);
  if (spec && spec.companyType === companyType) return spec;
  return { ticker, companyType, theme: FALLBACK_THEME[companyType], tier: 3 };
}

export interface StatementsDemoCounts {
  companies: number;
  rows: number;
}

/** Rows per insert: the unnest insert of insertMany (src/server/db/upsert.ts) takes tens of thousands at once. */
const FLUSH_ROWS = 50_000;

/**
 * Writes the demo statements of every demo company (companies.is_demo) in one transaction,
 * replacing earlier demo statement rows. Companies are generated one at a time and flushed in
 * large chunks, so memory stays bounded.
 */
export async function generateStatementsDemo(
  db: Database,
  random: Random,
  options: StatementsDemoOptions = {},
): Promise<StatementsDemoCounts> {
  const demoCompanies = await db
    .select({ ticker: companies.ticker, companyType: companies.companyType })
    .from(companies)
    .where(eq(companies.isDemo, true))
    .orderBy(companies.ticker);
  const now = options.now ?? new Date();
  let rows = 0;
  await db.transaction(async (tx) => {
    await tx.delete(statementValues).where(eq(statementValues.source, DEMO_STATEMENT_SOURCE));
    await tx.delete(statementChoices).where(eq(statementChoices.source, DEMO_STATEMENT_SOURCE));
    const choices: StatementChoiceRow[] = [];
    await withStatementKeysRebuilt(tx, async () => {
      let buffer: StatementValueRow[] = [];
      for (const { ticker, companyType } of demoCompanies) {
        const generated = buildCompanyStatements(statementCompany(ticker, companyType), random, { now });
        buffer = buffer.concat(statementRows(generated));
        choices.push(...statementChoiceRows(generated));
        if (buffer.length >= FLUSH_ROWS) {
          await insertMany(tx, statementValues, buffer);
          rows += buffer.length;
          buffer = [];
        }
      }
      await insertMany(tx, statementValues, buffer);
      rows += buffer.length;
    });
    // The demo ranks last by default: where a real source already shows a period, it stays. Tickers
    // that also have real rows are ranked properly (an admin may have put the demo first).
    await insertMany(tx, statementChoices, choices, { ignoreConflicts: true });
    const mixed = await tx
      .selectDistinct({ ticker: statementChoices.ticker })
      .from(statementChoices)
      .where(ne(statementChoices.source, DEMO_STATEMENT_SOURCE));
    const demoTickers = new Set(demoCompanies.map((company) => company.ticker));
    const tickers = mixed.map((row) => row.ticker).filter((ticker) => demoTickers.has(ticker));
    if (tickers.length > 0) await refreshStatementChoices(tx, { tickers });
    // Statistics for the planner: PGlite runs no autovacuum, and without them the joins of the
    // readers with statement_choices were planned as if both tables were empty.
    await tx.execute(sql`analyze statement_values, statement_choices`);
  });
  return { companies: demoCompanies.length, rows };
}
