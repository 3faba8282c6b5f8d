import { resetEnvCache } from '../../env';
import { cachedBody, clearResponseCache, queryKey } from '../responseCache';

afterEach(() => {
  delete process.env.API_RESPONSE_CACHE_TTL_MS;
  resetEnvCache();
  clearResponseCache();
});

describe('response cache', () => {
  it('computes a key once and shares it with concurrent callers', async () => {
    let calls = 0;
    const compute = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return `body${String(calls)}`;
    };
    const [first, second] = await Promise.all([cachedBody('a', compute), cachedBody('a', compute)]);
    expect([first, second]).toEqual(['body1', 'body1']);
    expect(await cachedBody('a', compute)).toBe('body1');
    expect(await cachedBody('b', compute)).toBe('body2');
    expect(calls).toBe(2);
  });

  it('does not keep failures', async () => {
    await expect(cachedBody('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cachedBody('x', () => Promise.resolve('ok'))).toBe('ok');
  });

  it('is off when API_RESPONSE_CACHE_TTL_MS is 0', async () => {
    process.env.API_RESPONSE_CACHE_TTL_MS = '0';
    resetEnvCache();
    clearResponseCache();
    let calls = 0;
    const compute = () => Promise.resolve(`body${String(++calls)}`);
    expect(await cachedBody('a', compute)).toBe('body1');
    expect(await cachedBody('a', compute)).toBe('body2');
  });

  it('keys queries independently of property order and undefined values', () => {
    expect(queryKey({ b: 1, a: 'x', c: undefined })).toBe(queryKey({ a: 'x', b: 1 }));
    expect(queryKey({ a: 'x' })).not.toBe(queryKey({ a: 'y' }));
  });
});
