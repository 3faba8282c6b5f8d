import { renderToString } from 'react-dom/server';
import { COMPANY_DIRECTORY_PATH } from '@/common/companyDirectory';
import HomePage from '@/pages/index';
import { SiteFooter } from '../layout/SiteFooter';

describe('links to the company directory', () => {
  it('every page footer links to the directory in its server HTML', () => {
    const html = renderToString(<SiteFooter />);
    expect(COMPANY_DIRECTORY_PATH).toBe('/doanh-nghiep');
    expect(html).toMatch(/<a[^>]* href="\/doanh-nghiep"[^>]*>Danh bạ doanh nghiệp<\/a>/);
    expect(html).toContain('aria-label="Liên kết cuối trang"');
  });

  it('the home page links to the directory in its server HTML', () => {
    expect(renderToString(<HomePage />)).toMatch(
      /<a[^>]* href="\/doanh-nghiep"[^>]*>Danh bạ doanh nghiệp theo sàn và ngành<\/a>/,
    );
  });
});
