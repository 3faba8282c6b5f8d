import { industryFromSlug, industryLabel, type DeepDataIndustry } from '@/common/industry/industries';
import { MACRO_PERIOD_WORDS } from '@/common/macro/labels';
import {
  indicatorsOf,
  industrySpecOf,
  INDUSTRY_CATALOG,
  type IndustryIndicatorSpec,
} from '../../catalog/industry';
import { parseIndustryPeriod, PERIOD_NOTATION } from '../../catalog/industry/periods';
import { CsvReadError, readCsvRecords, type CsvRecord } from '../csvRecords';

/**
 * The long CSV of industry data (docs/DATA.md, "Dữ liệu ngành: định dạng CSV dài"): one observation
 * per line. This part reads and checks each line on its own; matching entities to series is
 * longCsvSeries.ts's.
 */

export const REQUIRED_COLUMNS = [
  'industry',
  'indicator',
  'entity',
  'period',
  'value',
  'unit',
  'source',
] as const;
export const OPTIONAL_COLUMNS = ['ticker', 'release_date'] as const;
type Column = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];

export interface LineError {
  line: number;
  message: string;
}

export interface LongRow {
  line: number;
  industry: DeepDataIndustry;
  indicator: IndustryIndicatorSpec;
  entity: string;
  ticker: string | null;
  /** The period's last day (YYYY-MM-DD). */
  period: string;
  /** As the file writes it (2025-05, 2025-Q2, 2025). */
  periodText: string;
  value: number;
  unit: string;
  source: string;
  releaseDate: string | null;
}

export type ParsedFile =
  | { ok: true; rows: LongRow[]; errors: LineError[]; lines: number }
  | { ok: false; line: number | null; message: string };

/** A plain number with a dot decimal: no thousands separators, no units. */
const NUMBER = /^[-+]?(\d+(\.\d+)?|\.\d+)([eE][-+]?\d+)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TICKER = /^[A-Z0-9]{2,10}$/;

const INDICATOR_INDUSTRY = new Map(
  INDUSTRY_CATALOG.flatMap((spec) =>
    indicatorsOf(spec).map((indicator) => [indicator.code, spec.industry] as const),
  ),
);

function validDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

function readHeader(
  record: CsvRecord,
): { ok: true; columns: Map<Column, number> } | { ok: false; message: string } {
  const known: readonly string[] = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS];
  const columns = new Map<Column, number>();
  const unknown: string[] = [];
  for (const [position, raw] of record.cells.entries()) {
    const name = raw.trim().toLowerCase();
    if (!known.includes(name)) unknown.push(raw);
    else if (columns.has(name as Column)) return { ok: false, message: `Cột "${name}" xuất hiện hai lần` };
    else columns.set(name as Column, position);
  }
  if (unknown.length > 0) return { ok: false, message: `Cột không thuộc định dạng: ${unknown.join(', ')}` };
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.has(name));
  if (missing.length > 0) return { ok: false, message: `Thiếu cột: ${missing.join(', ')}` };
  return { ok: true, columns };
}

/** Checks one line; pushes what is wrong into `errors` and returns the row when nothing is. */
function readLine(record: CsvRecord, columns: Map<Column, number>, errors: LineError[]): LongRow | null {
  const { line, cells } = record;
  const fail = (message: string) => errors.push({ line, message });
  if (cells.length !== columns.size) {
    fail(
      `có ${String(cells.length)} cột, tiêu đề có ${String(columns.size)} (dòng bị cắt hoặc thừa dấu phẩy?)`,
    );
    return null;
  }
  const cell = (name: Column) => {
    const position = columns.get(name);
    return position === undefined ? '' : (cells[position] ?? '').trim();
  };
  const before = errors.length;
  const industryText = cell('industry');
  const industry = industryFromSlug(industryText);
  const spec = industry ? industrySpecOf(industry) : undefined;
  if (!industry) fail(`ngành "${industryText}" không tồn tại`);
  else if (!spec) fail(`ngành ${industryLabel(industry)} chưa có trong danh mục dữ liệu ngành`);
  const code = cell('indicator').toUpperCase();
  const indicator = spec ? indicatorsOf(spec).find((candidate) => candidate.code === code) : undefined;
  if (spec && !indicator) {
    const owner = INDICATOR_INDUSTRY.get(code);
    fail(
      owner
        ? `chỉ tiêu ${code} thuộc ngành ${industryLabel(owner)}, không thuộc ngành ${industryLabel(spec.industry)}`
        : `chỉ tiêu "${cell('indicator')}" không có trong danh mục ngành ${industryLabel(spec.industry)}`,
    );
  }
  const entity = cell('entity').replace(/\s+/g, ' ');
  if (entity === '') fail('thiếu tên đối tượng (cột entity)');
  const period = parseIndustryPeriod(cell('period'));
  if (!period) fail(`kỳ "${cell('period')}" không hợp lệ (viết YYYY-MM, YYYY-Qn hoặc YYYY)`);
  else if (indicator && period.frequency !== indicator.frequency) {
    const own = indicator.frequency;
    fail(
      `kỳ "${cell('period')}" là kỳ ${MACRO_PERIOD_WORDS[period.frequency]}, chỉ tiêu ${indicator.code} theo ${MACRO_PERIOD_WORDS[own]} (viết ${PERIOD_NOTATION[own]})`,
    );
  }
  const valueText = cell('value');
  const value = Number(valueText);
  if (!NUMBER.test(valueText) || !Number.isFinite(value))
    fail(
      `giá trị "${valueText}" không phải là số (dùng dấu chấm thập phân, không dùng dấu phân cách hàng nghìn)`,
    );
  const unit = cell('unit');
  if (unit === '') fail('thiếu đơn vị (cột unit)');
  const source = cell('source');
  if (source === '') fail('thiếu nguồn (cột source)');
  const tickerText = cell('ticker').toUpperCase();
  if (tickerText !== '' && !TICKER.test(tickerText)) fail(`mã chứng khoán "${cell('ticker')}" không hợp lệ`);
  const releaseDate = cell('release_date');
  if (releaseDate !== '' && !validDate(releaseDate))
    fail(`ngày công bố "${releaseDate}" không hợp lệ (viết YYYY-MM-DD)`);
  if (errors.length > before || !industry || !indicator || !period) return null;
  return {
    line,
    industry,
    indicator,
    entity,
    ticker: tickerText === '' ? null : tickerText,
    period: period.end,
    periodText: cell('period'),
    value,
    unit,
    source,
    releaseDate: releaseDate === '' ? null : releaseDate,
  };
}

function csvErrorLine(error: unknown): number | null {
  const lines = (error as { lines?: unknown }).lines;
  return typeof lines === 'number' ? lines : null;
}

/** Reads the file's text: a broken header or CSV stops the file, line problems are collected. */
export function parseLongCsv(text: string): ParsedFile {
  let records: CsvRecord[];
  try {
    records = readCsvRecords(text);
  } catch (error) {
    if (error instanceof CsvReadError) return { ok: false, line: error.row, message: error.reason };
    const code = (error as { code?: unknown }).code;
    const message =
      code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'dấu ngoặc kép chưa được đóng (tệp bị cắt?)'
        : `không đọc được CSV (${error instanceof Error ? error.message : String(error)})`;
    return { ok: false, line: csvErrorLine(error), message };
  }
  const [head, ...body] = records;
  if (!head) return { ok: false, line: null, message: 'Tệp rỗng' };
  const header = readHeader(head);
  if (!header.ok) return { ok: false, line: head.line, message: header.message };
  if (body.length === 0) return { ok: false, line: null, message: 'Tệp không có dòng số liệu nào' };
  const errors: LineError[] = [];
  const rows = body.flatMap((record) => readLine(record, header.columns, errors) ?? []);
  return { ok: true, rows, errors, lines: body.length };
}
