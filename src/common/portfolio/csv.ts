import { TRANSACTION_KINDS, type TransactionKind } from './types';

/**
 * The portfolio CSV (docs/DATA.md "Portfolio CSV"): UTF-8, comma or semicolon separated, the first
 * line a header naming the columns in Vietnamese or English (any order, case and diacritics ignored):
 *
 *   ngay / date, loai / kind, ma / ticker, so_luong / quantity, gia / price, so_tien / amount,
 *   phi / fee, thue / tax, ghi_chu / note
 *
 * Kinds: buy|mua, sell|ban, cash_dividend|co_tuc_tien, stock_dividend|co_tuc_co_phieu, deposit|nap,
 * withdrawal|rut, fee|phi, tax|thue. Numbers are plain (20000 or 20000.5: no thousands separators).
 * Empty fee and tax of a buy or sell take the portfolio's rates. Quotes ("...") may wrap a field.
 */
export const CSV_HEADER_EXAMPLE = 'ngay,loai,ma,so_luong,gia,so_tien,phi,thue,ghi_chu';

export type CsvField = 'date' | 'kind' | 'ticker' | 'quantity' | 'price' | 'amount' | 'fee' | 'tax' | 'note';

const HEADER_NAMES: Readonly<Record<string, CsvField>> = {
  ngay: 'date',
  date: 'date',
  loai: 'kind',
  kind: 'kind',
  type: 'kind',
  ma: 'ticker',
  ticker: 'ticker',
  symbol: 'ticker',
  so_luong: 'quantity',
  quantity: 'quantity',
  gia: 'price',
  price: 'price',
  so_tien: 'amount',
  amount: 'amount',
  phi: 'fee',
  fee: 'fee',
  thue: 'tax',
  tax: 'tax',
  ghi_chu: 'note',
  note: 'note',
};

const KIND_NAMES: Readonly<Record<string, TransactionKind>> = {
  mua: 'buy',
  ban: 'sell',
  co_tuc_tien: 'cash_dividend',
  co_tuc_tien_mat: 'cash_dividend',
  co_tuc_co_phieu: 'stock_dividend',
  co_phieu_thuong: 'stock_dividend',
  nap: 'deposit',
  nap_tien: 'deposit',
  rut: 'withdrawal',
  rut_tien: 'withdrawal',
  phi: 'fee',
  thue: 'tax',
  ...Object.fromEntries(TRANSACTION_KINDS.map((kind) => [kind, kind])),
};

/** "Số lượng" -> "so_luong": lower case, no diacritics, spaces and dashes as underscores. */
export function normaliseName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** One line split into fields (double quotes wrap a field; "" inside is a quote). */
export function splitCsvLine(line: string, separator: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line.charAt(index);
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields.map((value) => value.trim());
}

export interface CsvRecord {
  /** Line number in the file (the header is line 1). */
  row: number;
  values: Partial<Record<CsvField, string>>;
}

export type CsvParse = { ok: true; records: CsvRecord[] } | { ok: false; message: string };

/** Reads the header and the rows; blank lines are skipped. Kinds are mapped to the ledger's names. */
export function parsePortfolioCsv(text: string): CsvParse {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerLine = lines[0] ?? '';
  const separator = headerLine.includes(';') && !headerLine.includes(',') ? ';' : ',';
  const header = splitCsvLine(headerLine, separator).map((name) => HEADER_NAMES[normaliseName(name)] ?? null);
  const unknown = splitCsvLine(headerLine, separator).filter((_, index) => header[index] === null);
  if (unknown.length > 0) {
    return {
      ok: false,
      message: `Dòng tiêu đề có cột không nhận ra: ${unknown.join(', ')}. Tiêu đề mẫu: ${CSV_HEADER_EXAMPLE}`,
    };
  }
  if (!header.includes('date') || !header.includes('kind')) {
    return {
      ok: false,
      message: `Dòng tiêu đề cần ít nhất cột ngày và loại. Tiêu đề mẫu: ${CSV_HEADER_EXAMPLE}`,
    };
  }
  const records: CsvRecord[] = [];
  lines.slice(1).forEach((line, index) => {
    if (line.trim() === '') return;
    const fields = splitCsvLine(line, separator);
    const values: Partial<Record<CsvField, string>> = {};
    header.forEach((field, column) => {
      const value = fields[column];
      if (field && value !== undefined && value !== '') values[field] = value;
    });
    if (values.kind !== undefined) values.kind = KIND_NAMES[normaliseName(values.kind)] ?? values.kind;
    records.push({ row: index + 2, values });
  });
  if (records.length === 0)
    return { ok: false, message: 'Tệp CSV không có dòng giao dịch nào dưới dòng tiêu đề.' };
  return { ok: true, records };
}
