import { eq, inArray } from 'drizzle-orm';
import type { MacroFrequency } from '@/common/constants/market';
import type { Database } from '../../db/client';
import { companies, macroMenuItems, macroSeries } from '../../db/schema';
import { codeFragment } from '../macro/common';
import type { LineError, LongRow } from './longCsvRows';

/**
 * Which series each line of a long CSV feeds: an existing line of the indicator (by ticker, by name
 * ignoring case and diacritics, or by code), a catalog line the database does not hold yet, or a new
 * series named after the entity. Checks units and duplicate (series, period) lines on the way.
 */

export interface Candidate {
  code: string;
  /** null: not in the database yet (a catalog line, or a series this file creates). */
  id: number | null;
  indicatorCode: string;
  nameVi: string;
  nameEn: string;
  unit: string;
  ticker: string | null;
  isDemo: boolean;
  position: number;
  /** The catalog line this one is a part of (catalog lines only). */
  parentCode: string | null;
}

export interface Target {
  candidate: Candidate;
  frequency: MacroFrequency;
  ticker: string | null;
  source: string;
  rows: LongRow[];
}

/** Lower case, no diacritics (đ as d), single spaces: "Hòa  Phát" and "hoa phat" meet. */
export function plainName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

async function storedCandidates(tx: Database, indicatorCodes: string[]): Promise<Candidate[]> {
  if (indicatorCodes.length === 0) return [];
  const rows = await tx
    .select({ series: macroSeries, indicatorCode: macroMenuItems.code })
    .from(macroSeries)
    .innerJoin(macroMenuItems, eq(macroMenuItems.id, macroSeries.menuItemId))
    .where(inArray(macroMenuItems.code, indicatorCodes));
  return rows.map(({ series, indicatorCode }) => ({
    code: series.code,
    id: series.id,
    indicatorCode,
    nameVi: series.nameVi,
    nameEn: series.nameEn,
    unit: series.unit,
    ticker: series.ticker,
    isDemo: series.isDemo,
    position: series.position,
    parentCode: null,
  }));
}

/** The candidates of every indicator the file names: stored series, then catalog lines not stored. */
async function candidatesOf(tx: Database, rows: readonly LongRow[]): Promise<Map<string, Candidate[]>> {
  const indicators = new Map(rows.map((row) => [row.indicator.code, row.indicator]));
  const stored = await storedCandidates(tx, [...indicators.keys()]);
  const storedCodes = new Set(stored.map((candidate) => candidate.code));
  const byIndicator = new Map<string, Candidate[]>();
  for (const [code, indicator] of indicators) {
    const own = stored.filter((candidate) => candidate.indicatorCode === code);
    indicator.series.forEach((series, position) => {
      if (storedCodes.has(series.code)) return;
      own.push({
        code: series.code,
        id: null,
        indicatorCode: code,
        nameVi: series.nameVi,
        nameEn: series.nameEn,
        unit: series.unit,
        ticker: series.ticker ?? null,
        isDemo: true,
        position,
        parentCode: series.parent ?? null,
      });
    });
    byIndicator.set(code, own);
  }
  return byIndicator;
}

function findCandidate(candidates: readonly Candidate[], row: LongRow): Candidate | undefined {
  const upper = row.entity.toUpperCase();
  const plain = plainName(row.entity);
  const newCode = `${row.indicator.code}_${codeFragment(row.entity)}`;
  return (
    (row.ticker === null ? undefined : candidates.find((candidate) => candidate.ticker === row.ticker)) ??
    candidates.find(
      (candidate) =>
        plainName(candidate.nameVi) === plain ||
        (candidate.nameEn !== '' && plainName(candidate.nameEn) === plain),
    ) ??
    candidates.find((candidate) => candidate.ticker === upper) ??
    candidates.find((candidate) => candidate.code === upper || candidate.code === newCode)
  );
}

async function listedTickers(tx: Database, rows: readonly LongRow[]): Promise<Set<string>> {
  const words = [...new Set(rows.map((row) => row.entity.toUpperCase()))].filter((word) =>
    /^[A-Z0-9]{2,10}$/.test(word),
  );
  if (words.length === 0) return new Set();
  const found = await tx
    .select({ ticker: companies.ticker })
    .from(companies)
    .where(inArray(companies.ticker, words));
  return new Set(found.map((row) => row.ticker));
}

/** The series of every line, or what is wrong with the lines that cannot be placed. */
export async function planSeries(
  tx: Database,
  rows: readonly LongRow[],
): Promise<{ targets: Map<string, Target>; errors: LineError[] }> {
  const candidates = await candidatesOf(tx, rows);
  const listed = await listedTickers(tx, rows);
  const targets = new Map<string, Target>();
  const seen = new Map<string, number>();
  const errors: LineError[] = [];
  for (const row of rows) {
    const own = candidates.get(row.indicator.code) ?? [];
    let candidate = findCandidate(own, row);
    if (!candidate) {
      const fragment = codeFragment(row.entity);
      if (fragment === '') {
        errors.push({ line: row.line, message: `tên đối tượng "${row.entity}" không có chữ hoặc số` });
        continue;
      }
      const upper = row.entity.toUpperCase();
      candidate = {
        code: `${row.indicator.code}_${fragment}`,
        id: null,
        indicatorCode: row.indicator.code,
        nameVi: row.entity,
        nameEn: '',
        unit: row.unit,
        ticker: row.ticker ?? (listed.has(upper) ? upper : null),
        isDemo: false,
        position: 100 + own.length,
        parentCode: null,
      };
      own.push(candidate);
      candidates.set(row.indicator.code, own);
    }
    const name = candidate.nameVi;
    if (candidate.unit !== row.unit) {
      errors.push({
        line: row.line,
        message: `đơn vị "${row.unit}" khác đơn vị "${candidate.unit}" của chuỗi "${name}"`,
      });
      continue;
    }
    const target = targets.get(candidate.code) ?? {
      candidate,
      frequency: row.indicator.frequency,
      ticker: candidate.ticker,
      source: row.source,
      rows: [],
    };
    if (row.ticker !== null && target.ticker !== null && row.ticker !== target.ticker) {
      errors.push({
        line: row.line,
        message: `mã chứng khoán ${row.ticker} khác mã ${target.ticker} của chuỗi "${name}"`,
      });
      continue;
    }
    const key = `${candidate.code}|${row.period}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors.push({
        line: row.line,
        message: `trùng chuỗi "${name}" kỳ ${row.periodText} với dòng ${String(earlier)}`,
      });
      continue;
    }
    seen.set(key, row.line);
    target.ticker = target.ticker ?? row.ticker;
    target.source = row.source;
    target.rows.push(row);
    targets.set(candidate.code, target);
  }
  return { targets, errors };
}
