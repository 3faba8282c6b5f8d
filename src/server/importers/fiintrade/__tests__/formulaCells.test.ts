import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client';
import { statementValues } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { importFiinTradeFile } from '../importFile';

// FiinTrade's non-financial income statement layout (25 rows); figures are made up.
const LABELS = [
  'Sales',
  'Sales deductions',
  'Net sales',
  'Cost of sales',
  'Gross Profit',
  'Financial income',
  'Financial income',
  'of which: interest expenses',
  'Gain/(loss) from joint ventures',
  'Selling expenses',
  'General and admin expenses',
  'Operating profit/(loss)',
  'Other incomes',
  'Other expenses',
  'Net other income/(expenses)',
  'Income from investments in other entities',
  'Net accounting profit/(loss) before tax',
  'Corporate income tax - current',
  'Corporate income tax - deferred',
  'Corporate income tax expenses',
  'Net profit/(loss) after tax',
  'Minority interest',
  'Attributable to parent company',
  'EPS',
  'EPS diluted',
];

let handle: DatabaseHandle;
let dir: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'fiintrade-formula-'));
});

afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('FiinTrade formula cells without a computed value', () => {
  it('are reported with their row and formula instead of vanishing as empty cells', async () => {
    const rows = LABELS.map((label, index) => [label, 1000 * (index + 1), 2000 * (index + 1)]);
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Data Title', 'INCOME STATEMENT'],
      [null],
      [null, 'Q3 2022', 'Q4 2022'],
      ...rows,
    ]);
    // "Gross Profit" (sheet row 8) in Q4 2022: a formula Excel never computed, so no cached value.
    sheet.C8 = { t: 'n', f: 'C6+C7' } as XLSX.CellObject;
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    const file = path.join(dir, 'IncomeStatement_FML_0.xlsx');
    writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);

    const summary = await importFiinTradeFile(handle.db, file);
    expect(summary.rejections).toEqual([
      {
        row: 8,
        reason: expect.stringMatching(
          /^ô kỳ Q4 2022 không phải số: "=C6\+C7 \(công thức chưa có giá trị đã tính/,
        ) as string,
      },
    ]);
    const stored = await handle.db
      .select()
      .from(statementValues)
      .where(and(eq(statementValues.ticker, 'FML'), eq(statementValues.itemCode, 'GROSS_PROFIT')));
    expect(stored).toEqual([]);
  });
});
