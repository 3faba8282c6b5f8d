import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client';
import { companies, macroSeries, macroValues } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { indicatorsOf, INDUSTRY_CATALOG } from '../../../catalog/industry';
import { generateIndustryDemo } from '../../demo/industry';
import { createRandom, DEMO_SEED } from '../../demo/random';
import { ImportFileError } from '../../framework';
import { getImporter } from '../../registry';
import { importIndustryCsv, INDUSTRY_CSV_FORMAT } from '../longCsv';

const NOW = new Date('2025-06-15T03:00:00Z');
const folder = mkdtempSync(path.join(os.tmpdir(), 'vnfin-industry-'));
let handle: DatabaseHandle;
let fileCount = 0;

function write(content: string, name = `file${String((fileCount += 1))}.industry.csv`): string {
  const file = path.join(folder, name);
  writeFileSync(file, content);
  return file;
}

const HEADER = 'industry,indicator,entity,period,value,unit,source,ticker,release_date';
const HPG_JAN = 'STEEL,IND_STEEL_SALES,Hòa Phát,2025-01,812.5,nghìn tấn,VSA,,2025-02-15';

async function series(code: string) {
  const [row] = await handle.db.select().from(macroSeries).where(eq(macroSeries.code, code));
  return row;
}

async function valuesOf(code: string) {
  return handle.db
    .select({ period: macroValues.period, type: macroValues.valueType, value: macroValues.value })
    .from(macroValues)
    .innerJoin(macroSeries, eq(macroSeries.id, macroValues.seriesId))
    .where(eq(macroSeries.code, code))
    .orderBy(asc(macroValues.period), asc(macroValues.valueType));
}

async function counts() {
  const [seriesCount] = await handle.db.select({ n: count() }).from(macroSeries);
  const [valueCount] = await handle.db.select({ n: count() }).from(macroValues);
  return { series: seriesCount?.n, values: valueCount?.n };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  await generateIndustryDemo(handle.db, createRandom(DEMO_SEED), { now: NOW });
  await handle.db.insert(companies).values([
    { ticker: 'HPG', nameVi: 'Tập đoàn Hòa Phát', exchange: 'HOSE', companyType: 'non_financial' },
    { ticker: 'SMC', nameVi: 'Đầu tư Thương mại SMC', exchange: 'HOSE', companyType: 'non_financial' },
  ]);
});

afterAll(async () => {
  await handle.close();
});

describe('industry-csv importer: broken files write nothing', () => {
  const cases: [string, string, RegExp][] = [
    [
      'unknown industry',
      `${HEADER}\n${HPG_JAN}\nfishing,IND_STEEL_SALES,Hòa Phát,2025-02,1,nghìn tấn,VSA,,`,
      /dòng 3: ngành "fishing" không tồn tại/,
    ],
    [
      'bad period for the frequency',
      `${HEADER}\n${HPG_JAN}\nsteel,IND_STEEL_SALES,Hòa Phát,2025-Q1,1,nghìn tấn,VSA,,`,
      /dòng 3: kỳ "2025-Q1" là kỳ quý, chỉ tiêu IND_STEEL_SALES theo tháng/,
    ],
    [
      'non-numeric value',
      `${HEADER}\n${HPG_JAN}\nSTEEL,IND_STEEL_SALES,Hòa Phát,2025-02,"1,234.5",nghìn tấn,VSA,,\nSTEEL,IND_STEEL_SALES,Hòa Phát,2025-03,abc,nghìn tấn,VSA,,`,
      /dòng 3: giá trị "1,234.5" không phải là số[\s\S]*dòng 4: giá trị "abc"/,
    ],
    [
      'empty source',
      `${HEADER}\n${HPG_JAN}\nSTEEL,IND_STEEL_SALES,Hòa Phát,2025-02,1,nghìn tấn,,,`,
      /dòng 3: thiếu nguồn/,
    ],
    [
      'unit mismatch',
      `${HEADER}\n${HPG_JAN}\nSTEEL,IND_STEEL_SALES,hoa phat,2025-02,1,tấn,VSA,,`,
      /dòng 3: đơn vị "tấn" khác đơn vị "nghìn tấn" của chuỗi "Hòa Phát"/,
    ],
    [
      'duplicate row',
      `${HEADER}\n${HPG_JAN}\nSTEEL,IND_STEEL_SALES,HOA PHAT,2025-01,2,nghìn tấn,VSA,,`,
      /dòng 3: trùng chuỗi "Hòa Phát" kỳ 2025-01 với dòng 2/,
    ],
    [
      'missing column',
      'industry,indicator,entity,period,value,unit\nSTEEL,IND_STEEL_SALES,Hòa Phát,2025-01,1,nghìn tấn',
      /row 1: Thiếu cột: source/,
    ],
    [
      'truncated last line',
      `${HEADER}\n${HPG_JAN}\nSTEEL,IND_STEEL_SALES,Hòa Phát,2025-0`,
      /row 3: tệp có thể bị cắt cụt/,
    ],
    [
      'unclosed quote',
      `${HEADER}\n${HPG_JAN}\nSTEEL,IND_STEEL_SALES,"Hòa Phát,2025-02,1`,
      /dấu ngoặc kép chưa được đóng/,
    ],
  ];
  const other = INDUSTRY_CATALOG.find((spec) => spec.industry !== 'STEEL');
  const foreign = other ? (indicatorsOf(other)[0]?.code ?? 'IND_X') : 'IND_SHRIMP_EXPORT';
  cases.push([
    'indicator of another industry',
    `${HEADER}\n${HPG_JAN}\nSTEEL,${foreign},Hòa Phát,2025-02,1,nghìn tấn,VSA,,`,
    other
      ? new RegExp(`dòng 3: chỉ tiêu ${foreign} thuộc ngành .+, không thuộc ngành Thép`)
      : new RegExp(`dòng 3: chỉ tiêu "${foreign}" không có trong danh mục ngành Thép`),
  ]);

  it.each(cases)('%s: refused, naming the line', async (name, content, message) => {
    const before = await counts();
    // Every exported file ends its last row with a line break; the truncated case keeps its cut.
    const file = write(name === 'truncated last line' ? content : `${content}\n`);
    const failure = await importIndustryCsv(handle.db, file).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImportFileError);
    expect((failure as Error).message).toMatch(message);
    expect(await counts()).toEqual(before);
    expect((await series('IND_STEEL_SALES_HPG'))?.isDemo).toBe(true);
  });
});

describe('industry-csv importer: a good file', () => {
  const content = [
    HEADER,
    HPG_JAN,
    'steel,ind_steel_sales,  hoa   phat ,2025-02,640,nghìn tấn,VSA,,2025-03-15',
    'STEEL,IND_STEEL_SALES,Pomina,2025-01,45.25,nghìn tấn,"Pomina, báo cáo tháng",POM,',
    'STEEL,IND_STEEL_SALES,Pomina,2025-02,-1e1,nghìn tấn,"Pomina, báo cáo tháng",,',
    'STEEL,IND_STEEL_SALES,SMC,2025-02,30,nghìn tấn,VSA,,',
  ].join('\r\n');

  it('is recognised by its name and lands exactly', async () => {
    expect(getImporter(INDUSTRY_CSV_FORMAT)?.matches('thep-2025.industry.csv')).toBe(true);
    expect(getImporter(INDUSTRY_CSV_FORMAT)?.matches('cpi.csv')).toBe(false);
    const hsgBefore = await valuesOf('IND_STEEL_SALES_HSG');
    const summary = await importIndustryCsv(handle.db, write(`\uFEFF${content}\r\n`));
    expect(summary).toMatchObject({ format: INDUSTRY_CSV_FORMAT, rowsRead: 5, rowsRejected: 0 });
    expect(summary.rowsWritten).toBe(3 + 5);

    const hpg = await series('IND_STEEL_SALES_HPG');
    expect(hpg).toMatchObject({ isDemo: false, ticker: 'HPG', source: 'VSA', unit: 'nghìn tấn' });
    expect(await valuesOf('IND_STEEL_SALES_HPG')).toEqual([
      { period: '2025-01-31', type: 'value', value: 812.5 },
      { period: '2025-02-28', type: 'value', value: 640 },
    ]);
    const [release] = await handle.db
      .select({ releaseDate: macroValues.releaseDate })
      .from(macroValues)
      .where(eq(macroValues.seriesId, hpg?.id ?? 0))
      .orderBy(asc(macroValues.period));
    expect(release?.releaseDate).toBe('2025-02-15');

    const pomina = await series('IND_STEEL_SALES_POMINA');
    expect(pomina).toMatchObject({
      isDemo: false,
      ticker: 'POM',
      nameVi: 'Pomina',
      source: 'Pomina, báo cáo tháng',
    });
    expect(pomina?.menuItemId).toBe(hpg?.menuItemId);
    expect(await valuesOf('IND_STEEL_SALES_POMINA')).toEqual([
      { period: '2025-01-31', type: 'value', value: 45.25 },
      { period: '2025-02-28', type: 'value', value: -10 },
    ]);
    // An entity that is itself a listed company's ticker gets that ticker.
    expect(await series('IND_STEEL_SALES_SMC')).toMatchObject({ ticker: 'SMC', isDemo: false });
    // Lines the file does not name keep their demo values.
    expect((await series('IND_STEEL_SALES_HSG'))?.isDemo).toBe(true);
    expect(await valuesOf('IND_STEEL_SALES_HSG')).toEqual(hsgBefore);
  });

  it('writes nothing when the same file is imported again', async () => {
    const summary = await importIndustryCsv(handle.db, write(`\uFEFF${content}\r\n`));
    expect(summary.rowsWritten).toBe(0);
  });

  it('keeps the imported lines through a re-seed', async () => {
    const before = await valuesOf('IND_STEEL_SALES_HPG');
    await generateIndustryDemo(handle.db, createRandom(DEMO_SEED), { now: NOW });
    expect(await series('IND_STEEL_SALES_HPG')).toMatchObject({ isDemo: false, source: 'VSA' });
    expect(await valuesOf('IND_STEEL_SALES_HPG')).toEqual(before);
    expect(await valuesOf('IND_STEEL_SALES_POMINA')).toHaveLength(2);
    expect((await valuesOf('IND_STEEL_SALES_HSG')).length).toBeGreaterThan(100);
  });
});

describe('industry-csv importer: the example of docs/DATA.md', () => {
  it('imports as documented', async () => {
    const doc = readFileSync(path.join(process.cwd(), 'docs/DATA.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Dữ liệu ngành: định dạng CSV dài (issue 10)'));
    const example = /```csv\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    expect(example.split('\n')[0]).toBe(HEADER);
    const summary = await importIndustryCsv(handle.db, write(example));
    expect(summary.rowsRead).toBe(example.trim().split('\n').length - 1);
    expect((await valuesOf('IND_STEEL_SALES_HPG')).map((row) => row.period)).toContain('2025-04-30');
    expect((await series('IND_STEEL_PRICE_HRC'))?.isDemo).toBe(false);
  });
});
