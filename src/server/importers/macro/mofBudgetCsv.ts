import { readFileSync } from 'node:fs';
import type { Database } from '../../db/client';
import { runFileImport, type ImportContext, type ImportSummary } from '../framework';
import { registerImporter } from '../registry';
import { codeFragment, displayName, ObservationSet, writeObservations, type MacroValueKind } from './common';
import { addMonthly, cellNumber, type LineSpec } from './datedLines';
import { findColumn, normaliseUnit, parseMonth, readTable, unitMismatch, type TableFile } from './tableCsv';

/**
 * State budget revenue and spending (issue 33): the Ministry of Finance's monthly estimate ("Ước thực
 * hiện thu, chi ngân sách nhà nước") as one row per month and line: Kỳ báo cáo, Chỉ tiêu, Đơn vị, Ước
 * thực hiện tháng, Lũy kế từ đầu năm. The unit is read on every row (tỷ đồng, or nghìn tỷ đồng scaled
 * to tỷ đồng); a row in any other unit is rejected with its line.
 */

export const MOF_BUDGET_FORMAT = 'mof-budget-csv';
export const MOF_SOURCE = 'Bộ Tài chính (mof.gov.vn)';

/** "Tổng thu NSNN" -> the revenue total; "Thu nội địa" -> a revenue part; the same for "chi". */
export function budgetLine(name: string): LineSpec | null {
  const text = displayName(name);
  const lower = text.toLocaleLowerCase('vi');
  const side = /^(tổng )?thu\b/.test(lower) ? 'REVENUE' : /^(tổng )?chi\b/.test(lower) ? 'SPENDING' : null;
  if (!side) return null;
  const total = lower.startsWith('tổng');
  return {
    code: total ? `MOF_BUDGET_${side}` : `MOF_BUDGET_${side}_${codeFragment(text)}`,
    menuCode: `BUDGET_${side}`,
    nameVi: total
      ? side === 'REVENUE'
        ? 'Tổng thu ngân sách nhà nước'
        : 'Tổng chi ngân sách nhà nước'
      : text,
    nameEn: '',
    unit: 'tỷ đồng',
  };
}

function required(ctx: ImportContext, table: TableFile, pattern: RegExp, name: string): number {
  const index = findColumn(table.header, pattern);
  if (index < 0) ctx.fail(1, `Thiếu cột "${name}"`);
  return index;
}

export async function importMofBudgetCsv(db: Database, file: string): Promise<ImportSummary> {
  return runFileImport(db, MOF_BUDGET_FORMAT, file, async (ctx) => {
    const table = readTable(ctx, readFileSync(file, 'utf8'));
    const period = required(ctx, table, /^(kỳ báo cáo|tháng)/i, 'Kỳ báo cáo');
    const item = required(ctx, table, /^chỉ tiêu/i, 'Chỉ tiêu');
    const unit = required(ctx, table, /^đơn vị/i, 'Đơn vị');
    const month = required(ctx, table, /^(ước )?thực hiện tháng/i, 'Ước thực hiện tháng');
    const ytd = findColumn(table.header, /^lũy kế|^luỹ kế/i);
    const set = new ObservationSet(ctx);
    for (const { cells, line } of table.records) {
      ctx.read();
      const end = parseMonth(cells[period] ?? '');
      if (!end) {
        ctx.reject(line, `Dòng ${line}: kỳ báo cáo "${cells[period] ?? ''}" không hợp lệ (cần mm/yyyy)`);
        continue;
      }
      const spec = budgetLine(cells[item] ?? '');
      if (!spec) {
        ctx.reject(line, `Dòng ${line}: chỉ tiêu "${cells[item] ?? ''}" không rõ là thu hay chi`);
        continue;
      }
      const mismatch = unitMismatch(`Dòng ${line}`, cells[unit]?.trim() || null, 'tỷ đồng');
      if (mismatch) {
        ctx.reject(line, mismatch);
        continue;
      }
      const factor = normaliseUnit(cells[unit] ?? '')?.factor ?? 1;
      const figures: [MacroValueKind, number | null | undefined][] = [
        ['value', cellNumber(ctx, table, line, cells, month)],
        ['ytd', ytd >= 0 ? cellNumber(ctx, table, line, cells, ytd) : null],
      ];
      if (figures.some(([, value]) => value === undefined)) continue;
      const values = figures.flatMap(([type, value]) =>
        value === null || value === undefined ? [] : [[type, value * factor] as [MacroValueKind, number]],
      );
      addMonthly(set, spec, MOF_SOURCE, line, end, values);
    }
    await writeObservations(ctx, set);
  });
}

registerImporter({
  format: MOF_BUDGET_FORMAT,
  description:
    'State budget revenue and spending, Ministry of Finance monthly estimate saved as CSV (mof-*.csv)',
  matches: (fileName) => /^mof[-_].*\.csv$/i.test(fileName),
  importFile: importMofBudgetCsv,
});
