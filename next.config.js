// @ts-check
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // antd's SSR style extraction comes out empty under Turbopack unless cssinjs is transpiled.
  transpilePackages: ['@ant-design/cssinjs'],
  // PGlite loads its WASM and data files relative to its own module; bundling breaks that.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

module.exports = nextConfig;
