import { parsePermissions } from '../storage';
import { canonicalUrl } from '../canonical';

describe('permissions cookie', () => {
  it('reads a JSON list of codes', () => {
    expect(parsePermissions('["NEWS_ALL","MACRO_DEFAULT"]')).toEqual(['NEWS_ALL', 'MACRO_DEFAULT']);
  });

  it('gives an empty list for anything unreadable', () => {
    expect(parsePermissions(undefined)).toEqual([]);
    expect(parsePermissions('not json')).toEqual([]);
    expect(parsePermissions('{"a":1}')).toEqual([]);
    expect(parsePermissions('[1,"NEWS_ALL",null]')).toEqual(['NEWS_ALL']);
  });
});

describe('canonical link', () => {
  it('is the site origin plus the path without query string or hash', () => {
    expect(canonicalUrl('/enterprise/finance?ticker=FPT#top', 'https://vnfin.vn')).toBe(
      'https://vnfin.vn/enterprise/finance',
    );
    expect(canonicalUrl('/?a=1', 'https://vnfin.vn/')).toBe('https://vnfin.vn/');
  });
});
