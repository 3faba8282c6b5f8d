import { readFileSync } from 'node:fs';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { macroSeries, macroValues } from '../../db/schema';
import { INDUSTRY_GROUPS } from '../../catalog/industry';
import { seedMacroMenu } from '../../catalog/macro';
import { runFileImport, type ImportContext, type ImportSummary } from '../framework';
import { chunk, upsertChanged } from '../../db/upsert';
import { registerImporter } from '../registry';
import { parseLongCsv, type LineError } from './longCsvRows';
import { planSeries, type Target } from './longCsvSeries';

export const INDUSTRY_CSV_FORMAT = 'industry-csv';

/** At most this many line errors are named in the refusal. */
const MAX_NAMED_ERRORS = 20;

function refusal(errors: readonly LineError[]): string {
  const sorted = [...errors].sort((a, b) => a.line - b.line);
  const named = sorted
    .slice(0, MAX_NAMED_ERRORS)
    .map((error) => `dòng ${String(error.line)}: ${error.message}`);
  const more =
    sorted.length > MAX_NAMED_ERRORS ? [`... và ${String(sorted.length - MAX_NAMED_ERRORS)} lỗi khác`] : [];
  return [`Tệp có ${String(sorted.length)} lỗi, không ghi dữ liệu nào:`, ...named, ...more].join('\n');
}

async function idsByCode(tx: Database, codes: string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunk(codes, 1000)) {
    const rows = await tx
      .select({ id: macroSeries.id, code: macroSeries.code })
      .from(macroSeries)
      .where(inArray(macroSeries.code, part));
    for (const row of rows) ids.set(row.code, row.id);
  }
  return ids;
}

/**
 * Writes the file's series and values in the file's transaction: a demo line receiving real values
 * becomes real (is_demo false) and loses its demo values first; a catalog line the database lacked
 * is created under its catalog code; an unknown entity gets its own series.
 */
async function writeTargets(ctx: ImportContext, targets: readonly Target[]): Promise<void> {
  const { tx } = ctx;
  const menu = await seedMacroMenu(tx, INDUSTRY_GROUPS);
  const seriesRows = targets.map(({ candidate, frequency, ticker, source }) => {
    const menuItemId = menu.ids.get(candidate.indicatorCode);
    if (menuItemId === undefined)
      ctx.fail(null, `Không có chỉ tiêu ${candidate.indicatorCode} trong cây dữ liệu ngành`);
    return {
      code: candidate.code,
      menuItemId,
      position: candidate.position,
      nameVi: candidate.nameVi,
      nameEn: candidate.nameEn,
      unit: candidate.unit,
      frequency,
      source,
      isDemo: false,
      ticker,
    };
  });
  const demoIds = targets.flatMap(({ candidate }) =>
    candidate.isDemo && candidate.id !== null ? [candidate.id] : [],
  );
  for (const part of chunk(demoIds, 1000))
    await tx.delete(macroValues).where(inArray(macroValues.seriesId, part));
  ctx.wrote(
    await upsertChanged(tx, macroSeries, seriesRows, {
      target: [macroSeries.code],
      update: [macroSeries.isDemo, macroSeries.source, macroSeries.ticker],
    }),
  );
  const ids = await idsByCode(tx, [
    ...targets.map(({ candidate }) => candidate.code),
    ...targets.flatMap(({ candidate }) => candidate.parentCode ?? []),
  ]);
  // A catalog part created here hangs under its total when the total is stored.
  for (const { candidate } of targets) {
    const parentId = candidate.parentCode === null ? undefined : ids.get(candidate.parentCode);
    const id = ids.get(candidate.code);
    if (candidate.id !== null || parentId === undefined || id === undefined) continue;
    await tx
      .update(macroSeries)
      .set({ parentSeriesId: parentId })
      .where(and(eq(macroSeries.id, id), isNull(macroSeries.parentSeriesId)));
  }
  const valueRows = targets.flatMap(({ candidate, rows }) =>
    rows.map((row) => ({
      seriesId: ids.get(candidate.code) ?? ctx.fail(row.line, `Chuỗi ${candidate.code} chưa được ghi`),
      period: row.period,
      valueType: 'value',
      value: row.value,
      releaseDate: row.releaseDate,
      source: row.source,
    })),
  );
  ctx.wrote(
    await upsertChanged(tx, macroValues, valueRows, {
      target: [macroValues.seriesId, macroValues.valueType, macroValues.period],
      update: [macroValues.value, macroValues.releaseDate, macroValues.source],
    }),
  );
}

/**
 * Imports one long CSV of industry data (docs/DATA.md, "Dữ liệu ngành: định dạng CSV dài") in one
 * transaction. The whole file is checked first; any error writes nothing and names the lines.
 */
export async function importIndustryCsv(db: Database, file: string): Promise<ImportSummary> {
  return runFileImport(db, INDUSTRY_CSV_FORMAT, file, async (ctx: ImportContext) => {
    const parsed = parseLongCsv(readFileSync(file, 'utf8'));
    if (!parsed.ok) ctx.fail(parsed.line, parsed.message);
    ctx.read(parsed.lines);
    const plan = await planSeries(ctx.tx, parsed.rows);
    const errors = [...parsed.errors, ...plan.errors];
    if (errors.length > 0) ctx.fail(Math.min(...errors.map((error) => error.line)), refusal(errors));
    await writeTargets(ctx, [...plan.targets.values()]);
  });
}

registerImporter({
  format: INDUSTRY_CSV_FORMAT,
  description:
    'Industry deep data, long CSV: industry,indicator,entity,period,value,unit,source (*.industry.csv)',
  matches: (fileName) => /\.industry\.csv$/i.test(fileName),
  importFile: importIndustryCsv,
});
