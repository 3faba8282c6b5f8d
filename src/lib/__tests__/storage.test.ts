import { canonicalUrl } from '../canonical';

describe('canonical link', () => {
  it('is the site origin plus the path without query string or hash', () => {
    expect(canonicalUrl('/enterprise/finance?ticker=FPT#top', 'https://vnfin.vn')).toBe(
      'https://vnfin.vn/enterprise/finance',
    );
    expect(canonicalUrl('/?a=1', 'https://vnfin.vn/')).toBe('https://vnfin.vn/');
  });
});
