import type { AccessRole } from '@/common/access/accessTable';
import type { MacroLabelResponse, MacroMenuNode, MacroMenuResponse } from '@/common/contracts/macro';
import { installRoleVerifier, restoreVerifier } from '../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../db/testing';
import { API_ROUTES } from '../../../web/apiRoutes';
import {
  macroLabelRoute,
  macroLabelV2Route,
  macroMenuCustomRoute,
  macroMenuRoute,
  metricDataRoute,
} from '../macro.handlers';
import { get, seedMacroFixtures, type MacroFixtures } from './fixtures';

let handle: DatabaseHandle;
let fx: MacroFixtures;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  fx = await seedMacroFixtures(handle.db);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

const flatten = (nodes: readonly MacroMenuNode[]): MacroMenuNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);

async function menu(route: typeof macroMenuRoute, role: AccessRole, query: Record<string, string> = {}) {
  const { status, data } = await get<MacroMenuResponse>(route, query, role);
  expect(status).toBe(200);
  return data?.groups ?? [];
}

describe('GET /api/macro/menu-macro and /menu-macro-custom', () => {
  it('menu-macro holds the spec menu exactly: lines beyond it are in the custom menu only', async () => {
    const codes = (route: typeof macroMenuRoute) =>
      menu(route, 'PRO').then((groups) => flatten(groups).map((node) => node.code));
    // POP_T sits under the export-import group but is not one of the spec's children.
    expect(await codes(macroMenuRoute)).not.toContain('POP_T');
    expect(await codes(macroMenuCustomRoute)).toContain('POP_T');
  });

  it('menu-macro: the Vietnamese groups and their indicators with their series', async () => {
    const groups = await menu(macroMenuRoute, 'PRO');
    expect(groups.map((group) => group.code)).toEqual(['VN_GDP', 'VN_EXPORT_IMPORT']);
    const [vnA] = groups;
    expect(vnA).toMatchObject({ type: 'group', levelId: 1, groupId: 'VN', haveChild: true, period: null });
    expect(vnA?.children.map((child) => child.code)).toEqual(['CPI', 'GDP_REAL']);
    const cpi = vnA?.children[0];
    expect(cpi).toMatchObject({
      id: fx.items.CPI,
      type: 'indicator',
      levelId: 2,
      parentId: fx.items.VN_GDP,
      period: 'month',
      factTable: 'macro_cpi',
    });
    expect(cpi?.metric[0]).toEqual({
      seriesId: fx.series.CPI_TOTAL,
      code: 'CPI_TOTAL',
      name: 'Chuỗi CPI_TOTAL',
      unit: 'điểm',
      frequency: 'month',
      periods: ['month', 'quarter', 'year'],
      aggregation: 'avg',
      valueTypes: ['value', 'yoy', 'mom', 'yoy_avg'],
      dateFormat: 'MM/YYYY',
      source: 'Tổng cục Thống kê',
      releaseDate: '2024-12-28',
      parentSeriesId: null,
      isDemo: false,
    });
    expect(cpi?.metric[1]).toMatchObject({ code: 'CPI_RATE', valueTypes: ['value'], releaseDate: null });
  });

  it('shows the imported series of an indicator, not its demo lines', async () => {
    const gdp = flatten(await menu(macroMenuRoute, 'PRO')).find((node) => node.code === 'GDP_REAL');
    expect(gdp?.metric.map((series) => series.code)).toEqual(['GDP_TOTAL', 'GDP_AGRI']);
    expect(gdp?.metric[1]).toMatchObject({
      parentSeriesId: fx.series.GDP_TOTAL,
      periods: ['quarter', 'year'],
      valueTypes: ['value', 'yoy', 'qoq'],
      aggregation: 'sum',
      dateFormat: 'QQ/YYYY',
    });
  });

  it('menu-macro-custom: every family', async () => {
    const groups = await menu(macroMenuCustomRoute, 'PRO');
    expect(groups.map((group) => [group.code, group.groupId])).toEqual([
      ['VN_GDP', 'VN'],
      ['VN_EXPORT_IMPORT', 'VN'],
      ['US_G', 'US'],
      ['COMMODITY_G', 'COMMODITY'],
    ]);
  });

  it('isSamePeriod keeps monthly and quarterly indicators only', async () => {
    const nodes = flatten(await menu(macroMenuCustomRoute, 'PRO', { isSamePeriod: 'true' }));
    expect(nodes.some((node) => node.code === 'POP_T')).toBe(false);
    expect(nodes.filter((node) => node.type === 'indicator').map((node) => node.code)).toEqual([
      'CPI',
      'GDP_REAL',
      'EXPORT_GOODS',
      'US_RATE_T',
      'GOLD_T',
      'HRC_T',
    ]);
  });

  // Free items need the family's *_FREE code (an account), paid ones *_ALL (VN: Cơ bản; US, CN,
  // commodities: Chuyên nghiệp). Guests hold none of them.
  it.each<[AccessRole, string[]]>([
    [
      'anonymous',
      [
        'VN_GDP',
        'CPI',
        'GDP_REAL',
        'VN_EXPORT_IMPORT',
        'EXPORT_GOODS',
        'POP_T',
        'US_G',
        'US_RATE_T',
        'COMMODITY_G',
        'GOLD_T',
        'HRC_T',
      ],
    ],
    ['free', ['VN_EXPORT_IMPORT', 'EXPORT_GOODS', 'POP_T', 'US_G', 'US_RATE_T', 'HRC_T']],
    ['BASIC', ['US_G', 'US_RATE_T', 'HRC_T']],
    ['PRO', []],
    ['admin', []],
  ])('locks for %s: %j', async (role, locked) => {
    const nodes = flatten(await menu(macroMenuCustomRoute, role));
    expect(nodes.filter((node) => node.locked).map((node) => node.code)).toEqual(locked);
  });

  it('tells a guest that a free account opens the free indicators, and which plan opens the rest', async () => {
    const nodes = flatten(await menu(macroMenuCustomRoute, 'anonymous'));
    const required = (code: string) => nodes.find((node) => node.code === code)?.requiredPlan;
    // Free for any account: the guest is offered the free registration, not a plan (issue 28).
    expect(required('CPI')).toBeNull();
    expect(required('GDP_REAL')).toBeNull();
    expect(required('EXPORT_GOODS')).toBe('BASIC');
  });
});

describe('GET /api/macro/get-label and /get-label-v2', () => {
  it('get-label: the series of an indicator by its code', async () => {
    const { status, data } = await get<MacroLabelResponse>(
      macroLabelRoute,
      { macroName: 'GDP_REAL' },
      'anonymous',
    );
    expect(status).toBe(200);
    expect(data).toMatchObject({
      menuItemId: fx.items.GDP_REAL,
      code: 'GDP_REAL',
      factTable: 'macro_gdp_real',
    });
    expect(data?.series.map((series) => series.seriesId)).toEqual([fx.series.GDP_TOTAL, fx.series.GDP_AGRI]);
  });

  it('get-label-v2: the same by the table name; corpTypeId is accepted', async () => {
    const byCode = await get<MacroLabelResponse>(macroLabelRoute, { macroName: 'CPI' });
    const byTable = await get<MacroLabelResponse>(macroLabelV2Route, {
      dimTable: 'macro_cpi',
      corpTypeId: '1',
    });
    expect(byTable.status).toBe(200);
    expect(byTable.data).toEqual(byCode.data);
  });

  it('answers 404 for an unknown indicator or table and 400 for a malformed one', async () => {
    const unknown = await get(macroLabelRoute, { macroName: 'NOPE' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Không tìm thấy chỉ tiêu');
    expect((await get(macroLabelV2Route, { dimTable: 'macro_nope' })).status).toBe(404);
    // A group is not an indicator.
    expect((await get(macroLabelRoute, { macroName: 'VN_GDP' })).status).toBe(404);
    const malformed = await get(macroLabelRoute, { macroName: 'cpi; drop' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBeTruthy();
  });
});

describe('route registry', () => {
  it('serves both metric-data paths with the one handler', () => {
    expect(API_ROUTES['/api/macro/metric-data']).toBe(metricDataRoute);
    expect(API_ROUTES['/api/macro/metric-data-custom-chart']).toBe(metricDataRoute);
  });
});
