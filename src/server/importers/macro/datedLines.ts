import type { MacroFrequency } from '@/common/constants/market';
import type { ImportContext } from '../framework';
import { ObservationSet, type MacroValueKind, type SeriesSpec } from './common';
import { toMonthly, type DailyAggregation, type DailyQuote } from './monthly';
import { localNumber, type TableFile } from './tableCsv';

/**
 * What the SBV, HNX/VBMA and MOF importers share: a line (series) they write, daily quotes collected
 * per line and turned into months, monthly figures, and the observation set they end in.
 */

export interface LineSpec {
  code: string;
  menuCode: string;
  nameVi: string;
  nameEn: string;
  /** The stored unit (one per line, whatever the file writes: "% năm" is stored as %). */
  unit: string;
}

export function seriesOf(line: LineSpec, source: string, frequency: MacroFrequency = 'month'): SeriesSpec {
  return { ...line, frequency, source };
}

/** Reads a cell as a number; a cell that is not one rejects its row (with the column) and gives undefined. */
export function cellNumber(
  ctx: ImportContext,
  table: TableFile,
  line: number,
  cells: readonly string[],
  column: number,
): number | null | undefined {
  const raw = cells[column] ?? '';
  const parsed = localNumber(raw, table.decimalComma);
  if (parsed.ok) return parsed.value;
  ctx.reject(line, `Dòng ${line}, cột "${table.header[column] ?? ''}": "${raw}" không phải là số`);
  return undefined;
}

/** Daily quotes per line; a second quote of the same line and day is a duplicate (the first kept). */
export class DailyLines {
  private readonly quotes = new Map<string, Map<string, DailyQuote & { line: number }>>();
  private readonly specs = new Map<string, LineSpec>();

  constructor(private readonly ctx: ImportContext) {}

  add(spec: LineSpec, day: string, value: number, line: number): void {
    this.specs.set(spec.code, spec);
    const days = this.quotes.get(spec.code) ?? new Map<string, DailyQuote & { line: number }>();
    const existing = days.get(day);
    if (existing) {
      this.ctx.reject(
        line,
        `Trùng "${spec.nameVi}" ngày ${day} với dòng ${existing.line}: giữ dòng ${existing.line}`,
      );
      return;
    }
    days.set(day, { day, value, line });
    this.quotes.set(spec.code, days);
  }

  /** Every line's months, into an observation set: value and the month's last quoted day as release. */
  into(set: ObservationSet, aggregation: DailyAggregation, source: string): void {
    for (const [code, days] of this.quotes) {
      const spec = this.specs.get(code);
      if (!spec) continue;
      const quotes = [...days.values()];
      const lastLine = new Map(quotes.map((quote) => [quote.day, quote.line]));
      for (const month of toMonthly(quotes, aggregation)) {
        set.addRow(
          `${code}|${month.period}`,
          `"${spec.nameVi}" kỳ ${month.period}`,
          {
            row: lastLine.get(month.releaseDate) ?? 0,
            releaseDate: month.releaseDate,
            observations: [
              {
                seriesCode: code,
                period: month.period,
                valueType: 'value',
                value: month.value,
                releaseDate: month.releaseDate,
              },
            ],
          },
          [seriesOf(spec, source)],
        );
      }
    }
  }
}

/** One monthly figure (or several value types of one line and month) into the set. */
export function addMonthly(
  set: ObservationSet,
  spec: LineSpec,
  source: string,
  row: number,
  period: string,
  values: readonly [MacroValueKind, number][],
  releaseDate: string | null = null,
): void {
  if (values.length === 0) return;
  set.addRow(
    `${spec.code}|${period}`,
    `"${spec.nameVi}" kỳ ${period}`,
    {
      row,
      releaseDate,
      observations: values.map(([valueType, value]) => ({
        seriesCode: spec.code,
        period,
        valueType,
        value,
        releaseDate,
      })),
    },
    [seriesOf(spec, source)],
  );
}
