import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/client';
import { statementValues } from '../../db/schema';
import { refreshStatementSources, STATEMENT_VALUE_KEY, yearsOf } from '../../db/statementSource';
import { seedStatementTemplates } from '../../catalog/templates/seedTemplates';
import { settleStatementCompanyType } from '../companies/companyType';
import { runFileImport, type ImportContext, type ImportSummary } from '../framework';
import { upsertChanged } from '../../db/upsert';
import { scaleOutliers } from '../statementOutliers';
import { positionMap } from './layouts';
import { placeOldFormLines } from './oldForm';
import { cellText, detectLayout, excelRow, parseFileName, readSheet, type FiinTradeSheet } from './parse';

export const FIINTRADE_FORMAT = 'fiintrade-xlsx';
export const FIINTRADE_SOURCE = 'fiintrade';

// Seeding costs a round of upserts; once per database object is enough for a whole folder.
const seededDatabases = new WeakSet<Database>();

async function ensureTemplates(db: Database): Promise<void> {
  if (seededDatabases.has(db)) return;
  await seedStatementTemplates(db);
  seededDatabases.add(db);
}

type StatementValueRow = typeof statementValues.$inferInsert;

function cellValue(
  cell: unknown,
): { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'bad'; text: string } {
  if (cell === null || cell === undefined) return { kind: 'empty' };
  if (typeof cell === 'number')
    return Number.isFinite(cell) ? { kind: 'number', value: cell } : { kind: 'bad', text: String(cell) };
  if (typeof cell === 'string' && cell.trim() === '') return { kind: 'empty' };
  return { kind: 'bad', text: cellText(cell) };
}

function valueRows(
  ctx: ImportContext,
  ticker: string,
  sheet: FiinTradeSheet,
  codes: readonly string[],
  statement: StatementValueRow['statement'],
): StatementValueRow[] {
  const rows: StatementValueRow[] = [];
  sheet.rows.forEach((row, index) => {
    ctx.read();
    const code = codes[index];
    if (code === undefined) return;
    const values: StatementValueRow[] = [];
    for (const column of sheet.columns) {
      const parsed = cellValue(row[column.column]);
      if (parsed.kind === 'empty') continue;
      if (parsed.kind === 'bad') {
        // A text cell usually means a shifted or hand-edited row: keep none of its figures.
        ctx.reject(
          excelRow(sheet.headerIndex + 1 + index),
          `ô kỳ ${column.label} không phải số: "${parsed.text}"`,
        );
        return;
      }
      values.push({
        ticker,
        statement,
        itemCode: code,
        periodType: 'quarter',
        year: column.year,
        quarter: column.quarter,
        value: parsed.value,
        source: FIINTRADE_SOURCE,
      });
    }
    rows.push(...values);
  });
  return rows;
}

/**
 * Imports one FiinTrade/FiinPro statement export (one ticker, one statement, quarterly columns) in
 * one transaction. Creates a bare company row for an unknown ticker; never renames a known one.
 */
export async function importFiinTradeFile(db: Database, file: string): Promise<ImportSummary> {
  await ensureTemplates(db);
  return runFileImport(db, FIINTRADE_FORMAT, file, async (ctx) => {
    const parsedName = parseFileName(path.basename(file));
    if (!parsedName) {
      return ctx.fail(null, 'tên tệp không theo dạng {BalanceSheet|IncomeStatement|CashFlow}_<MÃ>_<số>.xlsx');
    }
    const { fileKind, ticker } = parsedName;
    const fail = (row: number | null, reason: string): never => ctx.fail(row, reason);
    const sheet = readSheet(readFileSync(file), fail);
    const layout = detectLayout(fileKind, sheet, fail);
    const codes = positionMap(layout);
    if (codes.length !== layout.rowCount) {
      return ctx.fail(
        null,
        `mẫu ${layout.companyType}/${layout.statement} có ${codes.length} dòng, tệp có ${layout.rowCount}`,
      );
    }
    await settleStatementCompanyType(ctx, ticker, layout.companyType);
    const rows = valueRows(ctx, ticker, sheet, codes, layout.statement);
    for (const notice of scaleOutliers(rows, (code) => excelRow(sheet.headerIndex + 1 + codes.indexOf(code))))
      ctx.notice(notice.row, notice.reason);
    placeOldFormLines(layout.companyType, layout.statement, rows);
    const written = await upsertChanged(ctx.tx, statementValues, rows, {
      target: STATEMENT_VALUE_KEY,
      update: [statementValues.value],
    });
    ctx.wrote(written);
    await refreshStatementSources(ctx.tx, {
      tickers: [ticker],
      statements: [layout.statement],
      years: yearsOf(rows),
    });
  });
}
