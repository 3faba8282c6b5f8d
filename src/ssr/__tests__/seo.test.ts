import { and, desc, eq } from 'drizzle-orm';
import { companyPath } from '@/common/companyPaths';
import { UNIT_LABELS } from '@/common/constants/finance';
import { formatByUnit, formatNumber } from '@/common/format';
import { findMacroChild } from '@/common/macroMenu';
import { screenTitle } from '@/common/routes';
import { INDUSTRY_ROUTES } from '@/common/industry/industries';
import { DESCRIPTION_MAX_LENGTH, PREVIEW_IMAGE_SIZE } from '@/common/seo/pageSeo';
import { resolveMacroPage } from '@/features/macro/macroPages';
import {
  companies,
  industries,
  macroMenuItems,
  macroSeries,
  macroValues,
  statementValues,
} from '@/server/db/schema';
import { previewDatabaseForFile } from '@/server/modules/preview/__tests__/fixtures';
import { companySeo } from '../seo/company';
import { industrySeo } from '../seo/industry';
import { macroSeo } from '../seo/macro';

const database = previewDatabaseForFile();

const billion = (value: number) => `${formatByUnit(value, 'billion')} ${UNIT_LABELS.billion.toLowerCase()}`;

/** The company row, its industry and its newest quarter's two figures, read straight from the tables. */
async function storedCompany(ticker: string, revenueItem: string) {
  const [company] = await database.db.select().from(companies).where(eq(companies.ticker, ticker));
  const [industry] = await database.db
    .select()
    .from(industries)
    .where(eq(industries.icbCode, company!.icbCode4 ?? ''));
  const [newest] = await database.db
    .select()
    .from(statementValues)
    .where(and(eq(statementValues.ticker, ticker), eq(statementValues.periodType, 'quarter')))
    .orderBy(desc(statementValues.year), desc(statementValues.quarter))
    .limit(1);
  const figure = async (itemCode: string) => {
    const [row] = await database.db
      .select()
      .from(statementValues)
      .where(
        and(
          eq(statementValues.ticker, ticker),
          eq(statementValues.itemCode, itemCode),
          eq(statementValues.year, newest!.year),
          eq(statementValues.quarter, newest!.quarter),
        ),
      );
    return row!.value!;
  };
  return {
    company: company!,
    industry: industry?.nameVi ?? null,
    quarter: `${newest!.quarter}/${newest!.year}`,
    revenue: await figure(revenueItem),
    profit: await figure('NET_PROFIT_PARENT'),
  };
}

describe('companySeo: what a company page says to search engines and link previews', () => {
  it("describes the screen with the company's name, ticker, exchange, industry and latest quarter", async () => {
    const stored = await storedCompany('OVA', 'NET_REVENUE');
    const seo = await companySeo(database.db, 'OVA', 'finance/balance-sheet');
    const label = screenTitle('/enterprise/finance/balance-sheet')!;
    expect(seo.title).toContain(`${label} OVA`);
    expect(seo.description).toContain(stored.company.nameVi);
    expect(seo.description).toContain(`OVA, sàn ${stored.company.exchange!}`);
    expect(seo.description).toContain(`ngành ${stored.industry!}`);
    expect(seo.description).toContain(`Quý ${stored.quarter}`);
    expect(seo.description).toContain(billion(stored.revenue));
    expect(seo.description).toContain(billion(stored.profit));
    expect(seo.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
  });

  it("names a bank's revenue line as its income statement does", async () => {
    const stored = await storedCompany('OVB', 'TOTAL_OPERATING_INCOME');
    const seo = await companySeo(database.db, 'OVB', 'overview');
    expect(seo.description).toMatch(/tổng thu nhập hoạt động/i);
    expect(seo.description).toContain(billion(stored.revenue));
  });

  it('gives the company preview image and breadcrumbs down to the screen', async () => {
    const seo = await companySeo(database.db, 'OVA', 'finance/balance-sheet');
    expect(seo.image).toMatchObject({ path: '/api/og/company/OVA.png', ...PREVIEW_IMAGE_SIZE });
    expect(seo.breadcrumbs.map((crumb) => crumb.path)).toEqual([
      '/',
      companyPath('OVA'),
      companyPath('OVA', 'finance'),
      companyPath('OVA', 'finance/balance-sheet'),
    ]);
    const overview = await companySeo(database.db, 'OVA', 'overview');
    expect(overview.breadcrumbs.map((crumb) => crumb.path)).toEqual(['/', companyPath('OVA')]);
  });

  it('without statements still names the company, and serializes as page props', async () => {
    const seo = await companySeo(database.db, 'LONE', 'overview');
    expect(seo.description).toContain('LONE');
    expect(JSON.parse(JSON.stringify(seo))).toEqual(seo);
  });

  it('falls back to the route defaults for an unknown ticker', async () => {
    const seo = await companySeo(database.db, 'NOPE', 'news');
    expect(seo.title).toBe(`${screenTitle('/enterprise/news')!} NOPE`);
    expect(seo.image.path).toBe('/api/og/site.png');
  });
});

/** The newest stored 'value' of an indicator's first displayed series, with its series row. */
async function storedLatest(keyCode: string) {
  const [item] = await database.db.select().from(macroMenuItems).where(eq(macroMenuItems.code, keyCode));
  const [series] = await database.db
    .select()
    .from(macroSeries)
    .where(and(eq(macroSeries.menuItemId, item!.id), eq(macroSeries.isDemo, false)))
    .orderBy(macroSeries.position, macroSeries.id)
    .limit(1);
  const [latest] = await database.db
    .select()
    .from(macroValues)
    .where(and(eq(macroValues.seriesId, series!.id), eq(macroValues.valueType, 'value')))
    .orderBy(desc(macroValues.period))
    .limit(1);
  return { series: series!, latest: latest! };
}

describe('macroSeo: an indicator page with its latest value', () => {
  it('gives the indicator, its latest value with unit, and the period', async () => {
    const page = resolveMacroPage('cpi', 'cpi')!;
    const { series, latest } = await storedLatest('CPI');
    const seo = await macroSeo(database.db, page);
    const [year, month] = latest.period.split('-').map(Number);
    expect(seo.description).toContain(findMacroChild('cpi', 'cpi')!.child.label);
    expect(seo.description).toContain(`tháng ${month!}/${year!}`);
    const decimals = Number.isInteger(latest.value) ? 0 : 2;
    expect(seo.description).toContain(`${formatNumber(latest.value, decimals)} ${series.unit}`);
    expect(seo.image.path).toBe('/api/og/macro/cpi/cpi.png');
    expect(seo.breadcrumbs.map((crumb) => crumb.path)).toEqual(['/', '/macro', '/macro/cpi/cpi']);
  });

  it('names a quarterly indicator by its quarter', async () => {
    const { latest } = await storedLatest('GDP_REAL');
    const [year, month] = latest.period.split('-').map(Number);
    const seo = await macroSeo(database.db, resolveMacroPage('gdp', 'real')!);
    expect(seo.description).toContain(`quý ${Math.ceil(month! / 3)}/${year!}`);
  });

  it('shows a guest no figure of a paid indicator', async () => {
    const { latest } = await storedLatest('EXPORT_GOODS');
    const seo = await macroSeo(database.db, resolveMacroPage('export-import', 'goods-exports')!);
    expect(seo.description).not.toContain(formatNumber(latest.value, 0));
    expect(seo.description).toContain('gói dịch vụ');
  });
});

describe('industrySeo: an industry dashboard', () => {
  it("lists the industry's indicators as its menu names them", async () => {
    const names = ['Sản lượng thép thô', 'Tiêu thụ thép', 'Giá thép HRC', 'Xuất khẩu thép'];
    const [group] = await database.db
      .insert(macroMenuItems)
      .values({
        code: 'STEEL_G',
        groupCode: 'DEEP_DATA_STEEL',
        level: 1,
        position: 0,
        nameVi: 'Thép',
        haveChild: true,
      })
      .returning();
    await database.db.insert(macroMenuItems).values(
      names.map((nameVi, position) => ({
        code: `STEEL_${String(position)}`,
        groupCode: 'DEEP_DATA_STEEL',
        parentId: group!.id,
        level: 2,
        position,
        nameVi,
      })),
    );
    const stored = await database.db
      .select()
      .from(macroMenuItems)
      .where(eq(macroMenuItems.parentId, group!.id));
    const seo = await industrySeo(database.db, 'STEEL');
    expect(seo.title).toBe(screenTitle(INDUSTRY_ROUTES.dashboard('STEEL')));
    expect(seo.description).toContain(stored[0]!.nameVi);
    expect(seo.description).toContain(`${String(stored.length - 3)} chỉ tiêu khác`);
    expect(seo.breadcrumbs.map((crumb) => crumb.path)).toEqual(['/', '/industry', '/industry/steel']);
  });
});
