import type { NextApiHandler } from 'next';
import { isAccessRole, permissionsForRole } from '@/common/access/accessTable';
import {
  MAX_SECTIONS_PER_SYMBOL,
  type ChartSection,
  type SharedChartSection,
} from '@/common/contracts/charts';
import { TEMPLATE_MESSAGES } from '@/common/contracts/chartTemplates';
import { callAccount } from '../../../../../../tests/helpers/accounts';
import { restoreVerifier } from '../../../../../../tests/helpers/access';
import { issuedDevice } from '../../../../../../tests/helpers/devices';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { companies } from '../../../../db/schema';
import { createTestDatabase } from '../../../../db/testing';
import type { AuthUser } from '../../../../core/authUser';
import { setTokenVerifier } from '../../../../auth/bearer';
import {
  chartSectionApplyRoute,
  chartSectionReorderRoute,
  chartSectionRoute,
  chartSectionShareRoute,
  chartSectionSharedRoute,
} from '../../charts.handlers';
import { insertSections } from '../../charts.repository';

// Template sections (issue 33): built once on a non-financial ticker, read on a bank, a securities
// company and an insurer, edited from another ticker, owned by one account.

let handle: DatabaseHandle;

const TYPES = {
  FPT: 'non_financial',
  HPG: 'non_financial',
  VCB: 'bank',
  SSI: 'securities',
  BVH: 'insurance',
} as const;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  await handle.db.insert(companies).values(
    Object.entries(TYPES).map(([ticker, companyType]) => ({
      ticker,
      nameVi: `Công ty ${ticker}`,
      companyType,
    })),
  );
  setTokenVerifier((token) => {
    const [prefix, id, role] = token.split(':');
    if (prefix !== 'u' || !isAccessRole(role) || role === 'anonymous') return Promise.resolve(null);
    const user: AuthUser = {
      id: Number(id),
      email: `u${String(id)}@example.vn`,
      isAdmin: false,
      permissions: permissionsForRole(role),
    };
    return Promise.resolve(user);
  });
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

interface Caller {
  token?: string;
  deviceToken?: string;
}
let nextUser = 2000;
const newUser = (): Caller => ({ token: `u:${String((nextUser += 1))}:BASIC` });

async function call<T = ChartSection>(
  route: NextApiHandler,
  caller: Caller,
  request: { method?: string; query?: Record<string, string>; body?: unknown },
) {
  const headers: Record<string, string> = {};
  if (caller.deviceToken) headers.cookie = `deviceToken=${caller.deviceToken}`;
  return callAccount<T>(route, {
    method: request.method ?? 'GET',
    query: request.query,
    body: request.body,
    headers,
    token: caller.token,
  });
}

const statement = (id: string) => ({ kind: 'statement', id, seriesType: 'column', axis: 0 });
const ratio = (id: string) => ({ kind: 'ratio', id, seriesType: 'line', axis: 1 });
const TEMPLATE_CHARTS = [
  {
    chartName: 'Kết quả',
    metrics: [
      statement('INCOME_STATEMENT.NET_REVENUE'),
      statement('INCOME_STATEMENT.NET_PROFIT'),
      ratio('CURRENT_RATIO'),
      ratio('ROE'),
    ],
  },
  {
    chartName: 'Vốn',
    metrics: [
      statement('BALANCE_SHEET.NON_CONTROLLING_INTERESTS'),
      statement('BALANCE_SHEET.PAID_IN_CAPITAL'),
    ],
  },
  { chartName: 'Giá', metrics: [{ kind: 'price', id: 'close', seriesType: 'line', axis: 0 }] },
];

async function createTemplate(caller: Caller, symbol = 'FPT', sectionName = 'Mẫu của tôi') {
  const result = await call(chartSectionRoute, caller, {
    method: 'POST',
    body: { symbol, sectionName, config: TEMPLATE_CHARTS, isTemplate: true },
  });
  expect(result.status).toBe(201);
  return result.data;
}

async function list(caller: Caller, symbol: string): Promise<ChartSection[]> {
  const result = await call<ChartSection[]>(chartSectionRoute, caller, { query: { symbol } });
  expect(result.status).toBe(200);
  return result.data;
}

const ids = (section: ChartSection | undefined, chart: number) =>
  section?.charts[chart]?.metrics.map((metric) => `${metric.kind}:${metric.id}`);

describe('a template section on every ticker', () => {
  it('is listed on every ticker with the lines of its company type, and notes for the others', async () => {
    const owner = newUser();
    const made = await createTemplate(owner);
    expect(made).toMatchObject({ isTemplate: true, symbol: 'FPT', templateNotes: [] });

    const bank = (await list(owner, 'VCB')).find((section) => section.sectionId === made.sectionId);
    expect(bank?.isTemplate).toBe(true);
    expect(ids(bank, 0)).toEqual(['statement:INCOME_STATEMENT.NET_PROFIT', 'ratio:ROE']);
    // Mapped lines: the bank's balance sheet names them MINORITY_INTEREST and CHARTER_CAPITAL.
    expect(ids(bank, 1)).toEqual([
      'statement:BALANCE_SHEET.MINORITY_INTEREST',
      'statement:BALANCE_SHEET.CHARTER_CAPITAL',
    ]);
    expect(ids(bank, 2)).toEqual(['price:close']);
    expect(JSON.parse(bank?.config ?? '[]')).toEqual(bank?.charts);
    expect(bank?.templateNotes?.map((note) => note.message)).toEqual([
      "Chỉ tiêu 'Doanh thu thuần về bán hàng và cung cấp dịch vụ' không có ở ngân hàng",
      "Chỉ số 'Hệ số thanh toán hiện hành' không có ở ngân hàng",
    ]);
    expect(bank?.templateNotes?.[0]).toMatchObject({
      chartId: made.charts[0]?.chartId,
      metricKey: 'statement:INCOME_STATEMENT.NET_REVENUE',
    });

    for (const symbol of ['SSI', 'BVH', 'HPG']) {
      const other = (await list(owner, symbol)).find((section) => section.sectionId === made.sectionId);
      expect(other?.templateNotes).toEqual([]);
      expect(ids(other, 0)).toEqual(ids(made, 0));
      expect(ids(other, 1)).toEqual(ids(made, 1));
    }
  });

  it('lists the ticker own sections first, then the templates', async () => {
    const owner = newUser();
    const template = await createTemplate(owner);
    const own = await call(chartSectionRoute, owner, {
      method: 'POST',
      body: { symbol: 'VCB', sectionName: 'Riêng VCB', config: [] },
    });
    expect(own.status).toBe(201);
    expect((await list(owner, 'VCB')).map((section) => section.sectionName)).toEqual([
      'Riêng VCB',
      template.sectionName,
    ]);
    expect((await list(owner, 'HPG')).map((section) => section.sectionName)).toEqual([template.sectionName]);
  });

  it('is one template: edited on a bank, it changes on every ticker and keeps what the bank hid', async () => {
    const owner = newUser();
    const made = await createTemplate(owner);
    const onBank = (await list(owner, 'VCB')).find((section) => section.sectionId === made.sectionId);
    const [first, ...rest] = onBank?.charts ?? [];
    const edited = await call(chartSectionRoute, owner, {
      method: 'PUT',
      body: {
        sectionId: made.sectionId,
        version: onBank?.version,
        symbol: 'VCB',
        sectionName: 'Mẫu đã sửa',
        config: [{ ...first, metrics: [...(first?.metrics ?? []), ratio('NIM')] }, ...rest],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.data.symbol).toBe('FPT');
    expect(ids(edited.data, 0)).toEqual(['statement:INCOME_STATEMENT.NET_PROFIT', 'ratio:ROE', 'ratio:NIM']);

    const onFpt = (await list(owner, 'FPT')).find((section) => section.sectionId === made.sectionId);
    expect(onFpt?.sectionName).toBe('Mẫu đã sửa');
    expect(ids(onFpt, 0)?.sort()).toEqual(
      [
        'statement:INCOME_STATEMENT.NET_PROFIT',
        'ratio:ROE',
        'statement:INCOME_STATEMENT.NET_REVENUE',
        'ratio:CURRENT_RATIO',
      ].sort(),
    );
    expect(onFpt?.templateNotes?.map((note) => note.message)).toEqual([
      "Chỉ số 'Biên lãi thuần (NIM)' không có ở doanh nghiệp phi tài chính",
    ]);
    // The bank's lines saved from the bank read back as the non-financial lines on FPT.
    expect(ids(onFpt, 1)).toEqual(ids(made, 1));
  });

  it('turns a ticker section into a template, and a template back into a section of the page ticker', async () => {
    const owner = newUser();
    const section = await call(chartSectionRoute, owner, {
      method: 'POST',
      body: { symbol: 'FPT', sectionName: 'Của FPT', config: TEMPLATE_CHARTS },
    });
    expect(section.data.isTemplate).toBe(false);
    expect(await list(owner, 'VCB')).toEqual([]);
    const marked = await call(chartSectionRoute, owner, {
      method: 'PUT',
      body: {
        sectionId: section.data.sectionId,
        version: section.data.version,
        isTemplate: true,
        symbol: 'FPT',
      },
    });
    expect(marked.status).toBe(200);
    expect(marked.data.isTemplate).toBe(true);
    expect((await list(owner, 'VCB')).map((item) => item.sectionName)).toEqual(['Của FPT']);

    const back = await call(chartSectionRoute, owner, {
      method: 'PUT',
      body: {
        sectionId: section.data.sectionId,
        version: marked.data.version,
        isTemplate: false,
        symbol: 'VCB',
      },
    });
    expect(back.status).toBe(200);
    expect(back.data).toMatchObject({ isTemplate: false, symbol: 'VCB' });
    expect(ids(back.data, 0)).toEqual(['statement:INCOME_STATEMENT.NET_PROFIT', 'ratio:ROE']);
    expect(await list(owner, 'FPT')).toEqual([]);
  });

  it('is invisible to another account: not listed, 404 on update, delete, share and apply', async () => {
    const owner = newUser();
    const stranger = newUser();
    const made = await createTemplate(owner);
    expect(await list(stranger, 'FPT')).toEqual([]);
    expect(await list(stranger, 'VCB')).toEqual([]);
    const update = await call(chartSectionRoute, stranger, {
      method: 'PUT',
      body: { sectionId: made.sectionId, version: made.version, symbol: 'VCB', sectionName: 'Của tôi' },
    });
    expect(update.status).toBe(404);
    const remove = await call(chartSectionRoute, stranger, {
      method: 'DELETE',
      query: { sectionId: String(made.sectionId) },
    });
    expect(remove.status).toBe(404);
    const share = await call(chartSectionShareRoute, stranger, {
      method: 'POST',
      body: { sectionId: made.sectionId, enabled: true, symbol: 'VCB' },
    });
    expect(share.status).toBe(404);
    const apply = await call(chartSectionApplyRoute, stranger, {
      method: 'POST',
      body: { sectionId: made.sectionId, symbol: 'HPG' },
    });
    expect(apply.status).toBe(404);
    expect((await list(owner, 'VCB')).map((section) => section.sectionName)).toEqual(['Mẫu của tôi']);
  });

  it('is deleted from every ticker at once', async () => {
    const owner = newUser();
    const made = await createTemplate(owner);
    const removed = await call(chartSectionRoute, owner, {
      method: 'DELETE',
      query: { sectionId: String(made.sectionId) },
    });
    expect(removed.status).toBe(200);
    for (const symbol of ['FPT', 'VCB', 'SSI']) expect(await list(owner, symbol)).toEqual([]);
  });

  it('is for accounts only: a guest is told to sign in', async () => {
    const device = await issuedDevice(handle.db);
    const result = await call(
      chartSectionRoute,
      { deviceToken: device.token },
      { method: 'POST', body: { symbol: 'FPT', sectionName: 'Mẫu', config: [], isTemplate: true } },
    );
    expect(result.status).toBe(403);
    expect(JSON.stringify(result.data)).toContain(TEMPLATE_MESSAGES.guest);
  });

  it('counts on every ticker list: a ticker full with the templates refuses more', async () => {
    const owner = newUser();
    const ownerKey = `user:${String(nextUser)}`;
    await insertSections(
      handle.db,
      Array.from({ length: MAX_SECTIONS_PER_SYMBOL - 1 }, (_, position) => ({
        ownerKey,
        symbol: 'HPG',
        sectionName: `HPG ${String(position)}`,
        isAutoAxis: true,
        config: [],
        position,
      })),
    );
    await createTemplate(owner, 'FPT', 'Mẫu cuối');
    const more = await call(chartSectionRoute, owner, {
      method: 'POST',
      body: { symbol: 'FPT', sectionName: 'Mẫu nữa', config: [], isTemplate: true },
    });
    expect(more.status).toBe(400);
    expect(JSON.stringify(more.data)).toContain(TEMPLATE_MESSAGES.tooManyForTicker);
    const onHpg = await call(chartSectionRoute, owner, {
      method: 'POST',
      body: { symbol: 'HPG', sectionName: 'HPG thêm', config: [] },
    });
    expect(onHpg.status).toBe(400);
    // Another ticker still has room.
    const onVcb = await call(chartSectionRoute, owner, {
      method: 'POST',
      body: { symbol: 'VCB', sectionName: 'VCB', config: [] },
    });
    expect(onVcb.status).toBe(201);
  });

  it('reorders the templates among themselves from any ticker', async () => {
    const owner = newUser();
    const first = await createTemplate(owner, 'FPT', 'Mẫu 1');
    const second = await createTemplate(owner, 'FPT', 'Mẫu 2');
    const result = await call<ChartSection[]>(chartSectionReorderRoute, owner, {
      method: 'POST',
      body: { symbol: 'VCB', sectionIds: [second.sectionId, first.sectionId] },
    });
    expect(result.status).toBe(200);
    expect(result.data.map((section) => section.sectionName)).toEqual(['Mẫu 2', 'Mẫu 1']);
    expect((await list(owner, 'SSI')).map((section) => section.sectionName)).toEqual(['Mẫu 2', 'Mẫu 1']);
  });

  it('applied to a ticker, becomes its own section with what its type draws', async () => {
    const owner = newUser();
    const made = await createTemplate(owner);
    const applied = await call(chartSectionApplyRoute, owner, {
      method: 'POST',
      body: { sectionId: made.sectionId, symbol: 'VCB' },
    });
    expect(applied.status).toBe(201);
    expect(applied.data).toMatchObject({ isTemplate: false, symbol: 'VCB' });
    expect(ids(applied.data, 0)).toEqual(['statement:INCOME_STATEMENT.NET_PROFIT', 'ratio:ROE']);
  });

  it('shared from a ticker, opens on that ticker', async () => {
    const owner = newUser();
    const made = await createTemplate(owner);
    const shared = await call<{ shareToken: string }>(chartSectionShareRoute, owner, {
      method: 'POST',
      body: { sectionId: made.sectionId, enabled: true, symbol: 'VCB' },
    });
    expect(shared.status).toBe(200);
    const read = await call<SharedChartSection>(
      chartSectionSharedRoute,
      {},
      { query: { token: shared.data.shareToken } },
    );
    expect(read.data).toMatchObject({ symbol: 'VCB', isTemplate: true, readOnly: true });
    expect(ids(read.data, 0)).toEqual(['statement:INCOME_STATEMENT.NET_PROFIT', 'ratio:ROE']);
    expect(read.data.templateNotes).toHaveLength(2);
    // The template still reads for every ticker.
    expect(ids((await list(owner, 'FPT'))[0], 0)).toHaveLength(4);
  });
});
