import { eq, inArray } from 'drizzle-orm';
import type { NextApiHandler } from 'next';
import {
  CHART_MESSAGES,
  type ChartSection,
  type ChartSectionShareResponse,
  type SharedChartSection,
} from '@/common/contracts/charts';
import type { LoginResponse } from '@/common/contracts/account';
import { callAccount, createUser, uniqueDevice, uniqueIp } from '../../../../../tests/helpers/accounts';
import { installUserRoleVerifier, restoreVerifier } from '../../../../../tests/helpers/access';
import { issuedDevice } from '../../../../../tests/helpers/devices';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { chartSections, companies } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { loginRoute } from '../../accounts/accounts.handlers';
import {
  chartSectionApplyRoute,
  chartSectionDuplicateRoute,
  chartSectionReorderRoute,
  chartSectionRoute,
  chartSectionShareRoute,
  chartSectionSharedRoute,
  stockTemplateRoute,
} from '../charts.handlers';
import { insertSections } from '../charts.repository';
import { normalizeCharts } from '../charts.service';
import { moveDeviceSectionsToUser } from '../deviceSections.service';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  // Sections are checked against the ticker's company type: VCB is a bank, the rest are not.
  await handle.db.insert(companies).values(
    ['ACB', 'FPT', 'GAS', 'GMD', 'HPG', 'MWG', 'POW', 'REE', 'SSI', 'VCB', 'VNM'].map((ticker) => ({
      ticker,
      nameVi: `Công ty ${ticker}`,
      companyType: ticker === 'VCB' ? ('bank' as const) : ('non_financial' as const),
    })),
  );
  // The token `u:<id>:<role>` stands for account <id> of that role (permissions from the access table).
  installUserRoleVerifier();
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

interface Caller {
  token?: string;
  /** The browser's device token cookie (tests/helpers/devices.ts issuedDevice). */
  deviceToken?: string;
}

const BASIC_A: Caller = { token: 'u:1001:BASIC' };
const BASIC_B: Caller = { token: 'u:1002:BASIC' };
const FREE: Caller = { token: 'u:1003:free' };

// The data type is what the test expects the route to answer; the cast is the point.
async function call<T = ChartSection>(
  route: NextApiHandler,
  caller: Caller,
  request: { method?: string; query?: Record<string, string>; body?: unknown },
) {
  const headers: Record<string, string> = {};
  if (caller.deviceToken) headers.cookie = `theme=dark; deviceToken=${caller.deviceToken}`;
  return callAccount<T>(route, {
    method: request.method ?? 'GET',
    query: request.query,
    body: request.body,
    headers,
    token: caller.token,
  });
}

const REVENUE = 'INCOME_STATEMENT.NET_REVENUE';
/** A statement line when the id has a dot (STATEMENT.CODE), else a ratio code. */
const metric = (id: string, extra: Record<string, unknown> = {}) => ({
  kind: id.includes('.') ? 'statement' : 'ratio',
  id,
  seriesType: 'column',
  axis: 0,
  ...extra,
});
const chart = (name = 'Doanh thu', metrics = [metric(REVENUE)]) => ({ chartName: name, size: 50, metrics });
const charts = (count: number) =>
  Array.from({ length: count }, (_, index) => chart(`Biểu đồ ${String(index)}`));

async function create(
  caller: Caller,
  symbol = 'FPT',
  sectionName = 'Tăng trưởng',
  config: unknown = [chart()],
) {
  const result = await call(chartSectionRoute, caller, {
    method: 'POST',
    body: { symbol, sectionName, config: typeof config === 'string' ? config : JSON.stringify(config) },
  });
  expect(result.status).toBe(201);
  return result.data;
}

describe('config validation on POST /api/enterprise/chart-section', () => {
  const cases: [string, unknown, string][] = [
    ['bad JSON', '{oops', CHART_MESSAGES.badConfig],
    ['too many charts', charts(11), 'Mỗi mục có tối đa 10 biểu đồ'],
    [
      'too many metrics',
      [
        chart(
          'A',
          Array.from({ length: 7 }, (_, index) => metric(`M${String(index)}`)),
        ),
      ],
      'Mỗi biểu đồ có tối đa 6 chỉ tiêu',
    ],
    ['unknown series type', [chart('A', [metric('X', { seriesType: 'pie' })])], CHART_MESSAGES.badSeriesType],
    ['unknown axis', [chart('A', [metric('X', { axis: 7 })])], CHART_MESSAGES.badAxis],
    ['unknown size', [{ ...chart(), size: 80 }], CHART_MESSAGES.badSize],
    [
      'unknown statement line',
      [chart('A', [metric('INCOME_STATEMENT.NOT_A_LINE')])],
      'Chỉ tiêu không tồn tại: statement:INCOME_STATEMENT.NOT_A_LINE',
    ],
    ['unknown ratio', [chart('A', [metric('NOPE')])], 'Chỉ tiêu không tồn tại: ratio:NOPE'],
    ['a bank ratio on a non-bank', [chart('A', [metric('NIM')])], 'Chỉ tiêu không tồn tại: ratio:NIM'],
    [
      'unknown price series',
      [chart('A', [metric('open', { kind: 'price' })])],
      'Chỉ tiêu không tồn tại: price:open',
    ],
    [
      'unknown macro series',
      [chart('A', [metric('XX_NONE.yoy', { kind: 'macro' })])],
      'Chỉ tiêu không tồn tại: macro:XX_NONE.yoy',
    ],
  ];

  it.each(cases)('%s -> 400 with the message', async (_name, config, message) => {
    const result = await call(chartSectionRoute, BASIC_A, {
      method: 'POST',
      body: { symbol: 'FPT', sectionName: 'X', config: typeof config === 'string' ? config : config },
    });
    expect(result.status).toBe(400);
    expect(result.body.message).toContain(message);
  });
});

describe('sections of a user', () => {
  it('creates, lists in order, updates with the version and deletes', async () => {
    const first = await create(BASIC_A, 'VNM', 'Một', [chart('A', [metric(REVENUE), metric('ROE')])]);
    const second = await create(BASIC_A, 'VNM', 'Hai');
    expect(first.position).toBe(0);
    expect(second.position).toBe(1);
    expect(first.version).toBe(1);
    expect(JSON.parse(first.config)).toEqual(first.charts);
    expect(first.charts[0]?.chartId).toEqual(expect.any(String));
    // Colours were allocated: two distinct palette colours.
    const colors = first.charts[0]?.metrics.map((item) => item.color) ?? [];
    expect(new Set(colors).size).toBe(2);

    const list = await call<ChartSection[]>(chartSectionRoute, BASIC_A, { query: { symbol: 'vnm' } });
    expect(list.status).toBe(200);
    expect(list.body.data).toBeDefined();
    expect(list.data.map((section) => section.sectionName)).toEqual(['Một', 'Hai']);

    const updated = await call(chartSectionRoute, BASIC_A, {
      method: 'PUT',
      body: { sectionId: first.sectionId, version: 1, sectionName: 'Một (sửa)', isAutoAxis: false },
    });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({ sectionName: 'Một (sửa)', isAutoAxis: false, version: 2 });
    expect(updated.data.charts).toEqual(first.charts);

    const stale = await call(chartSectionRoute, BASIC_A, {
      method: 'PUT',
      body: { sectionId: first.sectionId, version: 1, sectionName: 'Cũ' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'CONFLICT', message: CHART_MESSAGES.conflict });

    const removed = await call(chartSectionRoute, BASIC_A, {
      method: 'DELETE',
      query: { sectionId: String(second.sectionId) },
    });
    expect(removed.status).toBe(200);
    const after = await call<ChartSection[]>(chartSectionRoute, BASIC_A, { query: { symbol: 'VNM' } });
    expect(after.data.map((section) => section.sectionId)).toEqual([first.sectionId]);
  });

  it("hides another user's sections: 404 on update, delete, duplicate, share", async () => {
    const mine = await create(BASIC_A, 'HPG', 'Của A');
    const theirs = await call<ChartSection[]>(chartSectionRoute, BASIC_B, { query: { symbol: 'HPG' } });
    expect(theirs.data).toEqual([]);
    const attempts = [
      call(chartSectionRoute, BASIC_B, {
        method: 'PUT',
        body: { sectionId: mine.sectionId, version: 1, sectionName: 'Của B' },
      }),
      call(chartSectionRoute, BASIC_B, { method: 'DELETE', query: { sectionId: String(mine.sectionId) } }),
      call(chartSectionDuplicateRoute, BASIC_B, { method: 'POST', body: { sectionId: mine.sectionId } }),
      call(chartSectionApplyRoute, BASIC_B, {
        method: 'POST',
        body: { sectionId: mine.sectionId, symbol: 'FPT' },
      }),
      call(chartSectionShareRoute, BASIC_B, {
        method: 'POST',
        body: { sectionId: mine.sectionId, enabled: true },
      }),
      call(chartSectionReorderRoute, BASIC_B, {
        method: 'POST',
        body: { symbol: 'HPG', sectionIds: [mine.sectionId] },
      }),
    ];
    for (const result of await Promise.all(attempts)) {
      expect(result.status).toBe(404);
      expect(result.body.message).toBe(CHART_MESSAGES.notFound);
    }
    const still = await call<ChartSection[]>(chartSectionRoute, BASIC_A, { query: { symbol: 'HPG' } });
    expect(still.data).toHaveLength(1);
    expect(still.data[0]?.sectionName).toBe('Của A');
  });

  it('keeps device and user sections apart', async () => {
    const device = await issuedDevice(handle.db);
    await insertSections(handle.db, [
      {
        ownerKey: device.ownerKey,
        symbol: 'MWG',
        sectionName: 'Thiết bị',
        isAutoAxis: true,
        config: [],
        position: 0,
      },
    ]);
    const asDevice = await call<ChartSection[]>(
      chartSectionRoute,
      { deviceToken: device.token },
      { query: { symbol: 'MWG' } },
    );
    expect(asDevice.data.map((section) => section.sectionName)).toEqual(['Thiết bị']);
    // Signed in on another browser, the caller is the user only.
    const asUser = await call<ChartSection[]>(chartSectionRoute, BASIC_A, { query: { symbol: 'MWG' } });
    expect(asUser.data).toEqual([]);
    const noOne = await call<ChartSection[]>(chartSectionRoute, {}, { query: { symbol: 'MWG' } });
    expect(noOne.data).toEqual([]);
  });

  it('duplicates, applies to another ticker and reorders', async () => {
    const one = await create(BASIC_A, 'SSI', 'Một');
    const two = await create(BASIC_A, 'SSI', 'Hai');
    const copy = await call(chartSectionDuplicateRoute, BASIC_A, {
      method: 'POST',
      body: { sectionId: one.sectionId },
    });
    expect(copy.status).toBe(201);
    expect(copy.data).toMatchObject({ symbol: 'SSI', sectionName: 'Một (bản sao)', position: 2, version: 1 });
    expect(copy.data.charts[0]?.chartId).not.toBe(one.charts[0]?.chartId);
    expect(copy.data.charts[0]?.metrics).toEqual(one.charts[0]?.metrics);

    // A bank has no "net revenue" line: the copy is refused, naming the metric, and nothing is written.
    const toBank = await call(chartSectionApplyRoute, BASIC_A, {
      method: 'POST',
      body: { sectionId: two.sectionId, symbol: 'vcb' },
    });
    expect(toBank.status).toBe(400);
    expect(toBank.body.message).toContain(`Chỉ tiêu không tồn tại: statement:${REVENUE}`);
    const bankSections = await call<ChartSection[]>(chartSectionRoute, BASIC_A, { query: { symbol: 'VCB' } });
    expect(bankSections.data).toEqual([]);

    const applied = await call(chartSectionApplyRoute, BASIC_A, {
      method: 'POST',
      body: { sectionId: two.sectionId, symbol: 'gmd' },
    });
    expect(applied.status).toBe(201);
    expect(applied.data).toMatchObject({ symbol: 'GMD', sectionName: 'Hai', position: 0 });

    const reordered = await call<ChartSection[]>(chartSectionReorderRoute, BASIC_A, {
      method: 'POST',
      body: { symbol: 'SSI', sectionIds: [copy.data.sectionId, two.sectionId] },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.data.map((section) => [section.sectionName, section.position])).toEqual([
      ['Một (bản sao)', 0],
      ['Hai', 1],
      ['Một', 2],
    ]);
    // A section of another ticker is not one of this list.
    const wrong = await call(chartSectionReorderRoute, BASIC_A, {
      method: 'POST',
      body: { symbol: 'SSI', sectionIds: [applied.data.sectionId] },
    });
    expect(wrong.status).toBe(404);
  });

  it('shares read-only through a token, and stops sharing', async () => {
    const section = await create(BASIC_A, 'ACB', 'Chia sẻ');
    const shared = await call<ChartSectionShareResponse>(chartSectionShareRoute, BASIC_A, {
      method: 'POST',
      body: { sectionId: section.sectionId, enabled: true },
    });
    expect(shared.status).toBe(200);
    const token = shared.data.shareToken;
    expect(token).toMatch(/^[\w-]{16,64}$/);
    const again = await call<ChartSectionShareResponse>(chartSectionShareRoute, BASIC_A, {
      method: 'POST',
      body: { sectionId: section.sectionId, enabled: true },
    });
    expect(again.data.shareToken).toBe(token);

    const read = await call<SharedChartSection>(
      chartSectionSharedRoute,
      {},
      { query: { token: token ?? '' } },
    );
    expect(read.status).toBe(200);
    expect(read.data).toMatchObject({ sectionName: 'Chia sẻ', symbol: 'ACB', readOnly: true });
    expect(read.data).not.toHaveProperty('shareToken');
    const write = await call(chartSectionSharedRoute, {}, { method: 'PUT', query: { token: token ?? '' } });
    expect(write.status).toBe(405);

    const off = await call<ChartSectionShareResponse>(chartSectionShareRoute, BASIC_A, {
      method: 'POST',
      body: { sectionId: section.sectionId, enabled: false },
    });
    expect(off.data.shareToken).toBeNull();
    const gone = await call(chartSectionSharedRoute, {}, { query: { token: token ?? '' } });
    expect(gone.status).toBe(404);
    const unknown = await call(chartSectionSharedRoute, {}, { query: { token: 'x'.repeat(24) } });
    expect(unknown.status).toBe(404);
  });

  it('allows at most 30 sections per ticker', async () => {
    await insertSections(
      handle.db,
      Array.from({ length: 30 }, (_, position) => ({
        ownerKey: 'user:1001',
        symbol: 'GAS',
        sectionName: `Mục ${String(position)}`,
        isAutoAxis: true,
        config: [],
        position,
      })),
    );
    const result = await call(chartSectionRoute, BASIC_A, {
      method: 'POST',
      body: { symbol: 'GAS', sectionName: 'Thêm', config: [] },
    });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(CHART_MESSAGES.tooManySections);
  });
});

describe('access (DEEP_CHART_ALL)', () => {
  it('lets an anonymous device keep up to 2 charts per section (its template), naming the plan', async () => {
    const { token: deviceToken } = await issuedDevice(handle.db);
    const ok = await call(
      chartSectionRoute,
      { deviceToken },
      { method: 'POST', body: { symbol: 'FPT', sectionName: 'Mẫu', config: charts(2) } },
    );
    expect(ok.status).toBe(201);
    const tooMany = await call(
      chartSectionRoute,
      { deviceToken },
      { method: 'POST', body: { symbol: 'FPT', sectionName: 'X', config: charts(3) } },
    );
    expect(tooMany.status).toBe(403);
    expect(tooMany.body.code).toBe('PLAN_REQUIRED');
    const read = await call<ChartSection[]>(chartSectionRoute, { deviceToken }, { query: { symbol: 'FPT' } });
    expect(read.status).toBe(200);
    expect(read.body.data).toHaveLength(1);
  });

  it('limits a free account to 2 charts per section, naming the plan', async () => {
    const ok = await create(FREE, 'FPT', 'Hai biểu đồ', charts(2));
    expect(ok.charts).toHaveLength(2);
    const tooMany = await call(chartSectionRoute, FREE, {
      method: 'POST',
      body: { symbol: 'FPT', sectionName: 'Ba', config: charts(3) },
    });
    expect(tooMany.status).toBe(403);
    expect(tooMany.body.code).toBe('PLAN_REQUIRED');
    expect(tooMany.body.message).toContain('tối đa 2 biểu đồ');
    expect(tooMany.body.message).toContain('Cơ bản');
    const update = await call(chartSectionRoute, FREE, {
      method: 'PUT',
      body: { sectionId: ok.sectionId, version: 1, config: charts(3) },
    });
    expect(update.status).toBe(403);
    const rename = await call(chartSectionRoute, FREE, {
      method: 'PUT',
      body: { sectionId: ok.sectionId, version: 1, sectionName: 'Đổi tên' },
    });
    expect(rename.status).toBe(200);
  });

  it('gives BASIC the normal limit of 10 charts', async () => {
    const section = await create(BASIC_B, 'FPT', 'Mười', charts(10));
    expect(section.charts).toHaveLength(10);
  });
});

describe('/api/enterprise/stock-template/[deviceId]', () => {
  it('ignores the deviceId of the path: naming another visitor reads and changes only the caller’s own', async () => {
    const victimId = uniqueDevice();
    const victim = await issuedDevice(handle.db);
    await insertSections(handle.db, [
      {
        ownerKey: victim.ownerKey,
        symbol: 'GAS',
        sectionName: 'Của nạn nhân',
        isAutoAxis: true,
        config: [],
        position: 0,
      },
      {
        ownerKey: `device:${victimId}`,
        symbol: 'GAS',
        sectionName: 'Thời mã thiết bị',
        isAutoAxis: true,
        config: [],
        position: 0,
      },
    ]);
    const attacker = await issuedDevice(handle.db);
    const query = { deviceId: victimId, symbol: 'GAS' };
    const read = await call<ChartSection[]>(stockTemplateRoute, { deviceToken: attacker.token }, { query });
    expect(read.status).toBe(200);
    expect(read.data).toEqual([]);
    const replaced = await call<ChartSection[]>(
      stockTemplateRoute,
      { deviceToken: attacker.token },
      { method: 'PUT', query, body: { sections: [] } },
    );
    expect(replaced.status).toBe(200);
    const rows = await handle.db
      .select()
      .from(chartSections)
      .where(inArray(chartSections.ownerKey, [victim.ownerKey, `device:${victimId}`]));
    expect(rows.map((row) => row.sectionName).sort()).toEqual(['Của nạn nhân', 'Thời mã thiết bị']);
  });

  it("lists, replaces and adds to the device's sections of a ticker", async () => {
    const device = await issuedDevice(handle.db);
    const caller = { ...BASIC_A, deviceToken: device.token };
    const query = { deviceId: uniqueDevice(), symbol: 'HPG' };
    const empty = await call<ChartSection[]>(stockTemplateRoute, caller, { query });
    expect(empty.status).toBe(200);
    expect(empty.data).toEqual([]);

    const replaced = await call<ChartSection[]>(stockTemplateRoute, caller, {
      method: 'PUT',
      query,
      body: {
        sections: [
          { sectionName: 'A', config: JSON.stringify([chart()]) },
          { sectionName: 'B', config: [] },
        ],
      },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.data.map((section) => [section.sectionName, section.position])).toEqual([
      ['A', 0],
      ['B', 1],
    ]);
    const added = await call(stockTemplateRoute, caller, {
      method: 'POST',
      query,
      body: { sectionName: 'C', config: [] },
    });
    expect(added.status).toBe(201);
    expect(added.data.position).toBe(2);

    const again = await call<ChartSection[]>(stockTemplateRoute, caller, {
      method: 'PUT',
      query,
      body: { sections: [{ sectionName: 'Chỉ còn', config: [] }] },
    });
    expect(again.data.map((section) => section.sectionName)).toEqual(['Chỉ còn']);
    // The device's sections, not the user's.
    const userList = await call<ChartSection[]>(chartSectionRoute, BASIC_A, { query: { symbol: 'HPG' } });
    expect(userList.data.map((section) => section.sectionName)).not.toContain('Chỉ còn');
  });

  it('keeps an anonymous device template within the limited level (2 charts)', async () => {
    const deviceId = uniqueDevice();
    const { token: deviceToken } = await issuedDevice(handle.db);
    const ok = await call(
      stockTemplateRoute,
      { deviceToken },
      { method: 'POST', query: { deviceId, symbol: 'FPT' }, body: { sectionName: 'X', config: charts(2) } },
    );
    expect(ok.status).toBeLessThan(300);
    const tooMany = await call(
      stockTemplateRoute,
      { deviceToken },
      { method: 'POST', query: { deviceId, symbol: 'FPT' }, body: { sectionName: 'Y', config: charts(3) } },
    );
    expect(tooMany.status).toBe(403);
    expect(tooMany.body.code).toBe('PLAN_REQUIRED');
  });
});

describe('device sections move to the user', () => {
  const deviceSection = (ownerKey: string, symbol: string, position: number) => ({
    ownerKey,
    symbol,
    sectionName: `${symbol} ${String(position)}`,
    isAutoAxis: true,
    config: normalizeCharts([]),
    position,
  });

  it('moveDeviceSectionsToUser re-owns them after the user’s own sections', async () => {
    const { ownerKey } = await issuedDevice(handle.db);
    await insertSections(handle.db, [deviceSection(ownerKey, 'POW', 0), deviceSection(ownerKey, 'POW', 1)]);
    await insertSections(handle.db, [deviceSection('user:2001', 'POW', 0)]);
    expect(await moveDeviceSectionsToUser(handle.db, ownerKey, 2001)).toBe(2);
    const rows = await handle.db.select().from(chartSections).where(eq(chartSections.ownerKey, 'user:2001'));
    expect(rows.map((row) => row.position).sort()).toEqual([0, 1, 2]);
    expect(await moveDeviceSectionsToUser(handle.db, ownerKey, 2001)).toBe(0);
  });

  it('a login naming another visitor’s deviceId moves none of that visitor’s sections', async () => {
    const attacker = await createUser(handle.db);
    const victimId = uniqueDevice();
    const victim = await issuedDevice(handle.db);
    await insertSections(handle.db, [
      deviceSection(`device:${victimId}`, 'REE', 0),
      deviceSection(victim.ownerKey, 'REE', 1),
    ]);
    const result = await callAccount<LoginResponse>(loginRoute, {
      body: { email: attacker.email, password: attacker.password, deviceId: victimId },
      ip: uniqueIp(),
    });
    expect(result.status).toBe(200);
    const listed = await call<ChartSection[]>(
      chartSectionRoute,
      { token: `u:${String(attacker.id)}:BASIC` },
      { query: { symbol: 'REE' } },
    );
    expect(listed.data).toEqual([]);
    const rows = await handle.db.select().from(chartSections).where(eq(chartSections.symbol, 'REE'));
    expect(rows.map((row) => row.ownerKey).sort()).toEqual([`device:${victimId}`, victim.ownerKey].sort());
  });

  it('the browser’s own device sections join the account on its first signed-in call', async () => {
    const device = await issuedDevice(handle.db);
    await insertSections(handle.db, [deviceSection(device.ownerKey, 'VNM', 0)]);
    await insertSections(handle.db, [deviceSection('user:2002', 'VNM', 0)]);
    const listed = await call<ChartSection[]>(
      chartSectionRoute,
      { token: 'u:2002:BASIC', deviceToken: device.token },
      { query: { symbol: 'VNM' } },
    );
    expect(listed.data.map((section) => [section.sectionName, section.position])).toEqual([
      ['VNM 0', 0],
      ['VNM 0', 1],
    ]);
    const rows = await handle.db
      .select()
      .from(chartSections)
      .where(eq(chartSections.ownerKey, device.ownerKey));
    expect(rows).toEqual([]);
  });
});
