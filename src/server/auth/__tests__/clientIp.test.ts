import type { NextApiRequest } from 'next';
import { createRequest } from 'node-mocks-http';
import { resetEnvCache } from '../../env';
import { clientIp, parseAddress, rateLimitAddress } from '../clientIp';

function request(forwardedFor: string | string[] | undefined, peer = '10.0.0.2') {
  return createRequest<NextApiRequest>({
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor as string },
    socket: { remoteAddress: peer } as never,
  });
}

function trustProxy(hops?: number): void {
  process.env.TRUST_PROXY = 'true';
  if (hops === undefined) delete process.env.TRUST_PROXY_HOPS;
  else process.env.TRUST_PROXY_HOPS = String(hops);
  resetEnvCache();
}

afterEach(() => {
  delete process.env.TRUST_PROXY;
  delete process.env.TRUST_PROXY_HOPS;
  resetEnvCache();
});

describe('client address behind trusted proxies (TRUST_PROXY=true)', () => {
  it('ignores the spoofed left-most entries: the client is the entry our one proxy appended', () => {
    // Without a trusted proxy the header is ignored altogether.
    expect(clientIp(request('1.2.3.4, 10.0.0.1'))).toBe('10.0.0.2');
    trustProxy();
    // The client wrote "6.6.6.6, 7.7.7.7" itself; the proxy appended the address it saw.
    expect(clientIp(request('6.6.6.6, 7.7.7.7, 203.0.113.9'))).toBe('203.0.113.9');
    expect(clientIp(request('203.0.113.9'))).toBe('203.0.113.9');
    // Repeated headers count as one list, in order.
    expect(clientIp(request(['6.6.6.6', '203.0.113.9']))).toBe('203.0.113.9');
  });

  it('skips as many right-most entries as TRUST_PROXY_HOPS says proxies wrote', () => {
    trustProxy(2);
    // CDN -> load balancer -> us: the load balancer appended the CDN's address, the CDN the client's.
    expect(clientIp(request('6.6.6.6, 203.0.113.9, 198.51.100.7'))).toBe('203.0.113.9');
    trustProxy(3);
    expect(clientIp(request('6.6.6.6, 203.0.113.9, 198.51.100.7, 10.1.1.1'))).toBe('203.0.113.9');
  });

  it('falls back to the socket peer when the header is missing, too short or garbage there', () => {
    trustProxy(2);
    expect(clientIp(request(undefined))).toBe('10.0.0.2');
    expect(clientIp(request('203.0.113.9'))).toBe('10.0.0.2');
    expect(clientIp(request('unknown, 198.51.100.7'))).toBe('10.0.0.2');
    expect(clientIp(request("'; drop table users; --, 198.51.100.7"))).toBe('10.0.0.2');
    expect(clientIp(request(`${'9'.repeat(5000)}, 198.51.100.7`))).toBe('10.0.0.2');
    trustProxy();
    expect(clientIp(request('203.0.113.9, '))).toBe('10.0.0.2');
  });

  it('reads addresses written with a port, in brackets or with a zone', () => {
    trustProxy();
    expect(clientIp(request('203.0.113.9:51234'))).toBe('203.0.113.9');
    expect(clientIp(request('[2001:db8:1:2::5]:443'))).toBe('2001:db8:1:2::');
    expect(clientIp(request('fe80::1%eth0'))).toBe('fe80::');
  });
});

describe('rate-limit keys', () => {
  it('group IPv6 addresses by /64, whatever their spelling', () => {
    const key = '2001:db8:abcd:12::';
    for (const address of [
      '2001:db8:abcd:12::1',
      '2001:DB8:ABCD:0012:ffff:ffff:ffff:ffff',
      '2001:0db8:abcd:0012:0000:0000:0000:0000',
      '2001:db8:abcd:12:1:2:3:4',
    ]) {
      expect(rateLimitAddress(address)).toBe(key);
    }
    expect(rateLimitAddress('2001:db8:abcd:13::1')).toBe('2001:db8:abcd:13::');
    expect(rateLimitAddress('::1')).toBe('::');
  });

  it('treat an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(rateLimitAddress('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(rateLimitAddress('::FFFF:0102:0304')).toBe('1.2.3.4');
    expect(clientIp(request(undefined, '::ffff:198.51.100.23'))).toBe('198.51.100.23');
    trustProxy();
    expect(clientIp(request('::ffff:203.0.113.9'))).toBe('203.0.113.9');
  });

  it('keep IPv4 addresses as they are', () => {
    expect(rateLimitAddress('203.0.113.9')).toBe('203.0.113.9');
  });

  it('parse only IP addresses', () => {
    expect(parseAddress(' 203.0.113.9 ')).toBe('203.0.113.9');
    expect(parseAddress('[::1]')).toBe('::1');
    for (const garbage of ['', 'unknown', '1.2.3', '1.2.3.4.5', 'example.com', '[::1', '::g', '_hidden']) {
      expect(parseAddress(garbage)).toBeNull();
    }
  });
});
