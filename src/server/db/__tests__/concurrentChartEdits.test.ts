/**
 * Fault: two saves of one chart section based on the same version, at the same time. The rule
 * (docs/API.md, docs/DECISIONS.md "Faults"): PUT carries the version the client read; the update
 * applies only while the row is still at that version (one conditional UPDATE, atomic on both
 * engines), so exactly one save wins and every other gets 409 with the Vietnamese message; the client
 * reloads the section and applies its change again. Nothing is overwritten silently.
 */
import { permissionsForRole } from '@/common/access/accessTable';
import { CHART_MESSAGES, type ChartSection } from '@/common/contracts/charts';
import { callAccount } from '../../../../tests/helpers/accounts';
import { restoreVerifier } from '../../../../tests/helpers/access';
import { setTokenVerifier } from '../../auth/bearer';
import { chartSectionRoute } from '../../modules/charts/charts.handlers';
import { setDatabaseHandle, type DatabaseHandle } from '../client';
import { companies } from '../schema';
import { createTestDatabase } from '../testing';

let handle: DatabaseHandle;
const TOKEN = 'basic-user';

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  await handle.db
    .insert(companies)
    .values({ ticker: 'FPT', nameVi: 'Công ty FPT', companyType: 'non_financial' });
  setTokenVerifier((token) =>
    Promise.resolve(
      token === TOKEN
        ? { id: 4242, email: 'basic@example.vn', isAdmin: false, permissions: permissionsForRole('BASIC') }
        : null,
    ),
  );
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

const REVENUE = 'INCOME_STATEMENT.NET_REVENUE';
const config = (chartName: string) =>
  JSON.stringify([
    { chartName, size: 50, metrics: [{ kind: 'statement', id: REVENUE, seriesType: 'column', axis: 0 }] },
  ]);

function call(method: string, request: { body?: unknown; query?: Record<string, string> }) {
  return callAccount<ChartSection | ChartSection[]>(chartSectionRoute, { method, ...request, token: TOKEN });
}

async function createSection(sectionName: string): Promise<ChartSection> {
  const created = await call('POST', { body: { symbol: 'FPT', sectionName, config: config('Doanh thu') } });
  expect(created.status).toBe(201);
  return created.data as ChartSection;
}

async function readSection(sectionId: number): Promise<ChartSection> {
  const list = await call('GET', { query: { symbol: 'FPT' } });
  const section = (list.data as ChartSection[]).find((item) => item.sectionId === sectionId);
  if (!section) throw new Error(`section ${String(sectionId)} is gone`);
  return section;
}

describe('concurrent edits of one chart section', () => {
  it('lets exactly one of two saves on the same version through; the other gets 409 and loses nothing after a reload', async () => {
    const section = await createSection('Tăng trưởng');
    expect(section.version).toBe(1);

    // Two tabs read version 1; one renames the section, the other changes its charts. Both save at once.
    const [rename, recharts] = await Promise.all([
      call('PUT', {
        body: { sectionId: section.sectionId, version: 1, sectionName: 'Doanh thu và lợi nhuận' },
      }),
      call('PUT', { body: { sectionId: section.sectionId, version: 1, config: config('Biểu đồ mới') } }),
    ]);
    const results = [rename, recharts];
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const loser = results.find((result) => result.status === 409);
    expect(loser?.body).toMatchObject({ code: 'CONFLICT', message: CHART_MESSAGES.conflict });
    expect(CHART_MESSAGES.conflict).toBe('Mục biểu đồ đã được thay đổi ở nơi khác, vui lòng tải lại.');

    // The stored section is exactly the winner's save, one version on.
    const stored = await readSection(section.sectionId);
    expect(stored.version).toBe(2);
    const renameWon = rename.status === 200;
    expect(stored.sectionName).toBe(renameWon ? 'Doanh thu và lợi nhuận' : 'Tăng trưởng');
    expect(stored.charts[0]?.chartName).toBe(renameWon ? 'Doanh thu' : 'Biểu đồ mới');

    // The loser reloads (version 2) and saves its change again: both changes are kept.
    const retry = await call('PUT', {
      body: renameWon
        ? { sectionId: section.sectionId, version: stored.version, config: config('Biểu đồ mới') }
        : { sectionId: section.sectionId, version: stored.version, sectionName: 'Doanh thu và lợi nhuận' },
    });
    expect(retry.status).toBe(200);
    const final = await readSection(section.sectionId);
    expect(final).toMatchObject({ version: 3, sectionName: 'Doanh thu và lợi nhuận' });
    expect(final.charts[0]?.chartName).toBe('Biểu đồ mới');
  });

  it('of many simultaneous saves on one version, exactly one wins', async () => {
    const section = await createSection('Nhiều tab');
    const names = ['Một', 'Hai', 'Ba', 'Bốn', 'Năm', 'Sáu'];
    const results = await Promise.all(
      names.map((sectionName) =>
        call('PUT', { body: { sectionId: section.sectionId, version: 1, sectionName } }),
      ),
    );
    const winners = results.filter((result) => result.status === 200);
    const refused = results.filter((result) => result.status === 409);
    expect(winners).toHaveLength(1);
    expect(refused).toHaveLength(names.length - 1);
    for (const result of refused) expect(result.body.message).toBe(CHART_MESSAGES.conflict);

    const stored = await readSection(section.sectionId);
    expect(stored.version).toBe(2);
    expect(stored.sectionName).toBe((winners[0]?.data as ChartSection).sectionName);
  });
});
