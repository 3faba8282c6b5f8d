import type { NextConfig } from 'next';
// A relative path (no `@/` alias): Next compiles this file and what it imports on its own.
import { securityHeaders } from './src/server/http/securityHeaders';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
  poweredByHeader: false,
  // No page uses next/image: the optimizer stays off (Next answers 404 for /_next/image instead of
  // fetching and resizing what it is asked to; main.ts answers that path itself).
  images: { unoptimized: true },
  // .ci/run type-checks the whole project (`npm run typecheck`) before building; it sets this so the
  // build does not spend another half minute on the same check. Every other build checks types.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
  // antd's SSR style extraction comes out empty under Turbopack unless cssinjs is transpiled.
  transpilePackages: ['@ant-design/cssinjs'],
  // PGlite loads its WASM and data files relative to its own module; bundling breaks that. The link
  // previews' renderers likewise: resvg-js is a native addon picked per platform at run time, satori
  // loads its layout WASM beside itself (src/server/modules/preview). @node-rs/bcrypt (password
  // hashes) is a native addon too; Next's own list has it already, named here so that does not matter.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'pino',
    '@resvg/resvg-js',
    'satori',
    '@node-rs/bcrypt',
  ],
  experimental: {
    // With the shared runtime (the default) Turbopack inlines a per-page bootstrap <script> into every
    // HTML page, which `script-src 'self'` blocks; without it each page loads its runtime as a file.
    turbopackSharedRuntime: false,
    // Turbopack keeps a build cache under .next/cache for the next `next build`; .ci/run builds a clean
    // clone once and turns it off (BUILD_FS_CACHE=off) instead of spending ~20 s writing it.
    turbopackFileSystemCacheForBuild: process.env.BUILD_FS_CACHE !== 'off',
  },
  // The one list of security headers (src/server/http/securityHeaders.ts), which the production
  // server's API lane also sends. `next build` runs with NODE_ENV=production (HSTS, no 'unsafe-eval');
  // `next dev` with development.
  headers() {
    return Promise.resolve([
      { source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'production') },
    ]);
  },
};

export default nextConfig;
