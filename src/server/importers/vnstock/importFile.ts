import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPANY_TYPE_LABELS, type CompanyType, type StatementType } from '@/common/constants/market';
import type { Database } from '../../db/client';
import { statementValues } from '../../db/schema';
import { getTemplate } from '../../catalog/templates';
import { refreshStatementSources, STATEMENT_VALUE_KEY, yearsOf } from '../../db/statementSource';
import { seedStatementTemplates } from '../../catalog/templates/seedTemplates';
import { settleStatementCompanyType } from '../companies/companyType';
import { runFileImport, type ImportSummary } from '../framework';
import { upsertChanged } from '../../db/upsert';
import { scaleOutliers } from '../statementOutliers';
import { SOURCE_MAPS, type SourceMaps, type StatementFile, type VnstockSource } from './maps';
import { isPerShareUnit, lineUnit, PER_SHARE_CODES, UNIT_SCALE, type MappingEntry } from './maps/types';
import { importVciRatios } from './ratiosFile';
import { normalizeName, parseFileName, parseNumber, readTable, toStoredValue, type Fail } from './parse';

export const VNSTOCK_FORMAT = 'vnstock-csv';
export const VNSTOCK_SOURCES: Record<VnstockSource, string> = { vci: 'vnstock-vci', kbs: 'vnstock-kbs' };
export const NO_TEMPLATE_ITEM = 'không có chỉ tiêu tương ứng trong mẫu báo cáo';

const seededDatabases = new WeakSet<Database>();

async function ensureTemplates(db: Database): Promise<void> {
  if (seededDatabases.has(db)) return;
  await seedStatementTemplates(db);
  seededDatabases.add(db);
}

type StatementValueRow = typeof statementValues.$inferInsert;

interface Layout {
  companyType: CompanyType;
  statement: StatementType;
}

/** Company type from marker rows: exactly one type's markers must be present. */
function detectLayout(
  maps: SourceMaps,
  kind: StatementFile,
  itemIds: ReadonlySet<string>,
  fail: Fail,
): Layout {
  const markers = Object.entries(maps.typeMarkers[kind]) as [CompanyType, readonly string[]][];
  const types = markers.filter(([, ids]) => ids.some((id) => itemIds.has(id))).map(([type]) => type);
  const [companyType] = types;
  if (types.length !== 1 || companyType === undefined) {
    const expected = markers
      .map(([type, ids]) => `${COMPANY_TYPE_LABELS[type]}: ${ids.join(', ')}`)
      .join('; ');
    return fail(
      null,
      types.length === 0
        ? `bố cục không nhận ra: không có dòng đặc trưng nào của loại hình đã biết (${expected})`
        : `bố cục mơ hồ: có dòng đặc trưng của nhiều loại hình (${types.join(', ')})`,
    );
  }
  if (kind === 'balance_sheet') return { companyType, statement: 'BALANCE_SHEET' };
  if (kind === 'income_statement') return { companyType, statement: 'INCOME_STATEMENT' };
  const direct = maps.cashFlowMarkers.direct.some((id) => itemIds.has(id));
  const indirect = maps.cashFlowMarkers.indirect.some((id) => itemIds.has(id));
  if (direct === indirect) {
    return fail(
      null,
      direct
        ? 'báo cáo lưu chuyển tiền tệ có dòng của cả phương pháp trực tiếp lẫn gián tiếp'
        : 'không xác định được phương pháp lập báo cáo lưu chuyển tiền tệ (trực tiếp hay gián tiếp)',
    );
  }
  return { companyType, statement: direct ? 'CASH_FLOW_DIRECT' : 'CASH_FLOW_INDIRECT' };
}

/** Template names that occur once in the template, for matching rows whose id is not in the map. */
function uniqueTemplateNames(layout: Layout): Map<string, string> {
  const counts = new Map<string, string | null>();
  for (const item of getTemplate(layout.companyType, layout.statement)) {
    const key = normalizeName(item.nameVi);
    counts.set(key, counts.has(key) ? null : item.code);
  }
  return new Map([...counts].filter((entry): entry is [string, string] => entry[1] !== null));
}

/**
 * Imports one vnstock yearly statement CSV (VCI or KBS, one ticker, one statement) in one
 * transaction. Ratios files are not statements and fail with a message saying so.
 */
export async function importVnstockFile(db: Database, file: string): Promise<ImportSummary> {
  await ensureTemplates(db);
  return runFileImport(db, VNSTOCK_FORMAT, file, async (ctx) => {
    const fail: Fail = (row, reason) => ctx.fail(row, reason);
    const name = parseFileName(path.basename(file));
    if (!name) {
      return fail(
        null,
        'tên tệp không theo dạng <mã>_{balance_sheet|income_statement|cash_flow}_{vci|kbs}_year.csv',
      );
    }
    if (name.kind === 'ratios') {
      // VCI's ratios file of a bank carries deposit lines; KBS's holds ratios only.
      if (name.source === 'vci') return importVciRatios(ctx, name.ticker, readFileSync(file, 'utf8'));
      return fail(
        null,
        'tệp chỉ số tài chính (ratios) của KBS không có dòng báo cáo tài chính: không nhập dòng nào',
      );
    }
    const maps = SOURCE_MAPS[name.source];
    const table = readTable(readFileSync(file, 'utf8'), name.source, fail);
    ctx.read(table.rows.length);
    const layout = detectLayout(maps, name.kind, new Set(table.rows.map((row) => row.itemId)), fail);
    const mapping = maps.mappings.find(
      (candidate) => candidate.companyType === layout.companyType && candidate.statement === layout.statement,
    );
    if (!mapping) {
      return fail(
        null,
        `chưa hỗ trợ mẫu ${layout.statement} của loại hình "${COMPANY_TYPE_LABELS[layout.companyType]}" từ nguồn ${name.source.toUpperCase()}`,
      );
    }
    await settleStatementCompanyType(ctx, name.ticker, layout.companyType);

    const byId = new Map<string, MappingEntry>(mapping.entries.map((entry) => [entry[0], entry]));
    const byName = maps.nameFallback[name.kind] ? uniqueTemplateNames(layout) : new Map<string, string>();
    const filledBy = new Map<string, number>();
    const values: StatementValueRow[] = [];
    const templateLabel = `${COMPANY_TYPE_LABELS[layout.companyType]} / ${layout.statement}`;

    for (const row of table.rows) {
      const label = `"${row.name}" (${row.itemId})`;
      if (row.overlong) {
        ctx.reject(row.line, `dòng ${label} có nhiều ô hơn số cột năm của tiêu đề`);
        continue;
      }
      if (row.short) {
        ctx.reject(row.line, `dòng ${label} có ít ô hơn số cột của tiêu đề; bỏ cả dòng`);
        continue;
      }
      const parsed = row.cells.map((cell) => (cell === null ? null : parseNumber(cell)));
      const badIndex = parsed.findIndex((value, index) => value === null && row.cells[index] !== null);
      if (badIndex >= 0) {
        ctx.reject(
          row.line,
          `ô năm ${table.years[badIndex]} của dòng ${label} không phải số: "${row.cells[badIndex]}"`,
        );
        continue;
      }
      const empty = parsed.every((value) => value === null);
      if (empty && maps.headings.has(row.itemId)) continue;
      const entry = byId.get(row.itemId);
      const fallback = entry === undefined ? byName.get(normalizeName(row.name)) : undefined;
      const code = entry?.[1] ?? fallback ?? null;
      if (code === null) {
        const note = empty ? ' (dòng không có số liệu)' : '';
        ctx.reject(row.line, `${NO_TEMPLATE_ITEM} ${templateLabel}: ${label}${note}`);
        continue;
      }
      // Every line's unit is known: the layout's amount unit, or the per-share unit its entry names.
      const unit = lineUnit(mapping, entry);
      if (PER_SHARE_CODES.has(code) !== isPerShareUnit(unit)) {
        ctx.reject(
          row.line,
          `dòng ${label} (${code}) chưa có đơn vị trong bảng ánh xạ (đồng/cổ phiếu hay đồng)`,
        );
        continue;
      }
      const earlier = filledBy.get(code);
      if (earlier !== undefined) {
        ctx.reject(row.line, `dòng ${label} trùng chỉ tiêu ${code} đã lấy từ dòng ${earlier}`);
        continue;
      }
      filledBy.set(code, row.line);
      const sign = entry?.[2] ?? 1;
      const rowScale = UNIT_SCALE[unit];
      parsed.forEach((raw, index) => {
        const year = table.years[index];
        if (raw === null || year === undefined) return;
        values.push({
          ticker: name.ticker,
          statement: layout.statement,
          itemCode: code,
          periodType: 'year',
          year,
          quarter: 0,
          value: toStoredValue(raw, rowScale, sign),
          source: VNSTOCK_SOURCES[name.source],
        });
      });
    }
    for (const notice of scaleOutliers(values, (code) => filledBy.get(code) ?? 0))
      ctx.notice(notice.row, notice.reason);
    const written = await upsertChanged(ctx.tx, statementValues, values, {
      target: STATEMENT_VALUE_KEY,
      update: [statementValues.value],
    });
    ctx.wrote(written);
    await refreshStatementSources(ctx.tx, {
      tickers: [name.ticker],
      statements: [layout.statement],
      years: yearsOf(values),
    });
  });
}
