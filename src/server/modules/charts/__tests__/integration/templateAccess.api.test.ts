import {
  MAX_SECTIONS_PER_SYMBOL,
  type ChartSection,
  type SharedChartSection,
} from '@/common/contracts/charts';
import { TEMPLATE_MESSAGES } from '@/common/contracts/chartTemplates';
import { issuedDevice } from '../../../../../../tests/helpers/devices';
import {
  chartSectionApplyRoute,
  chartSectionReorderRoute,
  chartSectionRoute,
  chartSectionShareRoute,
  chartSectionSharedRoute,
} from '../../charts.handlers';
import { insertSections } from '../../charts.repository';
import {
  call,
  createTemplate,
  handle,
  ids,
  lastUserKey,
  list,
  newUser,
  openTemplateDatabase,
} from './templateFixtures';

// Template sections (issue 33): whose they are, their limits, order, copies and links.

openTemplateDatabase();

describe('a template section: owner, limits, order, copies and links', () => {
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
    const ownerKey = lastUserKey();
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
