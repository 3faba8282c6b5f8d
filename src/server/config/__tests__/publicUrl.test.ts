import { parseEnv } from '../../env';
import { browserOrigin, configuredPublicUrl, configuredSiteUrl, isAllowedOrigin } from '../publicUrl';

/** A request as node:http gives it: the Host header the browser (or anyone) wrote, a plain socket. */
function request(host: string, headers: Record<string, string> = {}) {
  return { headers: { host, ...headers }, socket: {} } as never;
}

const DEV = parseEnv({ NODE_ENV: 'development', NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' });
const DEMO = parseEnv({
  NODE_ENV: 'production',
  DEMO_MODE: 'on',
  NEXT_PUBLIC_SITE_URL: 'http://localhost:3100',
});
const PRODUCTION = parseEnv({
  NODE_ENV: 'production',
  NEXT_PUBLIC_SITE_URL: 'https://vnfin.vn',
  PUBLIC_BASE_URL: 'https://pay.vnfin.vn',
});

describe('browser links follow the origin the user is on, within the allow-list', () => {
  it('a browser on 127.0.0.1 is brought back to 127.0.0.1 when the site is configured as localhost', () => {
    expect(browserOrigin(request('127.0.0.1:3000'), DEV)).toBe('http://127.0.0.1:3000');
    expect(browserOrigin(request('127.0.0.1:3100'), DEMO)).toBe('http://127.0.0.1:3100');
  });

  it('a browser on a LAN address is brought back to it outside production and in a demo', () => {
    expect(browserOrigin(request('192.168.1.20:3000'), DEV)).toBe('http://192.168.1.20:3000');
    expect(browserOrigin(request('10.0.0.7:3100'), DEMO)).toBe('http://10.0.0.7:3100');
    expect(browserOrigin(request('172.20.3.4:3000'), DEV)).toBe('http://172.20.3.4:3000');
  });

  it('another port of a local host is another service: the configured URL is used', () => {
    expect(browserOrigin(request('127.0.0.1:8080'), DEV)).toBe('http://localhost:3000');
  });

  it('a spoofed Host is never followed in production, not even a loopback one', () => {
    expect(browserOrigin(request('evil.example'), PRODUCTION)).toBe('https://pay.vnfin.vn');
    expect(browserOrigin(request('127.0.0.1:3000'), PRODUCTION)).toBe('https://pay.vnfin.vn');
    expect(browserOrigin(request('192.168.1.20'), PRODUCTION)).toBe('https://pay.vnfin.vn');
    expect(browserOrigin(request('vnfin.vn@evil.example'), PRODUCTION)).toBe('https://pay.vnfin.vn');
    expect(browserOrigin(request('evil.example:3000'), DEV)).toBe('http://localhost:3000');
  });

  it("production follows the configured site's own names (https through the trusted proxy)", () => {
    const behindProxy = parseEnv({
      NODE_ENV: 'production',
      NEXT_PUBLIC_SITE_URL: 'https://vnfin.vn',
      PUBLIC_BASE_URL: 'https://pay.vnfin.vn',
      TRUST_PROXY: 'true',
    });
    expect(browserOrigin(request('vnfin.vn', { 'x-forwarded-proto': 'https' }), behindProxy)).toBe(
      'https://vnfin.vn',
    );
    // Without a trusted proxy the claimed https is not believed: http://vnfin.vn is not on the list.
    expect(browserOrigin(request('vnfin.vn', { 'x-forwarded-proto': 'https' }), PRODUCTION)).toBe(
      'https://pay.vnfin.vn',
    );
  });

  it('without a request the configured URL is used', () => {
    expect(browserOrigin(undefined, DEV)).toBe('http://localhost:3000');
    expect(configuredPublicUrl(PRODUCTION)).toBe('https://pay.vnfin.vn');
    expect(isAllowedOrigin('https://evil.example', DEV)).toBe(false);
  });
});

describe('the site URL (issue 29: SITE_URL, read at run time)', () => {
  it('SITE_URL names the site before NEXT_PUBLIC_SITE_URL, its older name; PUBLIC_BASE_URL falls back to it', () => {
    const both = parseEnv({ SITE_URL: 'https://vnfin.vn/', NEXT_PUBLIC_SITE_URL: 'https://old.vnfin.vn' });
    expect(configuredSiteUrl(both)).toBe('https://vnfin.vn');
    expect(configuredPublicUrl(both)).toBe('https://vnfin.vn');
    expect(configuredSiteUrl(parseEnv({ NEXT_PUBLIC_SITE_URL: 'https://old.vnfin.vn' }))).toBe(
      'https://old.vnfin.vn',
    );
    expect(configuredSiteUrl(parseEnv({}))).toBe('http://localhost:3000');
  });

  it("the SITE_URL origin is on the return allow-list, like the older name's", () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      SITE_URL: 'https://vnfin.vn',
      NEXT_PUBLIC_SITE_URL: 'https://old.vnfin.vn',
    });
    expect(isAllowedOrigin('https://vnfin.vn', env)).toBe(true);
    expect(isAllowedOrigin('https://old.vnfin.vn', env)).toBe(true);
    expect(isAllowedOrigin('https://evil.example', env)).toBe(false);
  });
});
