import { eq } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import { COMPANY_SCREENS, LAST_TICKER_COOKIE, specPathOfScreen } from '@/common/companyPaths';
import { setDatabaseHandle, type DatabaseHandle } from '@/server/db/client';
import { companies } from '@/server/db/schema';
import { createTestDatabase } from '@/server/db/testing';
import { seedEnterpriseFixtures } from '@/server/modules/enterprise/__tests__/fixtures';
import { companyEntryRedirect, companyEntryServerSideProps, companyHomeRedirect } from '../companyEntry';

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

/** The context Next gives a specification route's page (`/enterprise/overview?ticker=FPT`). */
function entry(
  path: string,
  search: string,
  cookies: Record<string, string> = {},
): GetServerSidePropsContext {
  const params = new URLSearchParams(search);
  const query: Record<string, string | string[]> = {};
  for (const key of params.keys()) {
    const values = params.getAll(key);
    query[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return {
    query,
    resolvedUrl: search ? `${path}?${search}` : path,
    req: { cookies },
    params: undefined,
  } as unknown as GetServerSidePropsContext;
}

describe('the specification routes as entry points', () => {
  it('redirect permanently to the company page of ?ticker= on every screen, the other parameters kept', async () => {
    for (const screen of COMPANY_SCREENS) {
      const ctx = entry(specPathOfScreen(screen), 'ticker=FPT&unit=million&period=year');
      await expect(companyEntryServerSideProps(screen)(ctx)).resolves.toEqual({
        redirect: { destination: `/enterprise/FPT/${screen}?unit=million&period=year`, permanent: true },
      });
    }
  });

  it('spell the ticker canonically and keep repeated parameters and tabs', async () => {
    await expect(
      companyEntryRedirect(entry('/enterprise/finance', 'tab=trailing&ticker=%20vnm&x=1&x=2')),
    ).resolves.toEqual({
      redirect: { destination: '/enterprise/VNM/finance?tab=trailing&x=1&x=2', permanent: true },
    });
  });

  it('leave an unknown ticker to the company page (its 404) rather than asking the database', async () => {
    await expect(companyEntryRedirect(entry('/enterprise/overview', 'ticker=ZZZ'))).resolves.toEqual({
      redirect: { destination: '/enterprise/ZZZ/overview', permanent: true },
    });
  });

  it('without a ticker redirect temporarily to the remembered company (the cookie), query kept', async () => {
    const ctx = entry('/enterprise/finance/numeral', 'period=year', { [LAST_TICKER_COOKIE]: 'vnm' });
    await expect(companyEntryRedirect(ctx)).resolves.toEqual({
      redirect: { destination: '/enterprise/VNM/finance/numeral?period=year', permanent: false },
    });
  });

  it('without a ticker or a usable cookie redirect temporarily to the default company', async () => {
    const cookieSets: Record<string, string>[] = [
      {},
      { [LAST_TICKER_COOKIE]: 'GONE' },
      { [LAST_TICKER_COOKIE]: '<script>' },
    ];
    for (const cookies of cookieSets) {
      await expect(companyEntryRedirect(entry('/enterprise/overview', '', cookies))).resolves.toEqual({
        redirect: { destination: '/enterprise/TCB/overview', permanent: false },
      });
    }
    // A malformed ?ticker= counts as none.
    await expect(companyEntryRedirect(entry('/enterprise/news', 'ticker=a-b%3B&page=2'))).resolves.toEqual({
      redirect: { destination: '/enterprise/TCB/news?page=2', permanent: false },
    });
  });

  it('fall back to the first company of the list when the default ticker is missing', async () => {
    await handle.db.delete(companies).where(eq(companies.ticker, 'TCB'));
    await expect(companyEntryRedirect(entry('/enterprise/overview', ''))).resolves.toEqual({
      redirect: { destination: '/enterprise/VCB/overview', permanent: false },
    });
  });
});

describe('a company link without a screen', () => {
  const home = (ticker: string, search = '') =>
    companyHomeRedirect({
      params: { ticker },
      resolvedUrl: `/enterprise/${ticker}${search ? `?${search}` : ''}`,
    });

  it('opens the overview permanently, the ticker spelled canonically and the query kept', () => {
    expect(home('FPT')).toEqual({ redirect: { destination: '/enterprise/FPT/overview', permanent: true } });
    expect(home('fpt', 'ref=zalo')).toEqual({
      redirect: { destination: '/enterprise/FPT/overview?ref=zalo', permanent: true },
    });
  });

  it('is a 404 for a malformed ticker', () => {
    expect(home('a-b;')).toEqual({ notFound: true });
  });
});
