import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { MacroFrequency } from '@/common/constants/market';
import { macroSeries, macroValues } from '../../db/schema';
import { seedMacroMenu } from '../../catalog/macro';
import { type ImportContext } from '../framework';
import { chunk, upsertChanged } from '../../db/upsert';

/** Value types a macro importer may write (docs/DATA.md, Macro data says what each one is). */
export type MacroValueKind = 'value' | 'yoy' | 'mom' | 'qoq' | 'ytd' | 'ytd_yoy' | 'yoy_avg';

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Last day of a month (month 1-12), the `period` of a monthly observation. */
export function monthEnd(year: number, month: number): string {
  return isoDate(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate());
}

export function quarterEnd(year: number, quarter: number): string {
  return monthEnd(year, quarter * 3);
}

export function yearEnd(year: number): string {
  return isoDate(year, 12, 31);
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** An empty cell is "not published" (null); anything else must be a plain finite number. */
export function parseNumber(raw: string): { ok: true; value: number | null } | { ok: false } {
  const text = raw.trim();
  if (text === '') return { ok: true, value: null };
  if (!NUMBER.test(text)) return { ok: false };
  const value = Number(text);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false };
}

/**
 * A code fragment from a Vietnamese name: diacritics dropped, upper case, underscores. Spelling
 * variants of one category ("Hóa chất" / "Hoá chất") meet on one code. Long names are shortened
 * with a hash so codes stay readable and still unique.
 */
export function codeFragment(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (plain.length <= 48) return plain;
  const hash = createHash('sha1').update(plain).digest('hex').slice(0, 8).toUpperCase();
  return `${plain.slice(0, 39)}_${hash}`;
}

/** GSO writes totals in capitals ("CHỈ SỐ GIÁ TIÊU DÙNG"); show them in sentence case. */
export function displayName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name !== name.toLocaleUpperCase('vi') || name === name.toLocaleLowerCase('vi')) return name;
  const lower = name.toLocaleLowerCase('vi');
  return lower.charAt(0).toLocaleUpperCase('vi') + lower.slice(1);
}

export interface SeriesSpec {
  code: string;
  /** Code of the menu indicator (level 2 item) the series belongs under. */
  menuCode: string;
  nameVi: string;
  nameEn: string;
  unit: string;
  frequency: MacroFrequency;
  source: string;
}

export interface Observation {
  seriesCode: string;
  period: string;
  valueType: MacroValueKind;
  value: number;
  releaseDate: string | null;
}

interface RowGroup {
  row: number;
  releaseDate: string | null;
  observations: Observation[];
}

/**
 * Collects a file's observations row by row. Two rows for the same thing and period are a
 * duplicate: the later release wins (on a tie, the first row, which is the newest-first files'
 * own order), and the dropped row is reported.
 */
export class ObservationSet {
  private readonly groups = new Map<string, RowGroup>();
  readonly series = new Map<string, SeriesSpec>();

  constructor(private readonly ctx: ImportContext) {}

  addRow(key: string, describe: string, group: RowGroup, series: SeriesSpec[]): void {
    const existing = this.groups.get(key);
    if (existing) {
      const newer = (group.releaseDate ?? '') > (existing.releaseDate ?? '');
      const [kept, dropped] = newer ? [group, existing] : [existing, group];
      this.ctx.reject(
        dropped.row,
        `Trùng ${describe} với dòng ${kept.row}: giữ bản công bố mới nhất (dòng ${kept.row})`,
      );
      if (!newer) return;
    }
    this.groups.set(key, group);
    for (const spec of series) if (!this.series.has(spec.code)) this.series.set(spec.code, spec);
  }

  observations(): Observation[] {
    return [...this.groups.values()].flatMap((group) => group.observations);
  }
}

/**
 * Writes the series that received at least one observation, then the observations, in the file's
 * transaction. Only real changes count as written, so importing the same file again writes 0.
 */
export async function writeObservations(ctx: ImportContext, set: ObservationSet): Promise<void> {
  const observations = set.observations();
  const used = new Set(observations.map((item) => item.seriesCode));
  const specs = [...set.series.values()].filter((spec) => used.has(spec.code));
  if (specs.length === 0) return;
  const menu = await seedMacroMenu(ctx.tx);
  const seriesRows = specs.map((spec, position) => {
    const menuItemId = menu.ids.get(spec.menuCode);
    if (menuItemId === undefined) ctx.fail(null, `Không có chỉ tiêu ${spec.menuCode} trong cây vĩ mô`);
    return {
      code: spec.code,
      menuItemId,
      position: 1000 + position,
      nameVi: spec.nameVi,
      nameEn: spec.nameEn,
      unit: spec.unit,
      frequency: spec.frequency,
      source: spec.source,
      isDemo: false,
    };
  });
  // Positions after the catalog's own lines (0..n), in the file's order of first appearance.
  ctx.wrote(
    await upsertChanged(ctx.tx, macroSeries, seriesRows, {
      target: [macroSeries.code],
      update: [
        macroSeries.menuItemId,
        macroSeries.nameVi,
        macroSeries.nameEn,
        macroSeries.unit,
        macroSeries.frequency,
        macroSeries.source,
        macroSeries.isDemo,
      ],
    }),
  );
  const ids = new Map<string, number>();
  for (const part of chunk([...used], 1000)) {
    const rows = await ctx.tx
      .select({ id: macroSeries.id, code: macroSeries.code })
      .from(macroSeries)
      .where(inArray(macroSeries.code, part));
    for (const row of rows) ids.set(row.code, row.id);
  }
  const specByCode = new Map(specs.map((spec) => [spec.code, spec]));
  const valueRows = observations.map((item) => {
    const seriesId = ids.get(item.seriesCode);
    if (seriesId === undefined) ctx.fail(null, `Chuỗi ${item.seriesCode} chưa được ghi`);
    return {
      seriesId,
      period: item.period,
      valueType: item.valueType,
      value: item.value,
      releaseDate: item.releaseDate,
      source: specByCode.get(item.seriesCode)?.source ?? '',
    };
  });
  ctx.wrote(
    await upsertChanged(ctx.tx, macroValues, valueRows, {
      target: [macroValues.seriesId, macroValues.valueType, macroValues.period],
      update: [macroValues.value, macroValues.releaseDate, macroValues.source],
    }),
  );
}
