import type { GetServerSidePropsContext } from 'next';
import { makeStore } from '@/application/store';
import { setDatabaseHandle, type DatabaseHandle } from '@/server/db/client';
import { createTestDatabase } from '@/server/db/testing';
import { seedEnterpriseFixtures } from '@/server/modules/enterprise/__tests__/fixtures';
import { overviewServerSideProps } from '@/ssr/overview';
import { overviewApi } from '@/features/overview/overviewApi';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedEnterpriseFixtures(handle.db);
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

function context(ticker: string): GetServerSidePropsContext {
  return {
    query: { ticker },
    resolvedUrl: `/enterprise/${ticker}/overview`,
    params: { ticker },
  } as unknown as GetServerSidePropsContext;
}

describe('overviewServerSideProps', () => {
  it('puts the overview in the RTK Query cache under the key the screen reads', async () => {
    const result = await overviewServerSideProps(context('TCB'));
    if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
    const props = await result.props;
    const store = makeStore(props.initialReduxState);
    const cached = overviewApi.endpoints.getOverview.select('TCB')(store.getState());
    expect(cached.status).toBe('fulfilled');
    expect(cached.data).toMatchObject({ ticker: 'TCB' });
  });

  it('keeps the enterprise answers (404 for an unknown ticker)', async () => {
    await expect(overviewServerSideProps(context('ZZZ'))).resolves.toEqual({ notFound: true });
  });
});
