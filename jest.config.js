// JavaScript rather than TypeScript: a jest.config.ts needs ts-node just to be read, and next/jest
// already compiles every test with SWC. Decision recorded in docs/DECISIONS.md.
const fs = require('node:fs');
const path = require('node:path');
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

// ESM that SWC must compile for jest: the one ES-module folder antd's icons require (colors/es) and
// msw 2 with its dependencies. The rest of antd ships CommonJS and is left as it is (faster cold runs).
const esmPackages = [
  '@ant-design/colors/es',
  'msw',
  '@mswjs',
  'rettime',
  'until-async',
  '@open-draft',
  'headers-polyfill',
  'outvariant',
  'strict-event-emitter',
  'is-node-process',
  '@bundled-es-modules',
  'jose',
];

/**
 * Two tiers (README "Tests"). A test file is in the integration tier when it lives under a folder named
 * `integration/` or `importers/` (the importers and the demo data generator, which builds the whole
 * demo universe: ~30 s of CPU in one file), or when its source, or that of a test helper it imports (a file under tests/ or a
 * __tests__ folder), names a way to open a database or read the real data: the test database helper
 * (createTestDatabase), openPglite/openPostgres, the PGlite or pg packages, ../shared/data
 * (tests/helpers/sharedData), or child_process (it starts another process: the server, an import
 * run). Everything else (pure code, components, routes over fakes) is the unit
 * tier. The rule reads the files on every run, so it cannot go stale; a unit-tier file that still
 * reaches a database some other way fails with a message saying so (tests/setup/unitTier.ts).
 */
const INTEGRATION_SOURCE =
  /\bcreateTestDatabase\b|\bopenPglite\b|\bopenPostgres\b|@electric-sql\/pglite|from ['"]pg['"]|helpers\/sharedData|shared\/data|from ['"](node:)?child_process['"]/;
const INTEGRATION_FOLDER = /(^|\/)(integration|importers)\//;
const TEST_ROOTS = ['src', 'tests'];
const TEST_FILE = /\.test\.tsx?$/;

const IMPORT_SPECIFIER = /(?:\bfrom|\bimport|\brequire\(|jest\.mock\()\s*['"]([^'"]+)['"]/g;
const TEST_SUPPORT = /(^|\/)(tests|__tests__)\//;
const SOURCE_EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The test helpers (files under tests/ or __tests__/) a file imports, relative to rootDir. */
function importedTestHelpers(rootDir, relativePath, source) {
  const helpers = [];
  for (const [, specifier] of source.matchAll(IMPORT_SPECIFIER)) {
    let base;
    if (specifier.startsWith('.')) base = path.join(path.dirname(relativePath), specifier);
    else if (specifier.startsWith('@/')) base = path.join('src', specifier.slice(2));
    else continue;
    const found = SOURCE_EXTENSIONS.map((ext) => base + ext).find((candidate) => {
      const full = path.join(rootDir, candidate);
      return fs.existsSync(full) && fs.statSync(full).isFile();
    });
    if (found && TEST_SUPPORT.test(found.split(path.sep).join('/'))) helpers.push(path.normalize(found));
  }
  return helpers;
}

/**
 * 'unit' or 'integration' for one test file, from its path (relative to rootDir) and source, and the
 * test helpers it imports (read from rootDir; none when rootDir is not given).
 */
function testTier(relativePath, source, rootDir) {
  const seen = new Set([path.normalize(relativePath)]);
  const queue = [[relativePath, source]];
  while (queue.length) {
    const [file, text] = queue.shift();
    if (INTEGRATION_FOLDER.test(file.split(path.sep).join('/')) || INTEGRATION_SOURCE.test(text)) {
      return 'integration';
    }
    if (!rootDir) continue;
    for (const helper of importedTestHelpers(rootDir, file, text)) {
      if (seen.has(helper)) continue;
      seen.add(helper);
      queue.push([helper, fs.readFileSync(path.join(rootDir, helper), 'utf8')]);
    }
  }
  return 'unit';
}

function listTestFiles(rootDir) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'e2e') walk(full);
      } else if (TEST_FILE.test(entry.name)) files.push(path.relative(rootDir, full));
    }
  };
  for (const root of TEST_ROOTS) if (fs.existsSync(path.join(rootDir, root))) walk(path.join(rootDir, root));
  return files.sort();
}

/** The integration tier's test files, relative to rootDir. */
function integrationTestFiles(rootDir = __dirname) {
  return listTestFiles(rootDir).filter(
    (file) => testTier(file, fs.readFileSync(path.join(rootDir, file), 'utf8'), rootDir) === 'integration',
  );
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
  // antd's ES-module paths (deep imports such as the lazily loaded antd/es/message) run from its
  // CommonJS build, the one `import ... from 'antd'` gets under jest.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1', '^antd/es/(.*)$': 'antd/lib/$1' },
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}', '<rootDir>/tests/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/'],
};

module.exports = async () => {
  const resolved = await createJestConfig(config)();
  // `import { Button } from 'antd'` (or an icon from '@ant-design/icons') compiled as it is loads the
  // whole package in every test file: ~1,500 modules for antd and ~1,600 for the icons, most of a
  // screen test's CPU. Next's build already imports only the parts used (optimizePackageImports covers
  // both packages); its jest transformer does the same with modularizeImports. Unit tier CPU, docs/
  // PERFORMANCE.md "Test tiers".
  for (const [pattern, transformer] of Object.entries(resolved.transform)) {
    if (!Array.isArray(transformer) || !String(transformer[0]).includes('jest-transformer')) continue;
    resolved.transform[pattern] = [
      // next/jest's transformer with a cache key that survives changes to the tiers' file lists.
      path.join(__dirname, 'tests/setup/swcTransformer.js'),
      {
        ...transformer[1],
        modularizeImports: {
          ...transformer[1].modularizeImports,
          antd: { transform: { QRCode: 'antd/lib/qr-code', '.*': 'antd/lib/{{kebabCase member}}' } },
          '@ant-design/icons': { transform: '@ant-design/icons/lib/icons/{{member}}' },
        },
      },
    ];
  }
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  const integrationFiles = integrationTestFiles(__dirname).map((file) => `<rootDir>/${file}`);
  const ignored = resolved.testPathIgnorePatterns ?? [];
  // `npm run test:unit` / `test:integration` set JEST_TIER to run one project. Not `--selectProjects`:
  // it takes every following word as a project name, so `npm run test:unit -- <path>` ran every file.
  const tier = process.env.JEST_TIER;
  if (tier && tier !== 'unit' && tier !== 'integration') throw new Error(`JEST_TIER: unknown tier ${tier}`);
  const both = {
    // Both tiers share the two cores: `npm test` runs them in one jest run.
    maxWorkers: 2,
    // The integration tier's: imports of the real files run for minutes on a loaded 2-core machine;
    // timing is measured by the benchmark scripts, never by test timeouts, so they get ample room.
    // The unit tier sets its own, short one (tests/setup/unitTier.ts). Jest reads this option only at
    // the top level, not per project.
    testTimeout: 180000,
    projects: [
      {
        ...resolved,
        displayName: 'unit',
        testPathIgnorePatterns: [
          ...ignored,
          ...integrationFiles.map((file) => `^${escapeRegExp(file.replace('<rootDir>', __dirname))}$`),
        ],
        setupFilesAfterEnv: [...resolved.setupFilesAfterEnv, '<rootDir>/tests/setup/unitTier.ts'],
      },
      {
        ...resolved,
        displayName: 'integration',
        // jest's node environment plus this worker's migrated PGlite databases, which each file borrows
        // and gives back emptied (tests/setup/workerDatabases.js; docs/PERFORMANCE.md "Test tiers").
        testEnvironment: '<rootDir>/tests/setup/databaseEnvironment.js',
        testMatch: integrationFiles,
        testPathIgnorePatterns: ignored,
      },
    ],
  };
  if (tier) both.projects = both.projects.filter((project) => project.displayName === tier);
  return both;
};

module.exports.testTier = testTier;
module.exports.integrationTestFiles = integrationTestFiles;
