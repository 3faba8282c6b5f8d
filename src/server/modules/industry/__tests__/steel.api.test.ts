import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { SERIES_PALETTE } from '@/common/constants/palette';
import {
  industryCompaniesResponse,
  industryDashboardResponse,
  industryListResponse,
  industryOverviewResponse,
  presentationResponse,
  type IndustryCompaniesResponse,
  type IndustryDashboardResponse,
  type IndustryOverviewResponse,
} from '@/common/contracts/industry';
import { DEEP_DATA_INDUSTRIES } from '@/common/industry/industries';
import { installRoleVerifier, restoreVerifier } from '../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { companies, macroSeries, macroValues } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { clearResponseCache } from '../../../http/responseCache';
import { generateIndustryDemo } from '../../../importers/demo/industry';
import { createRandom, DEMO_SEED } from '../../../importers/demo/random';
import { importIndustryCsv } from '../../../importers/industry/longCsv';
import { get } from '../../macro/__tests__/fixtures';
import { clearMacroCache } from '../../macro/macro.cache';
import { INDUSTRY_CATALOG, PRESENTATIONS } from '../../../catalog/industry';
import { STEEL } from '../../../catalog/industry/industries/steel';
import {
  industryCompaniesRoute,
  industryDashboardRoute,
  industryListRoute,
  industryOverviewRoute,
  industryPresentationRoute,
} from '../industry.handlers';

/** Steel on generated demo data: the dashboard's structure, the company figures, the overview, bad input. */

let handle: DatabaseHandle;

/** Stored levels of a series by period. */
async function levels(code: string): Promise<Map<string, number>> {
  const rows = await handle.db
    .select({ period: macroValues.period, value: macroValues.value })
    .from(macroValues)
    .innerJoin(macroSeries, eq(macroSeries.id, macroValues.seriesId))
    .where(and(eq(macroSeries.code, code), eq(macroValues.valueType, 'value')))
    .orderBy(asc(macroValues.period));
  return new Map(rows.map((row) => [row.period, row.value]));
}

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  await generateIndustryDemo(handle.db, createRandom(DEMO_SEED), { now: new Date('2025-06-15T03:00:00Z') });
  await handle.db.insert(companies).values([
    { ticker: 'HPG', nameVi: 'Tập đoàn Hòa Phát', exchange: 'HOSE', companyType: 'non_financial' },
    { ticker: 'HSG', nameVi: 'Tập đoàn Hoa Sen', exchange: 'HOSE', companyType: 'non_financial' },
    { ticker: 'NKG', nameVi: 'Thép Nam Kim', exchange: 'HOSE', companyType: 'non_financial' },
  ]);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

describe('steel dashboard', () => {
  it('has the catalog sections and the stored indicators, totals of stacks left out', async () => {
    const { status, data } = await get<IndustryDashboardResponse>(industryDashboardRoute, {
      industry: 'STEEL',
    });
    expect(status).toBe(200);
    const parsed = industryDashboardResponse.parse(data);
    expect(parsed.industry).toMatchObject({
      code: 'STEEL',
      slug: 'steel',
      name: 'Thép',
      latestPeriod: '2025-05-31',
    });
    expect(parsed.sections.map((section) => section.title)).toEqual(
      STEEL.sections.map((section) => section.title),
    );
    const sales = parsed.indicators.find((indicator) => indicator.code === 'IND_STEEL_SALES');
    expect(sales).toMatchObject({
      frequency: 'month',
      unit: 'nghìn tấn',
      byCompany: true,
      latestPeriod: '2025-05-31',
      // The catalog's value types, as metric-data answers them for every line.
      valueTypes: ['value', 'yoy', 'mom'],
    });
    expect(sales?.lines.map((line) => line.seriesCode)).not.toContain('IND_STEEL_SALES_TOTAL');
    expect(sales?.lines[0]).toMatchObject({
      seriesCode: 'IND_STEEL_SALES_HPG',
      ticker: 'HPG',
      chartType: 'stack_column',
      axis: 0,
      color: SERIES_PALETTE[0],
      valueType: 'value',
      period: 'month',
    });
    expect(sales?.lines[1]?.color).toBe(SERIES_PALETTE[1]);
    expect(sales?.lines[0]?.extendID).toBe(
      `${String(sales?.id)}-${String(sales?.lines[0]?.seriesId)}-month-value`,
    );
    const prices = parsed.indicators.find((indicator) => indicator.code === 'IND_STEEL_PRICES');
    expect(prices?.lines.map((line) => [line.chartType, line.ticker])).toEqual([
      ['line', null],
      ['line', null],
    ]);
  });

  it('answers the same for the code and the slug, and lists every catalog industry', async () => {
    const bySlug = await get(industryDashboardRoute, { industry: 'steel' });
    const byCode = await get(industryDashboardRoute, { industry: ' Steel ' });
    expect(bySlug.data).toEqual(byCode.data);
    const list = industryListResponse.parse((await get(industryListRoute, {})).data);
    expect(list.industries.map((industry) => industry.code)).toEqual(
      INDUSTRY_CATALOG.map((spec) => spec.industry),
    );
    expect(list.industries.find((industry) => industry.code === 'STEEL')).toMatchObject({
      tickers: ['HPG', 'HSG', 'NKG', 'TVN'],
      indicatorCount: 5,
      latestPeriod: '2025-05-31',
    });
    expect(list.presentations.map((presentation) => presentation.slug)).toEqual(
      PRESENTATIONS.map((p) => p.slug),
    );
  });
});

describe('steel companies', () => {
  it("gives HPG's newest stored sales, its change on a year earlier and its share of the total", async () => {
    const { status, data } = await get<IndustryCompaniesResponse>(industryCompaniesRoute, {
      industry: 'steel',
    });
    expect(status).toBe(200);
    const parsed = industryCompaniesResponse.parse(data);
    expect(parsed.indicators).toEqual([
      {
        code: 'IND_STEEL_SALES',
        name: 'Tiêu thụ thép theo nhà sản xuất',
        unit: 'nghìn tấn',
        frequency: 'month',
      },
    ]);
    expect(parsed.rows.map((row) => [row.ticker, row.listed])).toEqual([
      ['HPG', true],
      ['HSG', true],
      ['NKG', true],
      ['TVN', false],
    ]);
    expect(parsed.rows[0]).toMatchObject({ name: 'Tập đoàn Hòa Phát', exchange: 'HOSE' });
    expect(parsed.rows[3]).toMatchObject({ name: 'VNSteel', exchange: null });
    const hpg = await levels('IND_STEEL_SALES_HPG');
    const total = await levels('IND_STEEL_SALES_TOTAL');
    const newest = [...hpg.keys()].at(-1) ?? '';
    expect(newest).toBe('2025-05-31');
    const value = hpg.get(newest) ?? NaN;
    const figure = parsed.rows[0]?.figures.IND_STEEL_SALES;
    expect(figure).toMatchObject({ period: newest, periodLabel: '05/2025', value });
    expect(figure?.yoy).toBeCloseTo((value / (hpg.get('2024-05-31') ?? NaN) - 1) * 100, 10);
    expect(figure?.share).toBeCloseTo((value / (total.get(newest) ?? NaN)) * 100, 10);
  });

  it('shows the lines an import added, beside the others', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'vnfin-steel-')), 'steel.industry.csv');
    writeFileSync(
      file,
      'industry,indicator,entity,period,value,unit,source,ticker\nsteel,IND_STEEL_SALES,Pomina,2025-05,40,nghìn tấn,VSA,POM\n',
    );
    await importIndustryCsv(handle.db, file);
    clearResponseCache();
    clearMacroCache();
    const { data } = await get<IndustryDashboardResponse>(industryDashboardRoute, { industry: 'steel' });
    const sales = data?.indicators.find((indicator) => indicator.code === 'IND_STEEL_SALES');
    expect(sales?.lines.map((line) => line.ticker)).toEqual(['HPG', 'HSG', 'NKG', 'TVN', null, 'POM']);
    expect(sales?.lines.at(-1)).toMatchObject({ name: 'Pomina', seriesCode: 'IND_STEEL_SALES_POMINA' });
    const companiesAnswer = await get<IndustryCompaniesResponse>(industryCompaniesRoute, {
      industry: 'steel',
    });
    expect(companiesAnswer.data?.rows.at(-1)).toMatchObject({
      ticker: 'POM',
      listed: false,
      figures: { IND_STEEL_SALES: { value: 40, periodLabel: '05/2025', yoy: null, share: null } },
    });
  });
});

describe('overview and presentations', () => {
  it("gives each industry's headline total with its change", async () => {
    const { status, data } = await get<IndustryOverviewResponse>(industryOverviewRoute, {}, 'PREMIUM');
    expect(status).toBe(200);
    const parsed = industryOverviewResponse.parse(data);
    expect(parsed.rows.map((row) => row.industry)).toEqual(INDUSTRY_CATALOG.map((spec) => spec.industry));
    const total = await levels('IND_STEEL_SALES_TOTAL');
    const steel = parsed.rows.find((row) => row.industry === 'STEEL');
    expect(steel).toMatchObject({
      indicatorCode: 'IND_STEEL_SALES',
      seriesName: 'Toàn ngành',
      unit: 'nghìn tấn',
    });
    expect(steel?.figure?.value).toBe(total.get('2025-05-31'));
    expect(steel?.figure?.yoy).toBeCloseTo(
      ((total.get('2025-05-31') ?? NaN) / (total.get('2024-05-31') ?? NaN) - 1) * 100,
      10,
    );
  });

  it('answers every presentation in the contract shape, with the date of its data', async () => {
    for (const spec of PRESENTATIONS) {
      const { status, data } = await get(industryPresentationRoute, { slug: spec.slug }, 'admin');
      expect({ slug: spec.slug, status }).toEqual({ slug: spec.slug, status: 200 });
      const parsed = presentationResponse.parse(data);
      // Every line names a stored series and every mark a valid period; every slide has data.
      expect(parsed.slides.map((slide) => [slide.lines.length, slide.marks.length])).toEqual(
        spec.slides.map((slide) => [slide.lines.length, slide.marks?.length ?? 0]),
      );
      expect(parsed.slides.every((slide) => slide.dataDate !== null)).toBe(true);
      const dates = parsed.slides.flatMap((slide) => (slide.dataDate ? [slide.dataDate] : []));
      expect(parsed.dataDate).toBe(dates.sort().at(-1) ?? null);
      for (const slide of parsed.slides) {
        for (const mark of slide.marks) expect(mark.period).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        for (const line of slide.lines)
          expect(line.extendID).toMatch(/^\d+-\d+-(month|quarter|year)-[a-z_]+$/);
      }
    }
  });
});

describe('bad input answers 4xx in Vietnamese', () => {
  const notInCatalog = DEEP_DATA_INDUSTRIES.find(
    (code) => !INDUSTRY_CATALOG.some((spec) => spec.industry === code),
  );
  const cases: [string, typeof industryDashboardRoute, Record<string, string>, number, string][] = [
    ['dashboard without industry', industryDashboardRoute, {}, 400, 'Vui lòng chọn ngành'],
    [
      'dashboard, long input',
      industryDashboardRoute,
      { industry: 'x'.repeat(100) },
      400,
      'Mã ngành không hợp lệ',
    ],
    ['dashboard, markup', industryDashboardRoute, { industry: '<script>' }, 400, 'Ngành không tồn tại'],
    ['companies, unknown', industryCompaniesRoute, { industry: 'gold' }, 400, 'Ngành không tồn tại'],
    ['presentation without slug', industryPresentationRoute, {}, 400, 'Vui lòng chọn bài trình bày'],
    [
      'presentation, markup',
      industryPresentationRoute,
      { slug: '<script>' },
      400,
      'Mã bài trình bày không hợp lệ',
    ],
    [
      'presentation, long',
      industryPresentationRoute,
      { slug: 'x'.repeat(100) },
      400,
      'Mã bài trình bày không hợp lệ',
    ],
    [
      'presentation, unknown',
      industryPresentationRoute,
      { slug: 'no-such-slide' },
      404,
      'Không tìm thấy bài trình bày',
    ],
  ];
  if (notInCatalog) {
    cases.push([
      'dashboard, not in the catalog',
      industryDashboardRoute,
      { industry: notInCatalog },
      404,
      'Chưa có dữ liệu cho ngành này',
    ]);
  }

  it.each(cases)('%s', async (_name, route, query, status, message) => {
    const result = await get(route, query, 'admin');
    expect(result.status).toBe(status);
    const details = (result.body as { details?: { message: string }[] }).details ?? [];
    expect([result.body.message, ...details.map((detail) => detail.message)]).toContain(message);
  });
});
