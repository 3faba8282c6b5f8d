import type { NewsDetail, NewsListResponse } from '@/common/contracts/companyPages';
import { installRoleVerifier, restoreVerifier } from '../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { news } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { companyNewsRoute, newsDetailRoute } from '../news.handlers';
import { limitedNewsNotice } from '../news.service';
import { getData, seedCompanies } from './fixtures';

/**
 * OVA: 12 stories of its own (day 1 to 12 of March 2024) and 3 of its industry (days 2, 5 and 13);
 * one of PEER and one of another industry, which are not OVA's.
 */
const STORIES = [
  ...Array.from({ length: 12 }, (_, i) => ({
    key: `ova${String(i + 1)}`,
    ticker: 'OVA',
    icbCode: null,
    day: i + 1,
  })),
  { key: 'ind-a', ticker: null, icbCode: '3577', day: 5 },
  { key: 'ind-b', ticker: null, icbCode: '3570', day: 13 },
  { key: 'ind-c', ticker: null, icbCode: '3577', day: 2 },
  { key: 'peer', ticker: 'PEER', icbCode: null, day: 14 },
  { key: 'bank', ticker: null, icbCode: '8350', day: 15 },
];
const ids = new Map<string, number>();
/** Own stories at 02:00 UTC, industry ones at 02:30. */
const timeOf = (story: (typeof STORIES)[number]) => Date.UTC(2024, 2, story.day, 2, story.ticker ? 0 : 30);
const byNewest = [...STORIES].sort((a, b) => timeOf(b) - timeOf(a));
const ovaFeed = byNewest.filter((story) => story.ticker === 'OVA' || story.icbCode?.startsWith('357'));

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  await seedCompanies(handle.db);
  for (const story of STORIES) {
    const [row] = await handle.db
      .insert(news)
      .values({
        ticker: story.ticker,
        icbCode: story.icbCode,
        title: `Tin ${story.key}`,
        summary: `Tóm tắt ${story.key}`,
        body: `Nội dung ${story.key}`,
        source: 'Báo Kiểm Thử',
        url: story.key === 'ova1' ? 'javascript:alert(1)' : `https://example.com/${story.key}`,
        publishedAt: new Date(timeOf(story)),
      })
      .returning({ id: news.id });
    ids.set(story.key, row!.id);
  }
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

const keysOf = (items: { title: string }[] | undefined) =>
  items?.map((item) => item.title.replace('Tin ', ''));

describe('GET /api/enterprise/news', () => {
  it("lists the ticker's news and its industry's, newest first, for an account", async () => {
    const { status, data } = await getData<NewsListResponse>(companyNewsRoute, { ticket: 'ova' }, 'free');
    expect(status).toBe(200);
    expect(data).toMatchObject({ ticker: 'OVA', total: 15, page: 1, pageSize: 20 });
    expect(keysOf(data?.items)).toEqual(ovaFeed.map((story) => story.key));
    expect(data?.access).toBeUndefined();
    const first = data?.items[0];
    expect(first).toEqual({
      id: ids.get('ind-b'),
      title: 'Tin ind-b',
      summary: 'Tóm tắt ind-b',
      source: 'Báo Kiểm Thử',
      url: 'https://example.com/ind-b',
      publishedAt: '2024-03-13T02:30:00.000Z',
      ticker: null,
      icbCode: '3570',
    });
    expect(data?.items.find((item) => item.title === 'Tin ova1')?.url).toBeNull();
    const second = await getData<NewsListResponse>(
      companyNewsRoute,
      { ticket: 'OVA', page: '2', pageSize: '5' },
      'free',
    );
    expect(keysOf(second.data?.items)).toEqual(ovaFeed.slice(5, 10).map((story) => story.key));
  });

  it('shows a guest only the 10 newest, whatever the page, with a notice', async () => {
    const notice = limitedNewsNotice(10, null);
    expect(notice.message).toBe('Bạn đang xem 10 tin mới nhất. Vui lòng đăng nhập để xem toàn bộ tin tức.');
    const all = await getData<NewsListResponse>(companyNewsRoute, { ticket: 'OVA' }, 'anonymous');
    expect(all.status).toBe(200);
    expect(all.data).toMatchObject({ total: 10, access: notice });
    expect(keysOf(all.data?.items)).toEqual(ovaFeed.slice(0, 10).map((story) => story.key));
    const page2 = await getData<NewsListResponse>(
      companyNewsRoute,
      { ticket: 'OVA', page: '2', pageSize: '4' },
      'anonymous',
    );
    expect(keysOf(page2.data?.items)).toEqual(ovaFeed.slice(4, 8).map((story) => story.key));
    const page3 = await getData<NewsListResponse>(
      companyNewsRoute,
      { ticket: 'OVA', page: '3', pageSize: '4' },
      'anonymous',
    );
    expect(keysOf(page3.data?.items)).toEqual(ovaFeed.slice(8, 10).map((story) => story.key));
    const page4 = await getData<NewsListResponse>(
      companyNewsRoute,
      { ticket: 'OVA', page: '4', pageSize: '4' },
      'anonymous',
    );
    expect(page4.data).toMatchObject({ items: [], total: 10, access: notice });
  });

  it('answers 404 for an unknown ticker and 400 for bad paging', async () => {
    expect((await getData(companyNewsRoute, { ticket: 'NOPE' })).status).toBe(404);
    expect((await getData(companyNewsRoute, { ticket: 'OVA', page: '0' })).status).toBe(400);
  });
});

describe('GET /api/news/[id]', () => {
  it('answers the article with the 5 newest others of its ticker', async () => {
    const { status, data } = await getData<NewsDetail>(
      newsDetailRoute,
      { id: String(ids.get('ova3')) },
      'free',
    );
    expect(status).toBe(200);
    expect(data).toMatchObject({
      id: ids.get('ova3'),
      title: 'Tin ova3',
      body: 'Nội dung ova3',
      ticker: 'OVA',
    });
    expect(keysOf(data?.related)).toEqual(['ova12', 'ova11', 'ova10', 'ova9', 'ova8']);
    const industry = await getData<NewsDetail>(newsDetailRoute, { id: String(ids.get('ind-a')) }, 'free');
    // Industry news relate to the news of the same industry code.
    expect(keysOf(industry.data?.related)).toEqual(['ind-c']);
  });

  it("lets a guest read only what the guest's lists show", async () => {
    // OVA's own feed, newest first: ova12 ... ova3 are the 10 newest; ova2 and ova1 are not.
    const recent = await getData<NewsDetail>(newsDetailRoute, { id: String(ids.get('ova12')) }, 'anonymous');
    expect(recent.status).toBe(200);
    expect(keysOf(recent.data?.related)).toEqual(['ova11', 'ova10', 'ova9', 'ova8', 'ova7']);
    const old = await getData(newsDetailRoute, { id: String(ids.get('ova2')) }, 'anonymous');
    expect(old.status).toBe(403);
    expect(old.body).toMatchObject({
      code: 'PLAN_REQUIRED',
      message: 'Bạn chỉ xem được 10 tin mới nhất. Vui lòng đăng nhập để đọc tin này.',
      extra: { code: 'NEWS_ALL', requiredPlan: null },
    });
    expect((await getData(newsDetailRoute, { id: String(ids.get('ova2')) }, 'free')).status).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await getData(newsDetailRoute, { id: '999999' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Không tìm thấy tin tức.');
    expect((await getData(newsDetailRoute, { id: 'abc' })).status).toBe(400);
  });
});
