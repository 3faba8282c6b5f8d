import { eq } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import { makeStore } from '@/application/store';
import { enterpriseApi } from '@/features/enterprise/enterpriseApi';
import { selectTicker, setPeriodType } from '@/features/enterprise/enterpriseSlice';
import { setDatabaseHandle, type DatabaseHandle } from '@/server/db/client';
import { companies } from '@/server/db/schema';
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

function context(
  query: Record<string, string | string[]>,
  path = '/enterprise/overview',
): GetServerSidePropsContext {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  }
  const resolvedUrl = search.size > 0 ? `${path}?${search.toString()}` : path;
  return { query, resolvedUrl, params: undefined } as unknown as GetServerSidePropsContext;
}

async function propsOf(query: Record<string, string | string[]>) {
  const result = await enterpriseServerSideProps(context(query));
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return await result.props;
}

/** The browser's store built from the page props, as _app does. */
function browserStore(state: Awaited<ReturnType<typeof propsOf>>['initialReduxState']) {
  return makeStore(state);
}

describe('enterpriseServerSideProps', () => {
  it('renders the default ticker with its profile already in the RTK Query cache', async () => {
    const props = await propsOf({});
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
    const store = browserStore(props.initialReduxState);
    expect(selectTicker(store.getState())).toBe('TCB');
    const cached = enterpriseApi.endpoints.getCorpProfile.select('TCB')(store.getState());
    expect(cached.status).toBe('fulfilled');
    expect(cached.data).toMatchObject({ ticker: 'TCB', lastPrice: 13_000, priceChange: 250 });
  });

  it('takes ?ticker= in any case', async () => {
    const props = await propsOf({ ticker: 'vnm' });
    const store = browserStore(props.initialReduxState);
    expect(selectTicker(store.getState())).toBe('VNM');
    expect(enterpriseApi.endpoints.getCorpProfile.select('VNM')(store.getState()).data).toMatchObject({
      nameVi: 'Công ty Cổ phần Sữa Việt Nam (Vinamilk)',
      lastPrice: null,
    });
  });

  it('answers 404 for an unknown ticker', async () => {
    await expect(enterpriseServerSideProps(context({ ticker: 'ZZZ' }))).resolves.toEqual({ notFound: true });
  });

  it('redirects a malformed ticker to the page without it, keeping the other parameters', async () => {
    await expect(
      enterpriseServerSideProps(context({ ticker: 'a-b;', tab: 'x' }, '/enterprise/finance/numeral')),
    ).resolves.toEqual({ redirect: { destination: '/enterprise/finance/numeral?tab=x', permanent: false } });
  });

  it('runs the page preload with the store and the ticker and keeps what it adds', async () => {
    const preload = jest.fn((store: ReturnType<typeof makeStore>, ticker: string) => {
      expect(selectTicker(store.getState())).toBe(ticker);
      store.dispatch(setPeriodType('year'));
      return Promise.resolve();
    });
    const props = await propsOf({ ticker: 'FPT' });
    expect(props.initialReduxState?.enterprise?.periodType).toBe('quarter');
    const result = await enterpriseServerSideProps(context({ ticker: 'FPT' }), preload);
    expect(preload).toHaveBeenCalledWith(expect.anything(), 'FPT');
    expect('props' in result && (await result.props).initialReduxState?.enterprise?.periodType).toBe('year');
  });

  it('falls back to the first company of the list when the default ticker is missing', async () => {
    await handle.db.delete(companies).where(eq(companies.ticker, 'TCB'));
    const props = await propsOf({});
    expect(props.initialReduxState?.enterprise?.ticker).toBe('VCB');
  });
});
