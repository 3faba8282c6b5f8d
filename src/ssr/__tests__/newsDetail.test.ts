import { eq } from 'drizzle-orm';
import { companyPath } from '@/common/companyPaths';
import { setDatabaseHandle, type DatabaseHandle } from '@/server/db/client';
import { news } from '@/server/db/schema';
import { createTestDatabase } from '@/server/db/testing';
import { seedCompanies } from '@/server/modules/companyPages/__tests__/fixtures';
import { newsDetailServerSideProps } from '../news';

let handle: DatabaseHandle;
let storyId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  await seedCompanies(handle.db);
  const [row] = await handle.db
    .insert(news)
    .values({
      ticker: 'OVA',
      title: 'Tin có thật',
      summary: 'Tóm tắt',
      body: 'Nội dung',
      source: 'Báo Kiểm Thử',
      url: 'https://example.com/tin',
      publishedAt: new Date(Date.UTC(2024, 2, 1)),
    })
    .returning({ id: news.id });
  storyId = row!.id;
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

describe('newsDetailServerSideProps', () => {
  it('renders an existing article with its id, its title and summary in the head', async () => {
    const [stored] = await handle.db.select().from(news).where(eq(news.id, storyId));
    const result = await newsDetailServerSideProps({ params: { id: String(storyId) } });
    expect(result).toEqual({
      props: { id: storyId, seo: expect.objectContaining({ title: stored!.title, type: 'article' }) },
    });
    const seo = 'props' in result ? (await result.props).seo : undefined;
    expect(seo?.description).toBe(stored!.summary);
    // About a company: its news screen in the trail and its preview image.
    expect(seo?.breadcrumbs.map((crumb) => crumb.path)).toEqual([
      '/',
      companyPath(stored!.ticker!, 'news'),
      `/news/${String(storyId)}`,
    ]);
    expect(seo?.image.path).toBe(`/api/og/company/${stored!.ticker!}.png`);
  });

  it('answers 404 (the app 404 page) for an unknown id such as /news/999999', async () => {
    await expect(newsDetailServerSideProps({ params: { id: '999999' } })).resolves.toEqual({
      notFound: true,
    });
  });

  it('answers 404 for a malformed id', async () => {
    await expect(newsDetailServerSideProps({ params: { id: 'abc' } })).resolves.toEqual({ notFound: true });
    await expect(newsDetailServerSideProps({ params: {} })).resolves.toEqual({ notFound: true });
  });
});
