import type { AppContext } from 'next/app';
import { canonicalUrl } from '../canonical';
import { appInitialPropsWithOrigin, publicOrigin } from '../publicOrigin';

/** A page render's context as Next gives it to _app's getInitialProps on the server. */
function appContext(): AppContext {
  const Component = () => null;
  return {
    Component,
    AppTree: Component,
    router: {},
    ctx: { pathname: '/', query: {}, asPath: '/' },
  } as never;
}

describe('the public origin on the server (read at run time, issue 29)', () => {
  const saved = { SITE_URL: process.env.SITE_URL, NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL };
  afterEach(() => {
    process.env.SITE_URL = saved.SITE_URL;
    process.env.NEXT_PUBLIC_SITE_URL = saved.NEXT_PUBLIC_SITE_URL;
    if (saved.SITE_URL === undefined) delete process.env.SITE_URL;
    if (saved.NEXT_PUBLIC_SITE_URL === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
  });

  it('follows SITE_URL as it is when the page is rendered, not as it was when the code was built', async () => {
    process.env.SITE_URL = 'https://vnfin.example/';
    expect(publicOrigin()).toBe('https://vnfin.example');
    expect((await appInitialPropsWithOrigin(appContext())).publicOrigin).toBe('https://vnfin.example');
    expect(canonicalUrl('/enterprise/FPT/finance/balance-sheet?unit=billion#top')).toBe(
      'https://vnfin.example/enterprise/FPT/finance/balance-sheet',
    );

    process.env.SITE_URL = 'https://data.vnfin.example';
    expect((await appInitialPropsWithOrigin(appContext())).publicOrigin).toBe('https://data.vnfin.example');
    expect(canonicalUrl('/')).toBe('https://data.vnfin.example/');
  });

  it('reads NEXT_PUBLIC_SITE_URL, the older name, when SITE_URL is not set, and the local default without either', () => {
    delete process.env.SITE_URL;
    process.env.NEXT_PUBLIC_SITE_URL = 'https://old-name.example';
    expect(canonicalUrl('/macro/gdp/nominal')).toBe('https://old-name.example/macro/gdp/nominal');
    delete process.env.NEXT_PUBLIC_SITE_URL;
    expect(publicOrigin()).toBe('http://localhost:3000');
  });
});
