/**
 * @jest-environment jest-fixed-jsdom
 */
import { canonicalUrl } from '../canonical';
import { publicOrigin, rememberPublicOrigin, usePublicOrigin } from '../publicOrigin';

describe('the public origin in the browser', () => {
  it('is the one the server rendered the page with, kept across client-side navigations', () => {
    rememberPublicOrigin('https://vnfin.example');
    expect(publicOrigin()).toBe('https://vnfin.example');
    // A later navigation's _app props carry no origin: the remembered one stays.
    rememberPublicOrigin(undefined);
    expect(usePublicOrigin()).toBe('https://vnfin.example');
    expect(canonicalUrl('/enterprise/FPT/overview?tab=1')).toBe(
      'https://vnfin.example/enterprise/FPT/overview',
    );
  });
});
