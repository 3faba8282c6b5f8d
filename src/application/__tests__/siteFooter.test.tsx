import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { COMPANY_DIRECTORY_PATH } from '@/common/companyDirectory';
import HomePage from '@/pages/index';
import { SiteFooter } from '../layout/SiteFooter';
import { makeStore } from '../store';

const router = {
  asPath: '/',
  pathname: '/',
  query: {},
  push: jest.fn(),
  events: { on: jest.fn(), off: jest.fn() },
};
jest.mock('next/router', () => ({ useRouter: () => router }));

describe('links to the company directory', () => {
  it('every page footer links to the directory in its server HTML', () => {
    const html = renderToString(<SiteFooter />);
    expect(COMPANY_DIRECTORY_PATH).toBe('/doanh-nghiep');
    expect(html).toMatch(/<a[^>]* href="\/doanh-nghiep"[^>]*>Danh bạ doanh nghiệp<\/a>/);
    expect(html).toContain('aria-label="Liên kết cuối trang"');
  });

  it('the home page (the market overview) links to the directory in its server HTML', () => {
    const html = renderToString(
      <Provider store={makeStore()}>
        <HomePage />
      </Provider>,
    );
    expect(html).toMatch(/<a[^>]* href="\/doanh-nghiep"[^>]*>Danh bạ doanh nghiệp theo sàn và ngành<\/a>/);
  });
});
