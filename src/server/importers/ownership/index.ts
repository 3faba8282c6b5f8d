import { readFileSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, insiderTransactions, majorShareholders, ownershipStructure } from '../../db/schema';
import { chunk, upsertChanged } from '../../db/upsert';
import { CsvReadError, readCsvRecords, type CsvRecord } from '../csvRecords';
import { runFileImport, type ImportContext, type ImportSummary } from '../framework';
import { registerImporter } from '../registry';
import { KIND_LABELS, kindOf, mapHeader, REQUIRED, type OwnershipFileKind } from './columns';
import { checkRows, type OwnershipRow } from './rows';

export const OWNERSHIP_FORMAT = 'ownership-csv';

/** A structure whose kinds add up to more than this (percent) is kept with a notice. */
const STRUCTURE_TOTAL_TOLERANCE = 100.5;

function recordsOf(ctx: ImportContext, text: string): CsvRecord[] {
  try {
    return readCsvRecords(text);
  } catch (error) {
    if (error instanceof CsvReadError) ctx.fail(error.row, error.reason);
    throw error;
  }
}

async function knownTickers(tx: Database, tickers: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (const part of chunk(tickers, 1000)) {
    const rows = await tx
      .select({ ticker: companies.ticker })
      .from(companies)
      .where(inArray(companies.ticker, part));
    for (const row of rows) known.add(row.ticker);
  }
  return known;
}

function noticeStructureTotals(ctx: ImportContext, rows: readonly OwnershipRow[]): void {
  const totals = new Map<string, { line: number; pct: number }>();
  for (const item of rows) {
    if (item.kind !== 'structure' || item.row.pct === null) continue;
    const key = `${item.row.ticker} ${item.row.asOf} (${item.row.source})`;
    const total = totals.get(key) ?? { line: item.row.line, pct: 0 };
    total.pct += item.row.pct;
    totals.set(key, total);
  }
  for (const [key, total] of totals)
    if (total.pct > STRUCTURE_TOTAL_TOLERANCE)
      ctx.notice(total.line, `Cơ cấu cổ đông ${key} cộng lại ${total.pct.toFixed(2)}%, quá 100%`);
}

async function writeRows(
  ctx: ImportContext,
  kind: OwnershipFileKind,
  rows: readonly OwnershipRow[],
): Promise<number> {
  if (kind === 'structure') {
    const values = rows.flatMap((item) => (item.kind === 'structure' ? [item.row] : []));
    return upsertChanged(
      ctx.tx,
      ownershipStructure,
      values.map(({ ticker, asOf, holderKind, shares, pct, source }) => ({
        ticker,
        asOf,
        holderKind,
        shares,
        pct,
        source,
      })),
      {
        target: [
          ownershipStructure.ticker,
          ownershipStructure.asOf,
          ownershipStructure.holderKind,
          ownershipStructure.source,
        ],
        update: [ownershipStructure.shares, ownershipStructure.pct],
      },
    );
  }
  if (kind === 'major') {
    const values = rows.flatMap((item) => (item.kind === 'major' ? [item.row] : []));
    return upsertChanged(
      ctx.tx,
      majorShareholders,
      values.map(({ ticker, holderName, holderKind, asOf, shares, pct, source }) => ({
        ticker,
        holderName,
        holderKind,
        asOf,
        shares,
        pct,
        source,
      })),
      {
        target: [
          majorShareholders.ticker,
          majorShareholders.holderName,
          majorShareholders.asOf,
          majorShareholders.source,
        ],
        update: [majorShareholders.holderKind, majorShareholders.shares, majorShareholders.pct],
      },
    );
  }
  const values = rows.flatMap((item) => (item.kind === 'insider' ? [item.row] : []));
  return upsertChanged(
    ctx.tx,
    insiderTransactions,
    values.map(({ line: _line, ...row }) => row),
    {
      target: [
        insiderTransactions.ticker,
        insiderTransactions.personName,
        insiderTransactions.action,
        insiderTransactions.registeredFrom,
        insiderTransactions.source,
      ],
      update: [
        insiderTransactions.position,
        insiderTransactions.relation,
        insiderTransactions.registeredShares,
        insiderTransactions.registeredTo,
        insiderTransactions.executedShares,
        insiderTransactions.executedOn,
        insiderTransactions.sharesBefore,
        insiderTransactions.sharesAfter,
        insiderTransactions.status,
      ],
      touch: [insiderTransactions.updatedAt],
    },
  );
}

/**
 * Imports one ownership CSV (docs/DATA.md "Ownership import") in one transaction: the header says
 * whether it holds the shareholder structure, major shareholders or insider deals. Bad rows are
 * rejected with their line and a Vietnamese reason and the rest written; a broken or cut-off file,
 * or a header without the kind's columns, writes nothing.
 */
export async function importOwnershipCsv(
  db: Database,
  source: { file: string; text: string },
): Promise<ImportSummary> {
  return runFileImport(db, OWNERSHIP_FORMAT, source.file, async (ctx) => {
    const [header, ...body] = recordsOf(ctx, source.text);
    if (!header) return ctx.fail(null, 'Tệp rỗng: không có dòng tiêu đề');
    const mapped = mapHeader(header.cells);
    if ('error' in mapped) return ctx.fail(1, mapped.error);
    const kind = kindOf(mapped.columns);
    if (!kind)
      return ctx.fail(
        1,
        'Không nhận ra loại dữ liệu: dòng tiêu đề cần cột person_name (giao dịch nội bộ), holder_name (cổ đông lớn) hoặc holder_kind (cơ cấu cổ đông)',
      );
    const missing = REQUIRED[kind].filter((key) => mapped.columns[key] === undefined);
    if (missing.length > 0) return ctx.fail(1, `Tệp ${KIND_LABELS[kind]} thiếu cột: ${missing.join(', ')}`);
    ctx.read(body.length);
    const checked = checkRows(kind, body, mapped.columns);
    for (const rejection of checked.rejections) ctx.reject(rejection.row, rejection.reason);
    for (const notice of checked.notices) ctx.notice(notice.row, notice.reason);
    const known = await knownTickers(ctx.tx, [...new Set(checked.rows.map((item) => item.row.ticker))]);
    const kept = checked.rows.filter((item) => {
      if (known.has(item.row.ticker)) return true;
      ctx.reject(item.row.line, `Mã chứng khoán ${item.row.ticker} không có trong danh sách công ty`);
      return false;
    });
    noticeStructureTotals(ctx, kept);
    ctx.wrote(await writeRows(ctx, kind, kept));
  });
}

export async function importOwnershipFile(db: Database, file: string): Promise<ImportSummary> {
  return importOwnershipCsv(db, { file, text: readFileSync(file, 'utf8') });
}

registerImporter({
  format: OWNERSHIP_FORMAT,
  description:
    'Sở hữu: cơ cấu cổ đông, cổ đông lớn hoặc giao dịch nội bộ, CSV (*.ownership.csv), loại nhận từ dòng tiêu đề',
  matches: (fileName) => /\.ownership\.csv$/i.test(fileName),
  importFile: importOwnershipFile,
});
