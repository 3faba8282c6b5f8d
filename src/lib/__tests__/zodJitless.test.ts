/**
 * @jest-environment jest-fixed-jsdom
 */

/** Under the CSP, zod's `new Function` probe would be reported as a violation on every page view. */
describe('zod in the browser', () => {
  it('never probes eval: jitless is on before the first parse', async () => {
    await import('../zodJitless');
    const { z } = await import('zod');
    const { util } = await import('zod/v4/core');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
    expect(util.allowsEval.value).toBe(false);
  });
});
