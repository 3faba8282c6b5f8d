// The DOM matchers and Testing Library only where there is a DOM: the node-environment files (192 of
// 272, no DOM, none uses them) spent ~0.3 s of CPU each loading them (docs/PERFORMANCE.md "Test tiers").
// Their types come from tsconfig's "types".
if (typeof window !== 'undefined') {
  /* eslint-disable @typescript-eslint/no-require-imports */
  require('@testing-library/jest-dom');
  const { configure } = require('@testing-library/dom') as typeof import('@testing-library/dom');
  /* eslint-enable @typescript-eslint/no-require-imports */
  // findBy*/waitFor wait up to 5 s instead of 1 s: screens load some code on first use (the response
  // contracts checked by the base query, antd's message for toasts), which on a loaded 2-core CI
  // machine can take more than a second the first time in a test file.
  configure({ asyncUtilTimeout: 5000 });
}

// bcrypt at the production cost (10, the minimum the server accepts) was half the time of the account
// and admin API tests. Tests hash at cost 4 instead (verifying uses the cost a hash carries);
// auth.test.ts and register.api.test.ts unmock this and check the real cost.
jest.mock('@node-rs/bcrypt', () => {
  const actual = jest.requireActual<typeof import('@node-rs/bcrypt')>('@node-rs/bcrypt');
  const hash = (password: string | Uint8Array) => actual.hash(password, 4);
  return { __esModule: true, ...actual, hash };
});

// With styles kept in memory (below), antd still generated every component's CSS from its theme on
// first render in each test file (style functions, then serialising): ~15% of a screen test's CPU for
// text nothing reads. In jsdom tests the style registration is a no-op; the class names, the theme's
// tokens and the markup are antd's own. The server's style extraction (_document) is tested in the
// node environment, where this does not apply.
jest.mock('@ant-design/cssinjs', () => {
  const actual = jest.requireActual<typeof import('@ant-design/cssinjs')>('@ant-design/cssinjs');
  if (typeof window === 'undefined') return actual;
  return { __esModule: true, ...actual, useStyleRegister: () => undefined };
});

// antd reads matchMedia for responsive layout; jsdom lacks it.
if (typeof window !== 'undefined' && !('matchMedia' in window && typeof window.matchMedia === 'function')) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// antd's CSS-in-JS would inject every component's styles into jsdom, which parses them and then walks
// them on each getComputedStyle: that was 40-60% of a screen test's time. Tests render as the server
// does (styles kept in memory, not injected): what CSS makes visible is for the browser tests to check.
// StyleProvider's `mock` option does exactly this; set on the default context so every render gets it.
if (typeof window !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { StyleContext } = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  const defaults = (StyleContext as unknown as { _currentValue?: { mock?: string } })._currentValue;
  if (!defaults) throw new Error('jest.setup: @ant-design/cssinjs StyleContext default not found');
  defaults.mock = 'server';
}
