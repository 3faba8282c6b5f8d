import type { ReportAnalysisResponse } from '@/common/contracts/companyPages';
import { installRoleVerifier, restoreVerifier, roleHeaders } from '../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { analysisReports } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { documentFileRoute } from '../documents.handlers';
import { reportAnalysisRoute } from '../reports.handlers';
import { getData, getFile, seedCompanies } from './fixtures';

/** OVA's reports (own and of its industry, ICB 3577 or 3570), and two that are not its. */
const REPORTS = [
  {
    key: 'own1',
    ticker: 'OVA',
    icbCode: '3570',
    source: 'Nhà A',
    at: '2024-01-10T03:00:00Z',
    fileUrl: '/demo-docs/OVA/phan-tich-2024-01-10.pdf',
  },
  // 20:00 UTC on 5 March is 03:00 on 6 March in Vietnam.
  {
    key: 'own2',
    ticker: 'OVA',
    icbCode: '3570',
    source: 'Nhà B',
    at: '2024-03-05T20:00:00Z',
    fileUrl: 'https://example.com/r2.pdf',
  },
  { key: 'ind3', ticker: null, icbCode: '3570', source: 'Nhà C', at: '2024-02-01T03:00:00Z', fileUrl: null },
  {
    key: 'ind4',
    ticker: null,
    icbCode: '3577',
    source: 'Nhà A',
    at: '2024-04-01T03:00:00Z',
    fileUrl: 'javascript:alert(1)',
  },
  {
    key: 'peer',
    ticker: 'PEER',
    icbCode: '3570',
    source: 'Nhà D',
    at: '2024-05-01T03:00:00Z',
    fileUrl: null,
  },
  { key: 'other', ticker: null, icbCode: '8350', source: 'Nhà E', at: '2024-05-02T03:00:00Z', fileUrl: null },
];
const ids = new Map<string, number>();

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  await seedCompanies(handle.db);
  const rows = await handle.db
    .insert(analysisReports)
    .values(
      REPORTS.map(({ key, at, ...report }) => ({
        ...report,
        title: `Báo cáo ${key}`,
        recommendation: 'buy' as const,
        targetPrice: key.startsWith('own') ? 40_000 : null,
        summary: `Tóm tắt ${key}`,
        publishedAt: new Date(at),
      })),
    )
    .returning({ id: analysisReports.id, title: analysisReports.title });
  for (const row of rows) ids.set(row.title.replace('Báo cáo ', ''), row.id);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

async function list(query: Record<string, string>) {
  const answer = await getData<ReportAnalysisResponse>(
    reportAnalysisRoute,
    { ticket: 'OVA', ...query },
    'PRO',
  );
  expect(answer.status).toBe(200);
  return { ...answer.data!, keys: answer.data!.items.map((item) => item.title.replace('Báo cáo ', '')) };
}

describe('GET /api/enterprise/report-analysis', () => {
  it("lists the ticker's and its industry's reports, newest first", async () => {
    const answer = await list({});
    expect(answer.keys).toEqual(['ind4', 'own2', 'ind3', 'own1']);
    expect(answer).toMatchObject({ ticker: 'OVA', total: 4, page: 1, pageSize: 20 });
    expect(answer.sources).toEqual(['Nhà A', 'Nhà B', 'Nhà C']);
    const [ind4, own2, ind3, own1] = answer.items;
    expect(own1).toEqual({
      id: ids.get('own1'),
      title: 'Báo cáo own1',
      source: 'Nhà A',
      recommendation: 'buy',
      targetPrice: 40_000,
      summary: 'Tóm tắt own1',
      fileUrl: `/api/documents/${String(ids.get('own1'))}/file?type=report`,
      publishedAt: '2024-01-10T03:00:00.000Z',
      scope: 'ticker',
    });
    expect(own2?.fileUrl).toBe('https://example.com/r2.pdf');
    expect(ind3).toMatchObject({ scope: 'industry', fileUrl: null });
    // Only http(s) links reach the page.
    expect(ind4).toMatchObject({ scope: 'industry', fileUrl: null });
  });

  it('filters by scope, source and publication days in Vietnam time', async () => {
    expect((await list({ scope: 'ticker' })).keys).toEqual(['own2', 'own1']);
    expect((await list({ scope: 'industry' })).keys).toEqual(['ind4', 'ind3']);
    const byHouse = await list({ source: 'Nhà A' });
    expect(byHouse.keys).toEqual(['ind4', 'own1']);
    expect(byHouse.sources).toEqual(['Nhà A', 'Nhà B', 'Nhà C']);
    expect((await list({ from: '2024-03-06', to: '2024-03-06' })).keys).toEqual(['own2']);
    expect((await list({ from: '2024-02-01', to: '2024-03-05' })).keys).toEqual(['ind3']);
    expect((await list({ from: '2024-03-01' })).keys).toEqual(['ind4', 'own2']);
    expect((await list({ to: '2024-01-31', scope: 'ticker' })).keys).toEqual(['own1']);
    expect((await list({ source: 'Nhà Z' })).total).toBe(0);
  });

  it('pages', async () => {
    const second = await list({ page: '2', pageSize: '3' });
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.keys).toEqual(['own1']);
    expect((await list({ page: '3', pageSize: '3' })).keys).toEqual([]);
  });

  it('refuses a reversed range, bad paging, plans below Chuyên nghiệp and unknown tickers', async () => {
    const reversed = await getData(reportAnalysisRoute, {
      ticket: 'OVA',
      from: '2024-03-02',
      to: '2024-03-01',
    });
    expect(reversed.status).toBe(400);
    expect((await getData(reportAnalysisRoute, { ticket: 'OVA', pageSize: '51' })).status).toBe(400);
    expect((await getData(reportAnalysisRoute, { ticket: 'OVA', scope: 'world' })).status).toBe(400);
    const basic = await getData(reportAnalysisRoute, { ticket: 'OVA' }, 'BASIC');
    expect(basic.status).toBe(403);
    expect(basic.body.extra).toEqual({ code: 'ANALYSIS_VALUE_ALL', requiredPlan: 'PRO' });
    expect((await getData(reportAnalysisRoute, { ticket: 'NOPE' })).status).toBe(404);
  });
});

describe("a report's file", () => {
  it('is generated for demo files, for the plans that see the reports', async () => {
    const query = { id: String(ids.get('own1')), type: 'report' };
    const file = await getFile(documentFileRoute, query, roleHeaders('PRO'));
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.bytes.toString('latin1')).toContain('(Bao cao own1) Tj');

    const free = await getFile(documentFileRoute, query, roleHeaders('free'));
    expect(free.status).toBe(403);
    expect(free.error?.code).toBe('PLAN_REQUIRED');
    const redirect = await getFile(
      documentFileRoute,
      { id: String(ids.get('own2')), type: 'report' },
      roleHeaders('PRO'),
    );
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe('https://example.com/r2.pdf');
    const missing = await getFile(documentFileRoute, { id: '999999', type: 'report' }, roleHeaders('PRO'));
    expect(missing.status).toBe(404);
  });
});
