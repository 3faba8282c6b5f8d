import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openConfiguredDatabase } from '@/server/db/client';
import { resetEnvCache } from '@/server/env';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const jestConfig = require('../../jest.config.js') as {
  testTier: (relativePath: string, source: string, rootDir?: string) => 'unit' | 'integration';
  integrationTestFiles: (rootDir?: string) => string[];
};

// The names that sort a file into the integration tier are spelled in parts here, so that this file,
// which must run in the unit tier to check its guard, does not name them itself.
// Not imported from ./unitTier: that file names the database packages it refuses, so importing it
// would sort this file into the integration tier.
const UNIT_TIER_DATABASE_MESSAGE =
  'A unit-tier test opened a database. Database tests belong to the integration tier';
const HELPER = ['create', 'TestDatabase'].join('');
const OPEN_PGLITE = ['open', 'Pglite'].join('');
const OPEN_POSTGRES = ['open', 'Postgres'].join('');
const SHARED_DATA = ['helpers/', 'sharedData'].join('');
const CHILD_PROCESS = ['child', 'process'].join('_');

describe('test tiers (jest.config.js projects)', () => {
  it('sorts a test file that opens a database or reads the real data into the integration tier', () => {
    const sources = [
      `import { ${HELPER} } from '@/server/db/testing';`,
      `import { ${OPEN_PGLITE} } from '../../db/client';`,
      `const served = ${OPEN_POSTGRES}(url, 3);`,
      "import { PGlite } from '@electric-sql/" + "pglite';",
      "import { Client } from '" + "pg';",
      `import { describeWithSharedData } from '../../../tests/${SHARED_DATA}';`,
      `const file = path.resolve('..', '${['shared', 'data'].join('/')}', 'x.csv');`,
      `import { spawn } from 'node:${CHILD_PROCESS}';`,
      `import { execFile } from '${CHILD_PROCESS}';`,
    ];
    for (const source of sources) {
      expect([source, jestConfig.testTier('src/server/x/__tests__/x.test.ts', source)]).toEqual([
        source,
        'integration',
      ]);
    }
    expect(jestConfig.testTier('tests/integration/whatever.test.ts', 'it("adds", () => {});')).toBe(
      'integration',
    );
  });

  it('keeps components, pure functions and routes over fakes in the unit tier', () => {
    const screen = "import { render } from '@testing-library/react';\nit('renders', () => {});";
    const route =
      "import { callRoute } from '../../../../tests/helpers/callRoute';\njest.mock('../repository');";
    expect(jestConfig.testTier('src/features/finance/__tests__/FinanceTable.test.tsx', screen)).toBe('unit');
    expect(jestConfig.testTier('src/server/modules/x/__tests__/x.api.test.ts', route)).toBe('unit');
  });

  it('puts every test file that calls the test database helper today into the integration tier', () => {
    const integration = new Set(jestConfig.integrationTestFiles());
    const callers: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.test\.tsx?$/.test(entry.name) && readFileSync(full, 'utf8').includes(HELPER)) {
          callers.push(path.relative(process.cwd(), full));
        }
      }
    };
    walk(path.join(process.cwd(), 'src'));
    walk(path.join(process.cwd(), 'tests', 'api'));
    expect(callers.length).toBeGreaterThan(40);
    expect(callers.filter((file) => !integration.has(file))).toEqual([]);
    expect(integration.has(path.join('tests', 'setup', 'tiers.test.ts'))).toBe(false);
  });

  it('sorts the importers and the demo data generator into the integration tier', () => {
    const generator = path.join('src', 'server', 'importers', 'demo', '__tests__', 'valuation.test.ts');
    expect(jestConfig.testTier(generator, "import { createRandom } from '../random';")).toBe('integration');
    expect(jestConfig.integrationTestFiles()).toContain(generator);
  });

  it('sorts the test that starts the production server in another process into the integration tier', () => {
    expect(jestConfig.integrationTestFiles()).toContain(
      path.join('src', 'server', 'config', '__tests__', 'productionStart.test.ts'),
    );
  });

  it('sorts a test file whose test helper opens the database into the integration tier', () => {
    const file = path.join('src', 'server', 'modules', 'payments', '__tests__', 'momo.api.test.ts');
    const source = readFileSync(path.join(process.cwd(), file), 'utf8');
    expect(source).not.toContain(HELPER);
    expect(jestConfig.testTier(file, source, process.cwd())).toBe('integration');
    expect(jestConfig.integrationTestFiles()).toContain(file);
  });

  describe('a unit-tier test that reaches a database anyway', () => {
    const saved = { ...process.env };
    afterEach(() => {
      process.env = { ...saved };
      resetEnvCache();
    });

    it('fails with a message naming the integration tier when it opens the embedded database', () => {
      delete process.env.DATABASE_URL;
      process.env.PGLITE_DIR = path.join(mkdtempSync(path.join(os.tmpdir(), 'vnfin-unit-tier-')), 'pglite');
      resetEnvCache();
      expect(() => openConfiguredDatabase()).toThrow(UNIT_TIER_DATABASE_MESSAGE);
    });

    it('fails with the same message when it connects to PostgreSQL', () => {
      process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/none';
      resetEnvCache();
      expect(() => openConfiguredDatabase()).toThrow(UNIT_TIER_DATABASE_MESSAGE);
    });
  });
});
