import type { GetServerSidePropsContext } from 'next';
import { setDatabaseHandle, type DatabaseHandle } from '@/server/db/client';
import { chartSections } from '@/server/db/schema';
import { createTestDatabase } from '@/server/db/testing';
import { PRESENTATIONS } from '@/server/catalog/industry/presentations';
import { presentationServerSideProps } from '../presentation';
import { sharedChartServerSideProps } from '../sharedChart';

/**
 * Dead links answer 404 (issue 28's leftovers, issue 29's crawlers): a shared chart whose token no
 * section carries and a presentation whose slug names none. The page still renders its own message.
 */
let handle: DatabaseHandle;
const LIVE_TOKEN = 'live-share-token-0001';

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  await handle.db.insert(chartSections).values({
    ownerKey: 'user:1',
    symbol: 'FPT',
    sectionName: 'Doanh thu',
    shareToken: LIVE_TOKEN,
  });
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

function context(params: Record<string, string>) {
  const res = { statusCode: 200 };
  return { ctx: { params, res } as unknown as GetServerSidePropsContext, res };
}

describe('a shared chart link', () => {
  it('is a page when a section is shared under its token', async () => {
    const { ctx, res } = context({ token: LIVE_TOKEN });
    await expect(sharedChartServerSideProps(ctx)).resolves.toEqual({ props: { token: LIVE_TOKEN } });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for a well-formed token nobody shares and for a malformed one', async () => {
    for (const token of ['unknown-share-token-9999', '<bad>']) {
      const { ctx, res } = context({ token });
      await sharedChartServerSideProps(ctx);
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('a presentation link', () => {
  it('is a page for every presentation of the catalogue, whatever the case of its slug', async () => {
    for (const spec of PRESENTATIONS) {
      const { ctx, res } = context({ slug: spec.slug.toUpperCase() });
      await expect(presentationServerSideProps(ctx)).resolves.toEqual({ props: { slug: spec.slug } });
      expect(res.statusCode).toBe(200);
    }
  });

  it('answers 404 for an unknown slug', async () => {
    const { ctx, res } = context({ slug: 'khong-co' });
    await presentationServerSideProps(ctx);
    expect(res.statusCode).toBe(404);
  });
});
