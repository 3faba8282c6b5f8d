import type { GetServerSidePropsContext } from 'next';
import { makeStore } from '@/application/store';
import { enterpriseApi } from '@/features/enterprise/enterpriseApi';
import { selectTicker, setUnit } from '@/features/enterprise/enterpriseSlice';
import { setDatabaseHandle, type DatabaseHandle } from '@/server/db/client';
import { createTestDatabase } from '@/server/db/testing';
import { seedEnterpriseFixtures } from '@/server/modules/enterprise/__tests__/fixtures';
import { enterpriseServerSideProps } from '../enterprise';

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

/**
 * The context Next gives a company page: the path's ticker in params (and in query, as Next merges
 * them), resolvedUrl the address without the route's own parameters.
 */
function context(
  ticker: string,
  screen = 'overview',
  search: Record<string, string> = {},
): GetServerSidePropsContext {
  const query = new URLSearchParams(search).toString();
  const path = `/enterprise/${encodeURIComponent(ticker)}/${screen}`;
  return {
    params: { ticker },
    query: { ...search, ticker },
    resolvedUrl: query ? `${path}?${query}` : path,
  } as unknown as GetServerSidePropsContext;
}

async function propsOf(ticker: string) {
  const result = await enterpriseServerSideProps(context(ticker));
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return await result.props;
}

/** The browser's store built from the page props, as _app does. */
function browserStore(state: Awaited<ReturnType<typeof propsOf>>['initialReduxState']) {
  return makeStore(state);
}

describe('enterpriseServerSideProps', () => {
  it('renders the ticker of the path with its profile already in the RTK Query cache', async () => {
    const props = await propsOf('TCB');
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
    const store = browserStore(props.initialReduxState);
    expect(selectTicker(store.getState())).toBe('TCB');
    const cached = enterpriseApi.endpoints.getCorpProfile.select('TCB')(store.getState());
    expect(cached.status).toBe('fulfilled');
    expect(cached.data).toMatchObject({ ticker: 'TCB', lastPrice: 13_000, priceChange: 250 });
    const vnm = browserStore((await propsOf('VNM')).initialReduxState);
    expect(selectTicker(vnm.getState())).toBe('VNM');
    expect(enterpriseApi.endpoints.getCorpProfile.select('VNM')(vnm.getState()).data).toMatchObject({
      nameVi: 'Công ty Cổ phần Sữa Việt Nam (Vinamilk)',
      lastPrice: null,
    });
  });

  it('redirects a lower-case ticker permanently to the upper-case path, keeping the query and screen', async () => {
    await expect(
      enterpriseServerSideProps(context('vnm', 'finance/balance-sheet', { unit: 'million', period: 'year' })),
    ).resolves.toEqual({
      redirect: {
        destination: '/enterprise/VNM/finance/balance-sheet?unit=million&period=year',
        permanent: true,
      },
    });
    await expect(enterpriseServerSideProps(context('Fpt', 'chart'))).resolves.toEqual({
      redirect: { destination: '/enterprise/FPT/chart', permanent: true },
    });
  });

  it('answers 404 for an unknown ticker and for a malformed one', async () => {
    await expect(enterpriseServerSideProps(context('ZZZ'))).resolves.toEqual({ notFound: true });
    await expect(enterpriseServerSideProps(context('zzz'))).resolves.toEqual({
      redirect: { destination: '/enterprise/ZZZ/overview', permanent: true },
    });
    await expect(enterpriseServerSideProps(context('a-b;', 'finance/numeral'))).resolves.toEqual({
      notFound: true,
    });
    await expect(enterpriseServerSideProps(context('TOOLONGTICKER'))).resolves.toEqual({ notFound: true });
  });

  it('runs the page preload with the store and the ticker and keeps what it adds', async () => {
    const preload = jest.fn((store: ReturnType<typeof makeStore>, ticker: string) => {
      expect(selectTicker(store.getState())).toBe(ticker);
      store.dispatch(setUnit('million'));
      return Promise.resolve();
    });
    const props = await propsOf('FPT');
    expect(props.initialReduxState?.enterprise?.unit).toBe('billion');
    const result = await enterpriseServerSideProps(context('FPT'), preload);
    expect(preload).toHaveBeenCalledWith(expect.anything(), 'FPT');
    expect('props' in result && (await result.props).initialReduxState?.enterprise?.unit).toBe('million');
  });

  it('answers a specification route (no ticker in the path) with the entry redirect', async () => {
    const ctx = {
      params: undefined,
      query: { ticker: 'fpt', tab: 'trailing' },
      resolvedUrl: '/enterprise/finance?ticker=fpt&tab=trailing',
    } as unknown as GetServerSidePropsContext;
    await expect(enterpriseServerSideProps(ctx)).resolves.toEqual({
      redirect: { destination: '/enterprise/FPT/finance?tab=trailing', permanent: true },
    });
  });
});
