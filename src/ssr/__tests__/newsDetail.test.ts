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
  it('renders an existing article with its id', async () => {
    await expect(newsDetailServerSideProps({ params: { id: String(storyId) } })).resolves.toEqual({
      props: { id: storyId },
    });
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
