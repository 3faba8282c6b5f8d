/**
 * Import rules checked by dependency-cruiser (`npm run lint:deps`, part of `npm run lint`):
 * no import cycles, and the server's layers pointing one way (docs/ARCHITECTURE.md "Layers").
 * Type-only imports count: a type cycle still ties two layers together.
 */

/** The server's layers, lowest first; each may import only those before it (and src/common). */
const SERVER_BASE = '^src/server/(core|db|catalog|env\\.ts|logger\\.ts)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: move what both sides need to a lower module, or invert the dependency.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'common-stays-common',
      severity: 'error',
      comment: 'src/common is imported by the browser and the server, so it imports neither.',
      from: { path: '^src/common/' },
      to: { path: '^src/(server|ssr|features|application|lib|components|pages)/' },
    },
    {
      name: 'client-not-server',
      severity: 'error',
      comment: 'Browser code never imports src/server (pages reach it through src/ssr).',
      from: { path: '^src/(features|application|lib|components|styles)/' },
      to: { path: '^src/(server|ssr)/' },
    },
    {
      name: 'pages-through-ssr',
      severity: 'error',
      comment: 'Pages reach server code only through src/ssr (API routes in src/pages/api excepted).',
      from: { path: '^src/pages/', pathNot: '^src/pages/api/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-core-is-lowest',
      severity: 'error',
      comment: 'src/server/core (AppError, the auth user) imports nothing of the server above it.',
      from: { path: '^src/server/core/' },
      to: { path: '^src/', pathNot: '^src/(server/core|common)/' },
    },
    {
      name: 'server-base-below-features',
      severity: 'error',
      comment:
        'core, db, catalog (templates and catalogs shared by modules and importers), env and logger ' +
        'sit below http, auth, access, modules and importers.',
      from: { path: SERVER_BASE },
      to: { path: '^src/', pathNot: `${SERVER_BASE}|^src/common/` },
    },
    {
      name: 'modules-not-importers',
      severity: 'error',
      comment: 'Modules and importers share src/server/catalog and src/server/db, never each other.',
      from: { path: '^src/server/modules/' },
      to: { path: '^src/server/importers/' },
    },
    {
      name: 'importers-not-modules',
      severity: 'error',
      comment: 'Modules and importers share src/server/catalog and src/server/db, never each other.',
      from: { path: '^src/server/importers/' },
      to: { path: '^src/server/modules/' },
    },
    {
      name: 'infrastructure-not-modules',
      severity: 'error',
      comment: 'http, auth and access are the framework the modules plug into; they import no module.',
      from: { path: '^src/server/(http|auth|access)/' },
      to: { path: '^src/server/(modules|importers)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)__tests__/|\\.test\\.tsx?$|^src/server/db/migrations/' },
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
