import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/client';
import { runFileImport, type ImportContext, type ImportSummary } from '../framework';
import { registerImporter } from '../registry';
import { ObservationSet, writeObservations } from './common';
import { cleanName, type VietstockKind } from './vietstockNames';
import { mapCpi, mapFx, mapGdp, mapPopulation, type Mapped, type VietstockRow } from './vietstockMappers';

export const VIETSTOCK_JSON_FORMAT = 'vietstock-json';

type FileKind = VietstockKind | 'gdp';

const KIND_BY_STEM: Record<string, FileKind> = {
  cpi: 'cpi',
  gdp_growth: 'gdp',
  exchange_rates: 'fx',
  population_labor: 'population',
};
/** Vietstock's report types, for a file saved under another name. */
const KIND_BY_NORM_TYPE: Record<number, FileKind> = { 52: 'cpi', 43: 'gdp', 53: 'fx', 56: 'population' };

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** Every row must carry the fields this importer reads; otherwise the file is not Vietstock's layout. */
function readRows(ctx: ImportContext, text: string): { rows: VietstockRow[]; normType: unknown } {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    // The parser's own words are English and name offsets; a cut-off file is the usual cause.
    ctx.fail(
      null,
      'Không đọc được JSON: tệp bị hỏng hoặc bị cắt cụt (cấu trúc JSON không hoàn chỉnh); không nhập gì từ tệp này',
    );
  }
  const data =
    typeof document === 'object' && document !== null ? (document as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) ctx.fail(null, 'Bố cục không đúng: thiếu mảng "data"');
  const rows: VietstockRow[] = [];
  data.forEach((item: unknown, index) => {
    const row = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const valid =
      typeof row.NormID === 'number' &&
      isText(row.NormName) &&
      isText(row.ReportTime) &&
      isText(row.TernDay) &&
      isTextOrNull(row.GroupName ?? null) &&
      isTextOrNull(row.UnitCode ?? null) &&
      isTextOrNull(row.FromSource ?? null) &&
      'NormValue' in row;
    if (!valid)
      ctx.fail(index + 1, 'Bố cục không đúng: thiếu NormID, NormName, ReportTime, TernDay hoặc NormValue');
    rows.push({
      NormID: row.NormID as number,
      NormName: row.NormName as string,
      GroupName: (row.GroupName ?? null) as string | null,
      UnitCode: (row.UnitCode ?? null) as string | null,
      FromSource: (row.FromSource ?? null) as string | null,
      NormValue: row.NormValue,
      ReportTime: row.ReportTime as string,
      TernDay: row.TernDay as string,
    });
  });
  const first = data[0] as Record<string, unknown> | undefined;
  return { rows, normType: first?.NormTypeID };
}

/** "/Date(1696266000000)/" is a UTC instant; Vietstock means the day in Vietnam (UTC+7). */
function releaseDay(ternDay: string): string | null {
  const match = /^\/Date\((-?\d+)\)\/$/.exec(ternDay.trim());
  if (!match) return null;
  const instant = new Date(Number(match[1]) + 7 * 3600_000);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString().slice(0, 10);
}

function fileSource(rows: VietstockRow[]): string {
  const origins = [
    ...new Set(
      rows
        .map((row) => row.FromSource)
        .filter(isText)
        .map(cleanName),
    ),
  ];
  return origins.length > 0 ? `Vietstock (${origins.join(', ')})` : 'Vietstock';
}

function kindOf(file: string, normType: unknown): FileKind | undefined {
  const stem = path
    .basename(file)
    .replace(/\.json$/i, '')
    .toLowerCase();
  return KIND_BY_STEM[stem] ?? (typeof normType === 'number' ? KIND_BY_NORM_TYPE[normType] : undefined);
}

function collect(ctx: ImportContext, kind: FileKind, rows: VietstockRow[]): ObservationSet {
  const source = fileSource(rows);
  const set = new ObservationSet(ctx);
  // Daily exchange rates become one month-end value: the last quoted day of each month.
  const lastDays = new Map<string, { row: number; day: string; mapped: Mapped; value: number }>();
  rows.forEach((row, index) => {
    const rowNumber = index + 1;
    ctx.read();
    if (row.NormValue === null) {
      ctx.reject(rowNumber, `${cleanName(row.NormName)} ${row.ReportTime}: không có giá trị`);
      return;
    }
    if (typeof row.NormValue !== 'number' || !Number.isFinite(row.NormValue)) {
      ctx.reject(rowNumber, `NormValue ${JSON.stringify(row.NormValue)} không phải là số`);
      return;
    }
    const release = releaseDay(row.TernDay);
    if (release === null) {
      ctx.reject(rowNumber, `TernDay "${row.TernDay}" không hợp lệ`);
      return;
    }
    if (kind === 'fx') {
      const mapped = mapFx(row, source);
      if (typeof mapped === 'string') {
        ctx.reject(rowNumber, mapped);
        return;
      }
      const key = `${mapped.spec.code}|${mapped.period}`;
      const current = lastDays.get(key);
      if (current?.day === mapped.day) {
        ctx.reject(
          rowNumber,
          `Trùng ngày ${row.ReportTime} với dòng ${current.row}: giữ dòng ${current.row}`,
        );
        return;
      }
      if (!current || mapped.day > current.day)
        lastDays.set(key, { row: rowNumber, day: mapped.day, mapped, value: row.NormValue });
      return;
    }
    const mapped =
      kind === 'cpi'
        ? mapCpi(row, source)
        : kind === 'gdp'
          ? mapGdp(row, source)
          : mapPopulation(row, source);
    if (typeof mapped === 'string') {
      ctx.reject(rowNumber, mapped);
      return;
    }
    const observation = {
      seriesCode: mapped.spec.code,
      period: mapped.period,
      valueType: mapped.valueType,
      value: row.NormValue,
      releaseDate: release,
    };
    set.addRow(
      `${mapped.spec.code}|${mapped.period}|${mapped.valueType}`,
      `${mapped.spec.nameVi} kỳ ${row.ReportTime}`,
      { row: rowNumber, releaseDate: release, observations: [observation] },
      [mapped.spec],
    );
  });
  for (const [key, entry] of lastDays) {
    const { mapped } = entry;
    set.addRow(
      key,
      `${mapped.spec.nameVi} kỳ ${mapped.period}`,
      {
        row: entry.row,
        releaseDate: entry.day,
        observations: [
          {
            seriesCode: mapped.spec.code,
            period: mapped.period,
            valueType: 'value',
            value: entry.value,
            releaseDate: entry.day,
          },
        ],
      },
      [mapped.spec],
    );
  }
  return set;
}

/** Imports one Vietstock macro JSON (cpi, gdp_growth, exchange_rates, population_labor). */
export async function importVietstockJson(db: Database, file: string): Promise<ImportSummary> {
  return runFileImport(db, VIETSTOCK_JSON_FORMAT, file, async (ctx: ImportContext) => {
    const { rows, normType } = readRows(ctx, readFileSync(file, 'utf8'));
    const kind = kindOf(file, normType);
    if (!kind)
      ctx.fail(null, 'Không nhận ra loại tệp Vietstock (cpi, gdp_growth, exchange_rates, population_labor)');
    await writeObservations(ctx, collect(ctx, kind, rows));
  });
}

registerImporter({
  format: VIETSTOCK_JSON_FORMAT,
  description: 'Vietstock macro JSON output: CPI, GDP, USD/VND exchange rates, population and labour',
  matches: (fileName) =>
    /\.json$/i.test(fileName) && fileName.replace(/\.json$/i, '').toLowerCase() in KIND_BY_STEM,
  importFile: importVietstockJson,
});
