// JavaScript rather than TypeScript: a jest.config.ts needs ts-node just to be read, and next/jest
// already compiles every test with SWC. Decision recorded in docs/DECISIONS.md.
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

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
  // antd's ES-module paths (deep imports such as the lazily loaded antd/es/message) run from its
  // CommonJS build, the one `import ... from 'antd'` gets under jest.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1', '^antd/es/(.*)$': 'antd/lib/$1' },
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}', '<rootDir>/tests/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/'],
  // Imports of the real files run for minutes on a loaded 2-core machine; timing is measured by the
  // benchmark scripts, never by test timeouts, so give every test ample room.
  testTimeout: 180000,
  maxWorkers: 2,
};

module.exports = async () => {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
};
